import BaselineSupport

/// `path:line:col: severity: message [RULE]` lines, as compilers print them, so that
/// editors and Xcode can jump to each finding; notes follow their finding, and a note
/// says why each rule that could not be evaluated was not.
public struct CompilerReport: ReportFormatter {
    public static let name = "compiler"
    let style: OutputStyle

    public init(style: OutputStyle) {
        self.style = style
    }

    public func render(_ reports: [CheckoutReport]) -> String {
        reports.map(lines(for:)).joined()
    }

    /// Every finding of a checkout, then a note for each rule not evaluated; quiet, only its errors and
    /// warnings, and nothing for a checkout that passed.
    func lines(for report: CheckoutReport) -> String {
        if style.quiet {
            return report.passed ? "" : report.allFindings.filter { $0.severity != .note }.map { lines(for: $0, in: report) }.joined()
        }
        var text = report.allFindings.map { lines(for: $0, in: report) }.joined()
        for result in report.results where result.status == .notEvaluated {
            if !result.unusableFiles.isEmpty {
                let files = result.unusableFiles.joined(separator: ", ")
                text += line(report.checkout.displayName, nil, .note, "not evaluated: needs \(files)", result.ruleID)
            }
            for reason in result.unparsedInputs {
                text += line(report.checkout.displayName, nil, .note, "not evaluated: \(reason)", result.ruleID)
            }
        }
        return text
    }

    func lines(for finding: Finding, in report: CheckoutReport) -> String {
        var text = line(report.displayPath(finding.path), finding.location, finding.severity, finding.message, finding.ruleID)
        for note in finding.notes where !style.quiet {
            text += line(report.displayPath(note.path ?? finding.path), note.location, .note, note.message, finding.ruleID)
        }
        return text
    }

    func line(_ path: String, _ location: SourceLocation?, _ severity: Severity, _ message: String, _ ruleID: String) -> String {
        let position = location.map { ":\($0.line):\($0.column)" } ?? ""
        // Paths and messages carry text from the checkout: escape what could drive a terminal.
        return "\(path.escapedForMessage)\(position): \(style.paint(severity)): \(message.escapedForMessage) [\(ruleID)]\n"
    }
}

extension OutputStyle {
    func paint(_ severity: Severity) -> String {
        guard colour else { return severity.rawValue }
        let code = switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
