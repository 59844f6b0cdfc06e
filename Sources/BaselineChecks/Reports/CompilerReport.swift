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
        var text: [UInt8] = []
        var said: Set<Finding> = []
        for report in reports { append(report, to: &text, said: &said) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Every finding of a checkout, then a note for each rule not evaluated; quiet, only its errors and
    /// warnings (a checkout that passed has warnings at most). Appended as UTF-8 to one buffer: a long
    /// history's report is thousands of lines, and each append to a `String` cost hundreds of instructions.
    /// A note about the run rather than a file (FMT005's "xcodebuild is not on PATH") is said once, at the first
    /// checkout that has it (`said` holds those said): every commit of a range has it word for word.
    func append(_ report: CheckoutReport, to text: inout [UInt8], said: inout Set<Finding>) {
        if style.quiet {
            for finding in report.allFindings where finding.severity != .note { append(finding, in: report, to: &text) }
            return
        }
        for finding in report.allFindings {
            if finding.path == nil && finding.severity == .note && !said.insert(finding).inserted { continue }
            append(finding, in: report, to: &text)
        }
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

    private func append(_ finding: Finding, in report: CheckoutReport, to text: inout [UInt8]) {
        appendLine(report.displayPath(finding.path), finding.location, finding.severity, finding.message, finding.ruleID, to: &text)
        for note in finding.notes where !style.quiet && note.isShown(verbose: style.verbose) {
            appendLine(report.displayPath(note.path ?? finding.path), note.location, .note, note.message, finding.ruleID, to: &text)
        }
    }

    private func appendLine(
        _ path: String, _ location: SourceLocation?, _ severity: Severity, _ message: String, _ ruleID: String,
        to text: inout [UInt8]
    ) {
        // Paths and messages carry text from the checkout: escape what could drive a terminal.
        text += path.escapedForMessage.utf8
        if let location {
            text += ":\(location.line):\(location.column)".utf8
        }
        text += ": ".utf8
        text += style.paint(severity).utf8
        text += ": ".utf8
        text += message.escapedForMessage.utf8
        text += " [".utf8
        text += ruleID.utf8
        text += "]\n".utf8
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
