/// How error messages name where a value sits in a document: `rules[3].check.text`. Keys that are not
/// plain names are quoted (`["a b"]`); the root is the empty path.
public enum JSONPath {
    /// Longer paths (from very deep nesting) keep only their innermost part, after `…`.
    static let maximumLength = 200

    /// The path of member `key` of the value at `path`.
    public static func member(_ key: String, of path: String) -> String {
        joined(path, component(key: key))
    }

    /// The path of element `index` of the array at `path`.
    public static func element(_ index: Int, of path: String) -> String {
        joined(path, "[\(index)]")
    }

    /// `path`, which is relative to member `key` of some value, made relative to that value.
    static func prefixing(key: String, to path: String) -> String {
        prefixing(component(key: key), to: path)
    }

    /// `path`, which is relative to element `index` of some array, made relative to that array.
    static func prefixing(index: Int, to path: String) -> String {
        prefixing("[\(index)]", to: path)
    }

    private static func prefixing(_ component: String, to path: String) -> String {
        if path.hasPrefix("…") { return path }
        let prefixed = joined(component, path)
        return prefixed.utf8.count > maximumLength ? "…" + path : prefixed
    }

    private static func joined(_ outer: String, _ inner: String) -> String {
        if outer.isEmpty { return inner }
        if inner.isEmpty { return outer }
        return inner.hasPrefix("[") ? outer + inner : outer + "." + inner
    }

    private static func component(key: String) -> String {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
        return isPlain ? key : "[" + JSONWriter.literal(key) + "]"
    }
}
