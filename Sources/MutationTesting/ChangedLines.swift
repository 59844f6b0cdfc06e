/// The lines of the control a change added or changed (from 1, on the changed side): what `--in-diff` keeps
/// mutants on. A deletion alone touches no line that is left, so it keeps none.
public enum ChangedLines {
    /// The most cells (old lines × new lines, after the common start and end are set aside) the comparison of two
    /// sources takes; past it every line between the common start and end counts as changed, keeping more
    /// mutants rather than fewer.
    static let maximumCells = 16_000_000

    /// The lines of `new` that are not in a longest common subsequence of the lines of `old` and `new`: the `+`
    /// lines `git diff` would print, computed here from the two texts so that no git diff driver, filter or
    /// textconv of the repository's configuration ever runs.
    public static func between(old: [UInt8], new: [UInt8]) -> Set<Int> {
        let before = lines(old), after = lines(new)
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        var endBefore = before.count, endAfter = after.count
        while endBefore > start, endAfter > start, before[endBefore - 1] == after[endAfter - 1] {
            endBefore -= 1
            endAfter -= 1
        }
        let rows = endBefore - start, columns = endAfter - start
        guard rows > 0 else { return Set((start..<endAfter).map { $0 + 1 }) }
        guard columns > 0 else { return [] }
        guard rows * columns <= maximumCells else { return Set((start..<endAfter).map { $0 + 1 }) }
        // common[i * (columns + 1) + j]: the longest common subsequence of the middle's lines from i and from j on.
        var common = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i * (columns + 1) + j] = before[start + i] == after[start + j]
                    ? common[(i + 1) * (columns + 1) + j + 1] + 1
                    : max(common[(i + 1) * (columns + 1) + j], common[i * (columns + 1) + j + 1])
            }
        }
        var changed = Set<Int>()
        var i = 0, j = 0
        while j < columns {
            if i < rows, before[start + i] == after[start + j] {
                i += 1
                j += 1
            } else if i < rows, common[(i + 1) * (columns + 1) + j] >= common[i * (columns + 1) + j + 1] {
                i += 1
            } else {
                changed.insert(start + j + 1)
                j += 1
            }
        }
        return changed
    }

    /// The lines of `path` that the unified diff `text` adds (its `+` lines, numbered on the new side), or `nil`
    /// when the diff does not touch `path`. A file is `path` when the diff's `+++` line names it, with git's
    /// `b/` or any leading folders before it. Throws, naming the diff's line, when a hunk is malformed.
    public static func inUnifiedDiff(_ text: String, path: String) throws(DiffSyntaxError) -> Set<Int>? {
        var found: Set<Int>?
        var current = false
        var newLine = 0, oldLeft = 0, newLeft = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The text's last line break ends a line; no empty line follows it.
        if lines.last?.isEmpty == true { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            let line = line.last == "\r" ? line.dropLast() : line
            if oldLeft > 0 || newLeft > 0 {
                switch line.first {
                case " ", nil:
                    newLine += 1
                    oldLeft -= 1
                    newLeft -= 1
                case "+":
                    if current { found?.insert(newLine) }
                    newLine += 1
                    newLeft -= 1
                case "-": oldLeft -= 1
                case "\\": break
                default: throw DiffSyntaxError(line: index + 1, "a hunk ends before its counts say")
                }
                if oldLeft < 0 || newLeft < 0 { throw DiffSyntaxError(line: index + 1, "a hunk is longer than its counts say") }
            } else if line.hasPrefix("+++ ") {
                current = names(line.dropFirst(4), path)
                if current, found == nil { found = [] }
            } else if line.hasPrefix("@@ ") {
                guard let hunk = hunkHeader(line) else {
                    throw DiffSyntaxError(line: index + 1, "expected a hunk header `@@ -A,B +C,D @@`")
                }
                (oldLeft, newLine, newLeft) = hunk
            }
        }
        if oldLeft > 0 || newLeft > 0 { throw DiffSyntaxError(line: nil, "the diff ends inside a hunk") }
        return found
    }

    /// Whether a `+++` line's file is `path`.
    private static func names(_ file: Substring, _ path: String) -> Bool {
        let name = file.prefix { $0 != "\t" }
        return name == path || name.hasSuffix("/" + path)
    }

    /// The old side's line count, the new side's first line and line count of `@@ -A[,B] +C[,D] @@`.
    private static func hunkHeader(_ line: Substring) -> (oldCount: Int, newStart: Int, newCount: Int)? {
        let words = line.split(separator: " ")
        guard words.count >= 4, words[1].hasPrefix("-"), words[2].hasPrefix("+"), words[3] == "@@" else { return nil }
        func range(_ word: Substring) -> (start: Int, count: Int)? {
            let parts = word.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let start = Int(parts[0]), start >= 0 else { return nil }
            guard parts.count == 2 else { return (start, 1) }
            guard let count = Int(parts[1]), count >= 0 else { return nil }
            return (start, count)
        }
        guard let old = range(words[1]), let new = range(words[2]) else { return nil }
        return (old.count, new.start, new.count)
    }

    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }
}

/// Why a unified diff could not be read, and at which of its lines.
public struct DiffSyntaxError: Error, Sendable, Equatable {
    public let line: Int?
    public let message: String

    init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }
}
