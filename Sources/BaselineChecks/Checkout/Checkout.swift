/// One checkout being checked: every file is read at most once, and each parsed
/// form is built at most once and shared by every rule that asks for it.
/// Not thread-safe by design: one checkout is checked by one thread.
public final class Checkout {
    public let source: any CheckoutSource
    /// Compiled patterns, shared with the other checkouts this thread checks.
    public let patternCache: PatternCache
    private var byteCache: [String: Result<[UInt8], FileProblem>] = [:]
    private var textCache: [String: Result<TextFile, FileProblem>] = [:]
    private var documentCache: [DocumentKey: Result<Any, InputUnavailable>] = [:]
    private var memoryBudget = CheckoutMemoryBudget()
    /// `sh -n` checks started before the rules run, by path.
    var pendingShellChecks: [String: PendingShellCheck] = [:]

    public init(source: any CheckoutSource, patternCache: PatternCache = PatternCache()) {
        self.source = source
        self.patternCache = patternCache
    }

    public var identity: CheckoutIdentity { source.identity }

    public func bytes(_ path: String) throws(InputUnavailable) -> [UInt8] {
        let result = byteCache[path] ?? charged(path, source.read(path))
        byteCache[path] = result
        return try result.mapError { InputUnavailable.file(path: path, $0) }.get()
    }

    /// The file just read, unless its charge would take the checkout past its memory budget.
    private func charged(_ path: String, _ read: Result<[UInt8], FileProblem>) -> Result<[UInt8], FileProblem> {
        guard case .success(let bytes) = read, let problem = memoryBudget.charge(path, size: bytes.count) else { return read }
        return .failure(problem)
    }

    public func text(_ path: String) throws(InputUnavailable) -> TextFile {
        if let cached = textCache[path] {
            return try cached.mapError { InputUnavailable.file(path: path, $0) }.get()
        }
        let bytes = try bytes(path)
        let result = Result { () throws(FileProblem) in try TextFile(path: path, bytes: bytes) }
        textCache[path] = result
        return try result.mapError { InputUnavailable.file(path: path, $0) }.get()
    }

    public func document<Document: CheckoutDocument>(
        _ path: String, as type: Document.Type
    ) throws(InputUnavailable) -> Document {
        let key = DocumentKey(path: path, type: ObjectIdentifier(type))
        let result: Result<Any, InputUnavailable>
        if let cached = documentCache[key] {
            result = cached
        } else {
            result = Result { () throws(InputUnavailable) in try Document.load(path, from: self) }.map { $0 as Any }
            documentCache[key] = result
        }
        switch result {
        case .success(let document):
            // The cache is keyed by the document type, so the cast cannot fail.
            guard let typed = document as? Document else { preconditionFailure("document cache type mismatch") }
            return typed
        case .failure(let error):
            throw error
        }
    }

    public func exists(_ path: String) -> Bool {
        source.exists(path)
    }
}

private struct DocumentKey: Hashable {
    var path: String
    var type: ObjectIdentifier
}
