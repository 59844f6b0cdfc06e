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
        var text = ""
        for report in reports { append(report, to: &text) }
        return text
    }

    /// Every finding of a checkout, then a note for each rule not evaluated; quiet, only its errors and
    /// warnings, and nothing for a checkout that passed. Appended to one string: a long history's
    /// report is thousands of lines, and building each line apart and joining them copied each twice.
    func append(_ report: CheckoutReport, to text: inout String) {
        if style.quiet {
            guard !report.passed else { return }
            for finding in report.allFindings where finding.severity != .note { append(finding, in: report, to: &text) }
            return
        }
        for finding in report.allFindings { append(finding, in: report, to: &text) }
        for result in report.results where result.status == .notEvaluated {
            if !result.unusableFiles.isEmpty {
                let files = result.unusableFiles.joined(separator: ", ")
                appendLine(report.checkout.displayName, nil, .note, "not evaluated: needs \(files)", result.ruleID, to: &text)
            }
            for reason in result.unparsedInputs {
                appendLine(report.checkout.displayName, nil, .note, "not evaluated: \(reason)", result.ruleID, to: &text)
            }
        }
    }

    private func append(_ finding: Finding, in report: CheckoutReport, to text: inout String) {
        appendLine(report.displayPath(finding.path), finding.location, finding.severity, finding.message, finding.ruleID, to: &text)
        for note in finding.notes where !style.quiet {
            appendLine(report.displayPath(note.path ?? finding.path), note.location, .note, note.message, finding.ruleID, to: &text)
        }
    }

    private func appendLine(
        _ path: String, _ location: SourceLocation?, _ severity: Severity, _ message: String, _ ruleID: String,
        to text: inout String
    ) {
        // Paths and messages carry text from the checkout: escape what could drive a terminal.
        text += path.escapedForMessage
        if let location {
            text += ":"
            text += String(location.line)
            text += ":"
            text += String(location.column)
        }
        text += ": "
        text += style.paint(severity)
        text += ": "
        text += message.escapedForMessage
        text += " ["
        text += ruleID
        text += "]\n"
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
