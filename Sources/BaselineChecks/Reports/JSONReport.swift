/// Machine-readable report: per checkout, every rule with its status and every
/// finding with its path relative to that checkout.
public struct JSONReport: ReportFormatter {
    public static let name = "json"
    public init(style: OutputStyle) {}

    struct Document: Encodable {
        var tool: ToolInfo
        var passed: Bool
        var summary: SummaryDocument
        var checkouts: [CheckoutDocument]
    }

    /// How many checkouts passed, and per rule that did not pass everywhere, in how many it did not.
    struct SummaryDocument: Encodable {
        var checkouts: Int
        var passed: Int
        var rules: [String: RuleTally]
    }

    struct RuleTally: Encodable {
        var failed: Int
        var notEvaluated: Int
    }

    /// The commit a report checked.
    struct RevisionDocument: Encodable {
        var id: String
        var subject: String
        var date: String
    }

    struct ToolInfo: Encodable {
        var name = "check-baseline"
        var version = ToolVersion.current
    }

    struct CheckoutDocument: Encodable {
        var checkout: String
        var revision: RevisionDocument?
        var passed: Bool
        var summary: [String: Int]
        var rules: [RuleDocument]
        var fileFindings: [Finding]
        /// The checkout's own tests, after `verify-control --xctest`.
        var tests: [TestCaseResult]?
    }

    struct RuleDocument: Encodable {
        var id: String
        var name: String
        var status: RuleStatus
        var findings: [Finding]
        var unusableFiles: [String]
        var unparsedInputs: [String]
    }

    public func render(_ reports: [CheckoutReport]) -> String {
        // Text from outside the tool escaped as every report escapes it (ReportEscaping.swift).
        let reports = reports.map(\.escapedForReports)
        let summary = ReportSummary(reports)
        let document = Document(
            tool: ToolInfo(),
            passed: reports.allSatisfy(\.passed),
            summary: SummaryDocument(
                checkouts: summary.checkouts, passed: summary.passed,
                rules: Dictionary(summary.tallies.map { ($0.rule.id, RuleTally(failed: $0.failed, notEvaluated: $0.notEvaluated)) }) { first, _ in first }),
            checkouts: reports.map { report in
                CheckoutDocument(
                    checkout: report.checkout.displayName,
                    revision: report.checkout.revision.map { RevisionDocument(id: $0.id, subject: $0.subject, date: $0.date) },
                    passed: report.passed,
                    summary: [
                        "passed": report.count(.passed), "failed": report.count(.failed),
                        "notEvaluated": report.count(.notEvaluated), "unusableFiles": report.fileFindings.count,
                    ],
                    rules: report.results.map { result in
                        RuleDocument(
                            id: result.ruleID, name: result.rule.name,
                            status: result.status, findings: result.findings,
                            unusableFiles: result.unusableFiles, unparsedInputs: result.unparsedInputs)
                    },
                    fileFindings: report.fileFindings, tests: report.tests)
            })
        return JSONText.encode(document) + "\n"
    }
}
