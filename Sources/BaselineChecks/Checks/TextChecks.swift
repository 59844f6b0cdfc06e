import BaselineSupport

/// Messages of the text checks.
enum TextMessages {
    static func missing(_ phrase: String) -> String { "missing required text “\(phrase.escapedForMessage)”" }
    static func forbidden(_ phrase: String) -> String { "forbidden text “\(phrase.escapedForMessage)”" }
    static func count(_ phrase: String, found: Int, expected: CountRequirement) -> String {
        "“\(phrase.escapedForMessage)” occurs \(found) times; expected \(expected)"
    }
    static func patternCount(_ pattern: String, found: Int, expected: CountRequirement) -> String {
        "/\(pattern.escapedForMessage)/ matches \(found) times; expected \(expected)"
    }
    static func patternForbidden(_ pattern: String) -> String { "forbidden: matches /\(pattern.escapedForMessage)/" }
    static func unexpectedMatch(_ match: String, expected: String) -> String {
        "“\(match.escapedForMessage)” should read “\(expected.escapedForMessage)”"
    }
    static func forbiddenWord(_ word: String) -> String { "forbidden word “\(word)”" }
    static func sectionLine(_ line: String, found: Int) -> String {
        "the line “\(line)” occurs \(found) times; expected exactly once"
    }
    static func mustNotExist(_ path: String) -> String { "\(path) must not exist" }
    static let requiredFileMissing = "required file is missing"
    static let otherOccurrence = "also here"
    static func invalidPattern(_ pattern: String) -> String { "invalid regular expression /\(pattern)/" }
    static func tooLongToMatch(_ pattern: String, bytes: Int, byLine: Bool) -> String {
        "/\(pattern.escapedForMessage)/ was not matched against this \(byLine ? "line" : "text") of \(bytes) bytes: patterns"
            + " are matched against at most \(PatternLimits.maximumSubjectLength) bytes at once (the C library's matcher"
            + " cannot be stopped once started)"
    }
    static func outOfMatchingTime(_ pattern: String) -> String {
        "/\(pattern.escapedForMessage)/ was not matched from here on: this rule's patterns used up their"
            + " \(PatternLimits.matchingMilliseconds) ms of matching"
    }
}

/// The file's text meets every requirement.
public struct TextCheck: CheckKind {
    public static let key = "text"
    public var path: String
    public var requirements: [TextRequirement]

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) { context.checkText(path, requirements) }
    public var problems: [String] { requirements.flatMap(\.problems) }
}

/// The line `line` occurs exactly once, and the text after it meets every requirement.
public struct TextAfterLineCheck: CheckKind {
    public static let key = "textAfterLine"
    public var path: String
    public var line: String
    public var requirements: [TextRequirement]

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) { context.checkTextAfterLine(path, line: line, requirements) }
    public var problems: [String] { requirements.flatMap(\.problems) }
}

/// Nothing exists at this path.
public struct FileAbsentCheck: CheckKind {
    public static let key = "fileAbsent"
    public var path: String

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) {
        if context.checkout.exists(path) {
            context.report(TextMessages.mustNotExist(path), path: path)
        }
    }
}

/// A regular file exists at this path.
public struct FileExistsCheck: CheckKind {
    public static let key = "fileExists"
    public var path: String

    public var paths: [String] { [path] }
    /// The file's absence is this rule's own failure, not an unusable input.
    public func evaluate(in context: RuleContext) {
        do {
            _ = try context.checkout.bytes(path)
        } catch .file(_, let problem) {
            context.report(problem == .missing ? TextMessages.requiredFileMissing : problem.message, path: path)
        } catch {
            context.report(error.reason, path: path)
        }
    }
}

extension Check {
    public static func text(path: String, requirements: [TextRequirement]) -> Check {
        Check(TextCheck(path: path, requirements: requirements))
    }
    public static func textAfterLine(path: String, line: String, requirements: [TextRequirement]) -> Check {
        Check(TextAfterLineCheck(path: path, line: line, requirements: requirements))
    }
    public static func fileAbsent(path: String) -> Check { Check(FileAbsentCheck(path: path)) }
    public static func fileExists(path: String) -> Check { Check(FileExistsCheck(path: path)) }
}

private extension TextRequirement {
    /// A pattern that does not compile, or a count no text can meet.
    var problems: [String] {
        var problems: [String] = []
        if let source = regularExpression {
            if let limit = PatternLimits.problem(source) {
                problems.append(limit)
            } else if CompiledPattern(source) == nil {
                problems.append("invalid regular expression /\(source)/")
            }
        }
        return problems + [count?.problem].compactMap { $0 }
    }

    var count: CountRequirement? {
        switch self {
        case .phrase(_, let count), .pattern(_, let count, _), .linePattern(_, let count): count
        case .forbiddenWords: nil
        }
    }
}

private extension RuleContext {
    func checkText(_ path: String, _ requirements: [TextRequirement]) {
        guard let file = input({ () throws(InputUnavailable) in try checkout.text(path) }) else { return }
        for requirement in requirements {
            check(requirement, in: file, range: 0..<file.utf8.count)
        }
    }

