import BaselineSupport

/// Phrases that several report formats share, so that they say the same thing.
extension CheckoutReport {
    /// `path:line:col` (or `path`) as a user can open it from the directory the tool ran in.
    func displayPosition(_ path: String?, _ location: SourceLocation?) -> String {
        Self.position(displayPath(path), location)
    }

    /// `path:line:col`, or `path` when the line is unknown.
    static func position(_ path: String, _ location: SourceLocation?) -> String {
        path + (location.map { ":\($0.line):\($0.column)" } ?? "")
    }

    /// How many findings are warnings, the checkout's own and its rules'.
    var warningCount: Int {
        fileFindings.count { $0.severity == .warning } + results.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } }
    }

    /// One line per finding (`path:line:col: message`), each followed by its notes.
    func findingLines(_ findings: [Finding]) -> [String] {
        findings.flatMap { finding in
            ["\(displayPosition(finding.path, finding.location)): \(finding.message)"]
                + finding.notes.map { note in
                    "  \(displayPosition(note.path ?? finding.path, note.location)): note: \(note.message)"
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
