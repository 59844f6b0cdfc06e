import BaselineSupport

/// For histories (`--rev A..B`): per checkout and rule, the commits where the rule started and
/// stopped failing, oldest first: when each guard appeared, and when one was lost; a rule already failing
/// at the first commit checked is said to be so. A rule counts
/// as failing at a commit where it failed or could not be evaluated (its file was missing).
public struct TimelineReport: ReportFormatter {
    public static let name = "timeline"

    public init(style: OutputStyle) {}

    public func render(_ reports: [CheckoutReport]) -> String {
        histories(reports).map(timeline).joined()
    }

    /// The reports of each checkout, in the order given: a checkout's revisions share its root.
    private func histories(_ reports: [CheckoutReport]) -> [[CheckoutReport]] {
        var order: [String] = []
        var byRoot: [String: [CheckoutReport]] = [:]
        for report in reports {
            let key = report.checkout.revision == nil ? report.checkout.displayName : report.checkout.root
            if byRoot[key] == nil { order.append(key) }
            byRoot[key, default: []].append(report)
        }
        return order.compactMap { byRoot[$0] }
    }

    private func timeline(_ history: [CheckoutReport]) -> String {
        guard let first = history.first, let last = history.last else { return "" }
        var lines = ["\(first.checkout.root.escapedForMessage): \(history.count) commits, \(Self.name(first)) to \(Self.name(last))"]
        for rule in history.rules {
            let failing = history.map { Self.fails(rule.id, in: $0) }
            guard failing.contains(true) else { continue }
            let label = "  \(rule.id) \(rule.name)"
            if !failing.contains(false) {
                lines.append("\(label): failing at every commit")
                continue
            }
            // The first commit checked has none before it to compare with: a rule failing there may have
            // started failing long before, so it is not said to have started there.
            if failing[0] { lines.append("\(label): already failing at the first commit checked, \(Self.name(first))") }
            for index in failing.indices.dropFirst() where failing[index] != failing[index - 1] {
                lines.append("\(label): \(failing[index] ? "started failing" : "stopped failing") at \(Self.name(history[index]))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func fails(_ ruleID: String, in report: CheckoutReport) -> Bool {
        if let result = report.results.first(where: { $0.ruleID == ruleID }) { return result.status != .passed }
        return report.fileFindings.contains { $0.ruleID == ruleID && $0.severity != .note }
    }

    /// `1238edeb2f2a 2026-06-13 “Fix layout”`, or the report's name when it is not a commit.
    private static func name(_ report: CheckoutReport) -> String {
        guard let commit = report.checkout.revision else { return report.checkout.displayName.escapedForMessage }
        return "\(commit.shortID) \(commit.date.prefix(10)) “\(commit.subject)”".escapedForMessage
    }
}