    func checkTextAfterLine(_ path: String, line: String, _ requirements: [TextRequirement]) {
        guard let file = input({ () throws(InputUnavailable) in try checkout.text(path) }) else { return }
        let separators = file.lineRanges.filter { file.utf8[$0].elementsEqual(line.utf8) }
        guard separators.count == 1, let separator = separators.first else {
            report(TextMessages.sectionLine(line, found: separators.count), path: path,
                   at: separators.dropFirst().first.map { file.location(ofUTF8Offset: $0.lowerBound) })
            return
        }
        for requirement in requirements {
            check(requirement, in: file, range: separator.upperBound..<file.utf8.count)
        }
    }

    private func check(_ requirement: TextRequirement, in file: TextFile, range: Range<Int>) {
        switch requirement {
        case .phrase(let phrase, let expected):
            reportCount(Self.occurrences(of: phrase, in: file, within: range), expected, in: file,
                        missing: TextMessages.missing(phrase), forbidden: TextMessages.forbidden(phrase),
                        wrongCount: { TextMessages.count(phrase, found: $0, expected: expected) })
        case .pattern(let source, let expected, let everyMatch):
            let matches = checkPattern(source, expected, in: file, range: range, byLine: false)
            if let everyMatch {
                // A line's `\r` (CRLF endings) is not part of what it says.
                for match in matches where !Self.withoutFinalCR(file.utf8[match]).elementsEqual(everyMatch.utf8) {
                    report(TextMessages.unexpectedMatch(file.slice(match), expected: everyMatch),
                           path: file.path, at: file.location(ofUTF8Offset: match.lowerBound))
                }
            }
        case .linePattern(let source, let expected):
            checkPattern(source, expected, in: file, range: range, byLine: true)
        case .forbiddenWords(let words):
            for (word, offset) in TextMatching.wordOccurrences(of: words, in: file, range: range) {
                report(TextMessages.forbiddenWord(word), path: file.path, at: file.location(ofUTF8Offset: offset))
            }
        }
    }

    /// A phrase's occurrences; a line break in the phrase matches `\n` or `\r\n` (CRLF files say the same).
    static func occurrences(of phrase: String, in file: TextFile, within range: Range<Int>) -> [Range<Int>] {
        let plain = Array(phrase.utf8)
        var found = SubstringSearch.occurrences(of: plain, in: file.utf8, within: range).map { $0..<$0 + plain.count }
        if phrase.containsCharacter("\n") {
            let crlf = Array(phrase.replacing("\n", with: "\r\n").utf8)
            found += SubstringSearch.occurrences(of: crlf, in: file.utf8, within: range).map { $0..<$0 + crlf.count }
            found.sort { $0.lowerBound < $1.lowerBound }
        }
        return found
    }

    static func withoutFinalCR(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    }

    /// Counts a pattern's matches against its requirement; returns the matches. What the pattern could not be
    /// matched against is an error wherever it is, whatever the rule's severity: the rule was not fully checked.
    @discardableResult
    private func checkPattern(
        _ source: String, _ expected: CountRequirement, in file: TextFile, range: Range<Int>, byLine: Bool
    ) -> [Range<Int>] {
        guard let search = TextMatching.search(
            source, in: file, range: range, byLine: byLine, cache: patterns, deadline: patternDeadline)
        else {
            report(TextMessages.invalidPattern(source), path: file.path)
            return []
        }
        for piece in search.tooLong {
            report(TextMessages.tooLongToMatch(source, bytes: piece.count, byLine: byLine), path: file.path,
                   at: file.location(ofUTF8Offset: piece.lowerBound), severity: .error)
        }
        if let piece = search.outOfTime {
            report(TextMessages.outOfMatchingTime(source), path: file.path,
                   at: file.location(ofUTF8Offset: piece.lowerBound), severity: .error)
        }
        // With part of the text unmatched, only a count already over the maximum is known to be wrong.
        if search.isComplete || search.matches.count > (expected.maximum ?? .max) {
            reportCount(search.matches, expected, in: file,
                        missing: TextMessages.patternCount(source, found: 0, expected: expected),
                        forbidden: TextMessages.patternForbidden(source),
                        wrongCount: { TextMessages.patternCount(source, found: $0, expected: expected) })
        }
        return search.matches
    }

    /// Reports a count outside its requirement: at each occurrence when none is allowed,
    /// at the first occurrence too many (with notes at the others), or at the file when too few.
    private func reportCount(
        _ occurrences: [Range<Int>], _ expected: CountRequirement, in file: TextFile,
        missing: String, forbidden: String, wrongCount: (Int) -> String
    ) {
        guard !expected.accepts(occurrences.count) else { return }
        let locations = occurrences.map { file.location(ofUTF8Offset: $0.lowerBound) }
        if expected.maximum == 0 {
            locations.forEach { report(forbidden, path: file.path, at: $0) }
        } else if occurrences.isEmpty {
            report(missing, path: file.path)
        } else {
            let primary = locations.count > expected.minimum ? min(expected.maximum ?? 0, locations.count - 1) : 0
            let notes = locations.enumerated().filter { $0.offset != primary }.map {
                FindingNote(message: TextMessages.otherOccurrence, path: file.path, location: $0.element)
            }
            report(wrongCount(occurrences.count), path: file.path, at: locations[primary], notes: notes)
        }
    }
}
