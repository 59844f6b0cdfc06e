import BaselineSupport

/// `grep` over the derived header's lines, one line at a time as grep reads them: an extended expression
/// through the C library (`CompiledPattern`, POSIX ERE as grep -E reads it) or a fixed string, under the
/// catalog's budget for patterns (`PatternLimits`): a pattern beyond its limits is not compiled, no line
/// longer than `maximumSubjectLength` is handed to the engine, and build.sh's greps together get
/// `matchingMilliseconds` of matching from the first, as one rule's patterns do in a check, checked before
/// each line. glibc's `regexec` cannot be stopped once called, so a grep overruns it by at most one line's match.
struct HeaderGrepMatcher {
    enum Outcome: Equatable {
        case found, notFound
        /// The pattern does not compile, or asks too much of the engine.
        case unsafe
        /// No line matched, but line `number` of the header is too long to be matched.
        case lineTooLong(number: Int)
        /// The greps' matching time ran out before this one was held against every line.
        case outOfTime
    }

    private let lines: [[UInt8]]
    private let lowercasedLines: [[UInt8]]
    /// Started at the first line matched.
    private var deadline: Deadline?

    init(lines: [String]) {
        self.lines = lines.map { Array($0.utf8) }
        lowercasedLines = lines.map { Array($0.lowercased().utf8) }
    }

    mutating func match(_ grep: HeaderGreps.Grep) -> Outcome {
        let matchesLine: ([UInt8], Int) -> Bool?
        switch grep.syntax {
        case .fixed:
            let needle = Array((grep.ignoresCase ? grep.pattern.lowercased() : grep.pattern).utf8)
            let lowercasedLines = lowercasedLines
            matchesLine = { line, index in
                let subject = grep.ignoresCase ? lowercasedLines[index] : line
                return grep.wholeLine
                    ? subject == needle
                    : needle.isEmpty || !SubstringSearch.occurrences(of: needle, in: subject, within: 0..<subject.count).isEmpty
            }
        case .extended:
            let body = grep.wholeLine ? "^(" + grep.pattern + ")$" : grep.pattern
            guard PatternLimits.problem(body) == nil,
                  let pattern = CompiledPattern((grep.ignoresCase ? "(?i)" : "") + body) else { return .unsafe }
            matchesLine = { line, _ in
                guard line.count <= PatternLimits.maximumSubjectLength else { return nil }
                return !pattern.matches(in: line, range: 0..<line.count, limit: 1).isEmpty
            }
        }
        let deadline = self.deadline ?? Deadline(milliseconds: PatternLimits.matchingMilliseconds)
        self.deadline = deadline
        var tooLong: Int?
        for (index, line) in lines.enumerated() {
            guard deadline.remaining > 0 else { return .outOfTime }
            switch matchesLine(line, index) {
            case true?: return .found
            case false?: continue
            case nil: tooLong = tooLong ?? index + 1
            }
        }
        return tooLong.map { .lineTooLong(number: $0) } ?? .notFound
    }
}
