/// Where the files of a checkout come from: a directory, or a git revision.
/// Paths are relative to the checkout root and use `/`.
public protocol CheckoutSource: Sendable {
    /// How reports name the checkout, where its files are, and its revision.
    var identity: CheckoutIdentity { get }
    /// The whole content of a regular file inside the checkout.
    func read(_ path: String) -> Result<[UInt8], FileProblem>
    /// Whether anything (file, directory, link) exists at `path`, without following it outside the root.
    func exists(_ path: String) -> Bool
    /// The resolved root directory on disk, when the checkout is a working tree.
    var directory: String? { get }
    /// What `path` names, as a string equal in two checkouts exactly when reading, resolving and testing the path
    /// give the same answers in both (a git object ID); `nil` when the source cannot say so cheaply.
    func fingerprint(_ path: String) -> String?
}

extension CheckoutSource {
    public func fingerprint(_ path: String) -> String? { nil }
}

extension CheckoutSource {
    /// How the checkout is named in reports.
    public var displayName: String { identity.displayName }
}

/// Limits that keep hostile checkouts from exhausting memory.
public enum CheckoutLimits {
    /// Files over this size are reported, not read.
    public static let maximumFileSize = 16 * 1024 * 1024
}
