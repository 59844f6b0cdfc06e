/// One checkout being checked: every file is read at most once, and each parsed
/// form is built at most once and shared by every rule that asks for it.
/// Not thread-safe by design: one checkout is checked by one thread.
public final class Checkout {
    public let source: any CheckoutSource
    private var byteCache: [String: Result<[UInt8], FileProblem>] = [:]
    private var textCache: [String: Result<TextFile, FileProblem>] = [:]
    private var documentCache: [DocumentKey: Result<Any, InputUnavailable>] = [:]
    private var memoryBudget = CheckoutMemoryBudget()
    /// Paths charged to the budget, read or replayed.
    private var chargedPaths: Set<String> = []
    /// What the rule being recorded has done, when one is.
    private var access: CheckoutAccess?
    private var fingerprints: [String: String?] = [:]
    /// Work a format began on a file before the rules run (`sh -n` of a script), until its `load` takes it.
    private var begunWork: [DocumentKey: Any] = [:]

    public init(source: any CheckoutSource) {
        self.source = source
    }

    public var identity: CheckoutIdentity { source.identity }

    public func bytes(_ path: String) throws(InputUnavailable) -> [UInt8] {
        defer { noteAccess(path) }
        let result = byteCache[path] ?? charged(path, source.read(path))
        byteCache[path] = result
        return try result.mapError { InputUnavailable.file(path: path, $0) }.get()
    }

    /// The file just read, unless its charge would take the checkout past its memory budget.
    private func charged(_ path: String, _ read: Result<[UInt8], FileProblem>) -> Result<[UInt8], FileProblem> {
        guard case .success(let bytes) = read, !chargedPaths.contains(path) else { return read }
        if let problem = memoryBudget.charge(path, size: bytes.count) { return .failure(problem) }
        chargedPaths.insert(path)
        return read
    }

    /// Runs `body` and says what it did with the checkout.
    func recording(_ body: () -> Void) -> CheckoutAccess {
        access = CheckoutAccess()
        defer { access = nil }
        body()
        return access ?? CheckoutAccess()
    }

    private func noteAccess(_ path: String, reading: Bool = true) {
        guard access != nil else { return }
        let size: Int? = if reading, case .success(let bytes)? = byteCache[path] { bytes.count } else { nil }
        access?.note(path, size: size)
    }

    /// Charges, in order, the files a rule read where it was evaluated on the same files, as evaluating it
    /// here would; false when one would go past the budget (it is then evaluated, and meets the budget itself).
    func replay(_ reads: [CheckoutAccess.Read]) -> Bool {
        for read in reads where !chargedPaths.contains(read.path) {
            guard memoryBudget.charge(read.path, size: read.size) == nil else { return false }
            chargedPaths.insert(read.path)
        }
        return true
    }

    /// What `path` names in this checkout, as the source identifies it (see `CheckoutSource.fingerprint`).
    func fingerprint(_ path: String) -> String? {
        if let known = fingerprints[path] { return known }
        let computed = source.fingerprint(path)
        fingerprints[path] = computed
        return computed
    }

    public func text(_ path: String) throws(InputUnavailable) -> TextFile {
        defer { noteAccess(path) }
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
        defer { noteAccess(path) }
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

    /// Keeps the work `start` begins on `path` for `format`, unless work for it was begun already.
    func begin<Document: CheckoutDocument>(_ path: String, for format: Document.Type, _ start: () -> Any?) {
        let key = DocumentKey(path: path, type: ObjectIdentifier(format))
        guard begunWork[key] == nil, let work = start() else { return }
        begunWork[key] = work
    }

    /// The work begun on `path` for `format`, handed over once.
    func takeBegunWork<Document: CheckoutDocument>(_ path: String, for format: Document.Type) -> Any? {
        begunWork.removeValue(forKey: DocumentKey(path: path, type: ObjectIdentifier(format)))
    }

    public func exists(_ path: String) -> Bool {
        noteAccess(path, reading: false)
        return source.exists(path)
    }
}

private struct DocumentKey: Hashable {
    var path: String
    var type: ObjectIdentifier
}
