/// A checkout seen through a change: some files replaced or added, some removed.
public struct OverlaySource: CheckoutSource {
    public let base: any CheckoutSource
    public let replaced: [String: [UInt8]]
    public let removed: Set<String>

    public init(base: any CheckoutSource, replaced: [String: [UInt8]], removed: Set<String> = []) {
        self.base = base
        self.replaced = replaced
        self.removed = removed
    }

    public var identity: CheckoutIdentity { base.identity }
    public var directory: String? { nil }

    public func read(_ path: String) -> Result<[UInt8], FileProblem> {
        if let bytes = replaced[path] { return .success(bytes) }
        if removed.contains(path) { return .failure(.missing) }
        return base.read(path)
    }

    public func exists(_ path: String) -> Bool {
        replaced[path] != nil || (!removed.contains(path) && base.exists(path))
    }
}
