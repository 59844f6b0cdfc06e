/// What one rule did with a checkout: the paths it looked at and the files it read, in order, so that its
/// result can be reused where those paths name the same objects (see `RuleResultCache`).
struct CheckoutAccess: Sendable {
    struct Read: Sendable {
        var path: String
        var size: Int
    }

    private(set) var paths: [String] = []
    private(set) var reads: [Read] = []
    private var seen: Set<String> = []
    private var read: Set<String> = []

    /// Notes a look at `path`, and its read when `size` says it was read.
    mutating func note(_ path: String, size: Int?) {
        if seen.insert(path).inserted { paths.append(path) }
        if let size, read.insert(path).inserted { reads.append(Read(path: path, size: size)) }
    }
}
