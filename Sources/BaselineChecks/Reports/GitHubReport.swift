import BaselineSupport

/// GitHub Actions workflow commands, one per line: each finding an `::error`, `::warning` or
/// `::notice` annotation at its file, line and column, titled with its rule; each note of a
/// finding a notice at its own place; each rule that could not be evaluated a warning.
public struct GitHubReport: ReportFormatter {
    public static let name = "github"

    public init(style: OutputStyle) {}

    public func render(_ reports: [CheckoutReport]) -> String {
        reports.map(render).joined()
    }

    private func render(_ report: CheckoutReport) -> String {
        var lines: [String] = []
        let names = Dictionary(report.rules.map { ($0.id, $0.name) }) { first, _ in first }
        // A revision's annotations sit at the file's path in the repository, where every revision's land alike:
        // their messages name the checkout and revision, as does that of a finding about the whole checkout.
        let atRevision = report.checkout.folderInRepository != nil
        let named = { (message: String) in "\(report.checkout.displayName): \(message)" }
        for finding in report.allFindings {
            let title = finding.ruleID + (names[finding.ruleID].map { " " + $0 } ?? "")
            // A finding about the whole checkout names no file: GitHub shows it on the run.
            lines.append(command(Self.level(finding.severity), finding.path.flatMap { Self.file($0, in: report) },
                                 finding.location, title,
                                 finding.path == nil || atRevision ? named(finding.message) : finding.message))
            // One annotation sums up its details (each rewrite for Linux), as one line of the text report does.
            for note in finding.notes where note.isShown(verbose: false) {
                lines.append(command("notice", Self.file(note.path ?? finding.path, in: report), note.location,
                                     title + " (note)", atRevision ? named(note.message) : note.message))
            }
        }
        for result in report.results where result.status == .notEvaluated {
            lines.append(command("warning", nil, nil, "\(result.ruleID) \(result.rule.name)",
                                 "not evaluated on \(report.checkout.displayName): "
                                 + result.notEvaluatedReasons.joined(separator: "; ")))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A file as GitHub finds it: at a revision, by its path in the repository (the files are not on disk under
    /// `CHECKOUT@REV`); otherwise as a user opens it from the directory the tool ran in.
    private static func file(_ path: String?, in report: CheckoutReport) -> String? {
        guard let folder = report.checkout.folderInRepository else { return report.displayPath(path) }
        return path.map { folder + $0 }
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// `::level file=…,line=…,col=…,title=…::message`, with GitHub's escaping of values and message.
    private func command(_ level: String, _ file: String?, _ location: SourceLocation?, _ title: String, _ message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escapedProperty(file)) }
        if let location {
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=" + Self.escapedProperty(title))
        return "::\(level) \(properties.joined(separator: ","))::\(Self.escapedData(message))"
    }

    /// A message: `%`, CR and LF escaped so that it stays one command; other control characters as
    /// `escapedForMessage` shows them, so that a checkout cannot drive the log's terminal.
    static func escapedData(_ text: String) -> String {
        escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A"]).escapedForMessage
    }

    /// A property value: a message's escaping, and `:` and `,`, which separate properties.
    static func escapedProperty(_ text: String) -> String {
        escaped(escapedData(text), [":": "%3A", ",": "%2C"])
    }

    /// Scalar by scalar: a CR LF pair is one `Character`, which `replacing` would not split.
    private static func escaped(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
