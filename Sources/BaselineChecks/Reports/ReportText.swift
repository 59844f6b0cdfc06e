import BaselineSupport

/// Phrases that several report formats share, so that they say the same thing.
extension CheckoutReport {
    /// `path:line:col` (or `path`) as a user can open it from the directory the tool ran in, each piece of
    /// text passed through `escape` (the format's syntax) straight into `output`.
    func appendDisplayPosition(
        _ path: String?, _ location: SourceLocation?, to output: inout [UInt8], escaping escape: (String, inout [UInt8]) -> Void
    ) {
        let name = checkout.displayName
        if path == nil || name != "." { escape(name, &output) }
        if let path {
            if name != "." { output.append(UInt8(ascii: "/")) }
            escape(path, &output)
        }
        Self.appendLocation(location, to: &output)
    }

    /// `:line:col`, or nothing when the line is unknown.
    static func appendLocation(_ location: SourceLocation?, to output: inout [UInt8]) {
        guard let location else { return }
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(location.line)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(location.column)
    }

    /// How many findings are warnings, the checkout's own and its rules'.
    var warningCount: Int {
        fileFindings.count { $0.severity == .warning } + results.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } }
    }

    /// One line per finding (`path:line:col: message`), each followed by its notes, the lines separated by line
    /// breaks; every piece of text passed through `escape` straight into `output`, with no string per line.
    func appendFindingLines(
        _ findings: [Finding], to output: inout [UInt8], escaping escape: (String, inout [UInt8]) -> Void
    ) {
        for (index, finding) in findings.enumerated() {
            if index > 0 { output.append(UInt8(ascii: "\n")) }
            appendDisplayPosition(finding.path, finding.location, to: &output, escaping: escape)
            output += ": ".utf8
            escape(finding.message, &output)
            for note in finding.notes {
                output += "\n  ".utf8
                appendDisplayPosition(note.path ?? finding.path, note.location, to: &output, escaping: escape)
                output += ": note: ".utf8
                escape(note.message, &output)
            }
        }
    }
}

extension CheckoutIdentity {
    /// The name, and for a commit its author day and subject: `fork@1238edeb2f2a (2026-06-13 “Fix layout”)`.
    var headline: String {
        guard let commit = revision else { return displayName.escapedForMessage }
        let day = commit.date.prefix(10)
        return "\(displayName) (\(day.isEmpty ? "" : day + " ")“\(commit.subject)”)".escapedForMessage
    }
}

extension RuleResult {
    /// Why the rule was not evaluated: the unusable files it needs, then each input that does not parse.
    var notEvaluatedReasons: [String] {
        (unusableFiles.isEmpty ? [] : ["needs " + unusableFiles.joined(separator: ", ")]) + unparsedInputs
    }
}
