/// A targeted edit of the bundled conforming example checkout that makes its rule fail, and
/// no rule but those in `alsoAffected` (which read the same text): `RuleBreakingEditTests` apply each
/// one and run the whole catalog, so that a rule that reads more or less than it should is seen.
/// (Not mutation-score's mutants, which change a checkout's control to see whether its tests notice.)
/// A catalog file keeps it under the key `mutation`, as it always has.
public struct RuleBreakingEdit: Codable, Sendable {
    public enum Change: Codable, Sendable {
        /// Every occurrence of `old` replaced with `new`.
        case replace(old: String, new: String)
        /// The whole file replaced (or created).
        case replaceFile(contents: String)
        /// Text added at the end of the file.
        case append(text: String)
        /// The file removed.
        case remove
    }

    public var path: String
    public var change: Change
    public var alsoAffected: [String]

    public static func replacing(_ old: String, with new: String, in path: String, alsoAffected: [String] = []) -> Self {
        RuleBreakingEdit(path: path, change: .replace(old: old, new: new), alsoAffected: alsoAffected)
    }

    public static func replacingFile(_ path: String, with contents: String, alsoAffected: [String] = []) -> Self {
        RuleBreakingEdit(path: path, change: .replaceFile(contents: contents), alsoAffected: alsoAffected)
    }

    public static func appending(_ text: String, to path: String, alsoAffected: [String] = []) -> Self {
        RuleBreakingEdit(path: path, change: .append(text: text), alsoAffected: alsoAffected)
    }

    public static func removing(_ path: String, alsoAffected: [String] = []) -> Self {
        RuleBreakingEdit(path: path, change: .remove, alsoAffected: alsoAffected)
    }
}
