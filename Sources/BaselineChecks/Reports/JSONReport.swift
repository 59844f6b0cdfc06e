#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Machine-readable report: per checkout, every rule with its status and every
/// finding with its path relative to that checkout.
public struct JSONReport: ReportFormatter {
    public static let name = "json"
    let catalog: Catalog

    public init(catalog: Catalog, style: OutputStyle) {
        self.catalog = catalog
    }

    struct Document: Encodable {
        var tool: ToolInfo
        var passed: Bool
        var checkouts: [CheckoutDocument]
    }

    struct ToolInfo: Encodable {
        var name = "check-baseline"
        var version = ToolVersion.current
    }

    struct CheckoutDocument: Encodable {
        var checkout: String
        var passed: Bool
        var summary: [String: Int]
        var rules: [RuleDocument]
        var fileFindings: [Finding]
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
        let document = Document(
            tool: ToolInfo(),
            passed: reports.allSatisfy(\.passed),
            checkouts: reports.map { report in
                CheckoutDocument(
                    checkout: report.checkout,
                    passed: report.passed,
                    summary: [
                        "passed": report.count(.passed), "failed": report.count(.failed),
                        "notEvaluated": report.count(.notEvaluated), "unusableFiles": report.fileFindings.count,
                    ],
                    rules: report.results.map { result in
                        RuleDocument(
                            id: result.ruleID, name: catalog.rule(result.ruleID)?.name ?? result.ruleID,
                            status: result.status, findings: result.findings,
                            unusableFiles: result.unusableFiles, unparsedInputs: result.unparsedInputs)
                    },
                    fileFindings: report.fileFindings)
            })
        return JSONText.encode(document) + "\n"
    }
}

/// Deterministic, pretty JSON text.
enum JSONText {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            return "{\"error\": \"cannot encode the report\"}"
        }
    }
}
