/// `path:line:col: severity: message [RULE]` lines, as compilers print them, so that
/// editors and Xcode can jump to each finding; notes follow their finding.
public struct CompilerReport: ReportFormatter {
    public static let name = "compiler"
    let style: OutputStyle

    public init(catalog: Catalog, style: OutputStyle) {
        self.style = style
    }

    public func render(_ reports: [CheckoutReport]) -> String {
        reports.map { report in report.allFindings.map { lines(for: $0, in: report) }.joined() }.joined()
    }

    func lines(for finding: Finding, in report: CheckoutReport) -> String {
        var text = line(report.displayPath(finding.path), finding.location, finding.severity, finding.message, finding.ruleID)
        for note in finding.notes {
            text += line(report.displayPath(note.path ?? finding.path), note.location, .note, note.message, finding.ruleID)
        }
        return text
    }

    func line(_ path: String, _ location: SourceLocation?, _ severity: Severity, _ message: String, _ ruleID: String) -> String {
        let position = location.map { ":\($0.line):\($0.column)" } ?? ""
        return "\(path)\(position): \(style.paint(severity)): \(message) [\(ruleID)]\n"
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
