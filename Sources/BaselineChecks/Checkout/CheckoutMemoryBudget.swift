/// Keeps one checkout's parsed forms within a fixed amount of memory, whatever its files hold.
///
/// Every file is charged, when it is read, the most memory its parsed forms were measured to take per input
/// byte (its text, line maps, tokens, parse trees, libxml2's and libplist's trees while they exist), times its
/// size. A file whose charge exceeds what is left is refused (`FILE009`) before anything parses it, so the
/// sum of the charges, and with it the memory of everything parsed, stays under `total`.
public struct CheckoutMemoryBudget: Sendable {
    /// What one checkout's parsed forms may take; the process itself adds about 16 MiB (release) to 30 MiB (debug).
    public static let total = 192 * 1024 * 1024

    /// How much memory the parsed forms of one kind of file take, at most, per byte of the file.
    public struct Weight: Hashable, Sendable {
        /// What the file is parsed as, for messages.
        public var kind: String
        public var bytesPerByte: Int
    }

    /// Measured on checkouts whose one file is made of the smallest units its parsers build (empty lines,
    /// one-letter lines, calls, empty elements, attributes, one-key statements, array items), at 14 sizes from
    /// 0.25 to 5 MiB: the highest peak RSS above the example checkout's, per input byte, in the release build
    /// (the debug build measured the same within a few per cent), rounded up by about a sixth. Growth of arrays
    /// by doubling makes the figure vary with the size by up to half, hence the many sizes.
    static func weight(ofPath path: String) -> Weight {
        let name = path.split(separator: "/").last ?? Substring(path)
        switch name.lastIndex(of: ".").map({ String(name[name.index(after: $0)...]) }) {
        case "podspec": return Weight(kind: "podspec", bytesPerByte: 150)
        case "svg": return Weight(kind: "SVG", bytesPerByte: 88)
        case "storyboard", "xib": return Weight(kind: "storyboard", bytesPerByte: 68)
        case "swift": return Weight(kind: "Swift source", bytesPerByte: 128)
        case "plist": return Weight(kind: "property list", bytesPerByte: 48)
        case "pbxproj": return Weight(kind: "Xcode project", bytesPerByte: 48)
        default: return Weight(kind: "text file", bytesPerByte: 84)
        }
    }

    private(set) var charged = 0

    /// Charges the file at `path` of `size` bytes, or says why it is refused and charges nothing.
    mutating func charge(_ path: String, size: Int) -> FileProblem? {
        let weight = Self.weight(ofPath: path)
        let (cost, overflow) = size.multipliedReportingOverflow(by: weight.bytesPerByte)
        let remaining = Self.total - charged
        guard !overflow, cost <= remaining else {
            return .overBudget(size: size, weight: weight, remaining: remaining)
        }
        charged += cost
        return nil
    }
}
