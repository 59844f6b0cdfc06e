import Foundation
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

final class ReportsSARIFTests: XCTestCase {
    private typealias Object = [String: Any]

    private func render(_ reports: [CheckoutReport] = SampleReports.reports) throws -> Object {
        let text = SARIFReport(style: .plain).render(reports)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? Object)
    }

    private func run(_ log: Object) throws -> Object {
        let runs = try XCTUnwrap(log["runs"] as? [Object])
        XCTAssertEqual(runs.count, 1, "all checkouts share one run")
        return try XCTUnwrap(runs.first)
    }

    private func results(_ run: Object) throws -> [Object] {
        try XCTUnwrap(run["results"] as? [Object])
    }

    private func physical(_ location: Object?) -> Object? {
        location?["physicalLocation"] as? Object
    }

    /// `uriBaseId uri line:column` of a location, e.g. `CHECKOUT2 build.sh 3:1`.
    private func describe(_ physical: Object?) -> String {
        let artifact = physical?["artifactLocation"] as? Object
        let region = physical?["region"] as? Object
        var text = "\(artifact?["uriBaseId"] as? String ?? "-") \(artifact?["uri"] as? String ?? "-")"
        if let line = region?["startLine"] as? Int { text += " \(line):\(region?["startColumn"] as? Int ?? 0)" }
        return text
    }

    func testLog_hasSchemaVersionToolAndColumnKind() throws {
        let log = try render()
        XCTAssertEqual(log["$schema"] as? String,
                       "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try run(log)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let driver = try XCTUnwrap((run["tool"] as? Object)?["driver"] as? Object)
        XCTAssertEqual(driver["name"] as? String, "check-baseline")
        XCTAssertEqual(driver["version"] as? String, ToolVersion.current)
    }

    func testDriverRules_describeTheCatalogThenTheFileRules() throws {
        let driver = try XCTUnwrap((try run(try render())["tool"] as? Object)?["driver"] as? Object)
        let rules = try XCTUnwrap(driver["rules"] as? [Object])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["AAA001", "AAA002", "AAA003", "FILE001"])
        let finds = rules[1]
        XCTAssertEqual(finds["name"] as? String, "finds-things")
        XCTAssertEqual((finds["shortDescription"] as? Object)?["text"] as? String, "Finds things.")
        XCTAssertEqual((finds["fullDescription"] as? Object)?["text"] as? String, "Shows findings.")
        XCTAssertEqual((finds["defaultConfiguration"] as? Object)?["level"] as? String, "error")
        let help = try XCTUnwrap((finds["help"] as? Object)?["text"] as? String)
        XCTAssertTrue(help.contains("check-baseline explain AAA002"), help)
        let file = rules[3]
        XCTAssertEqual(file["name"] as? String, "file-missing")
        XCTAssertEqual((file["shortDescription"] as? Object)?["text"] as? String, FileRules.missing.summary)
        XCTAssertEqual((file["fullDescription"] as? Object)?["text"] as? String, FileRules.rationale)
        XCTAssertEqual((file["defaultConfiguration"] as? Object)?["level"] as? String, "error")
    }

    func testEveryResult_namesADriverRuleAtItsIndex() throws {
        let run = try run(try render())
        let rules = try XCTUnwrap(((run["tool"] as? Object)?["driver"] as? Object)?["rules"] as? [Object])
        let results = try results(run)
        XCTAssertEqual(results.count, 4)
        for result in results {
            let id = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertTrue(rules.indices.contains(index), id)
            XCTAssertEqual(rules[index]["id"] as? String, id)
        }
    }

    func testResults_carryLevelMessageAndLocationRelativeToTheirCheckout() throws {
        let results = try results(try run(try render()))
        let expected: [(rule: String, level: String, message: String, location: String)] = [
            ("FILE001", "error", "required file is missing", "CHECKOUT2 README.md 1:0"),
            ("AAA002", "error", "wrong value", "CHECKOUT2 Sources/Rating.swift 12:5"),
            ("AAA002", "error", "required text is missing", "CHECKOUT2 build.sh 1:0"),
            ("AAA002", "warning", SampleReports.hostileAsShown, "CHECKOUT2 docs/%3Cb%3E%26%22q%22.md 1:2"),
        ]
        XCTAssertEqual(results.count, expected.count)
        for (result, expected) in zip(results, expected) {
            XCTAssertEqual(result["ruleId"] as? String, expected.rule)
            XCTAssertEqual(result["level"] as? String, expected.level)
            XCTAssertEqual((result["message"] as? Object)?["text"] as? String, expected.message)
            let locations = try XCTUnwrap(result["locations"] as? [Object])
            XCTAssertEqual(locations.count, 1)
            XCTAssertEqual(describe(physical(locations.first)), expected.location)
        }
    }

    func testNotes_areRelatedLocationsWithTheirMessages() throws {
        let result = try XCTUnwrap(try results(try run(try render())).first {
            ($0["message"] as? Object)?["text"] as? String == "wrong value"
        })
        let related = try XCTUnwrap(result["relatedLocations"] as? [Object])
        XCTAssertEqual(related.map { $0["id"] as? Int }, [1, 2])
        XCTAssertEqual(related.map { ($0["message"] as? Object)?["text"] as? String },
                       ["found here instead", "same file, no position"])
        XCTAssertEqual(related.map { describe(physical($0)) },
                       ["CHECKOUT2 Sources/Other.swift 3:9", "CHECKOUT2 Sources/Rating.swift 1:0"])
    }

    func testNotEvaluatedRule_isAToolNotificationNotAResult() throws {
        let run = try run(try render())
        XCTAssertFalse(try results(run).contains { $0["ruleId"] as? String == "AAA003" })
        let invocation = try XCTUnwrap((run["invocations"] as? [Object])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [Object])
        XCTAssertEqual(notifications.count, 1)
        let notification = try XCTUnwrap(notifications.first)
        XCTAssertEqual(notification["level"] as? String, "warning")
        XCTAssertEqual((notification["associatedRule"] as? Object)?["id"] as? String, "AAA003")
        XCTAssertEqual((notification["associatedRule"] as? Object)?["index"] as? Int, 2)
        XCTAssertEqual((notification["message"] as? Object)?["text"] as? String,
                       "AAA003 was not evaluated on forks/bad & <ugly>: needs README.md")
        let locations = try XCTUnwrap(notification["locations"] as? [Object])
        XCTAssertEqual(locations.map { describe(physical($0)) }, ["CHECKOUT2 README.md 1:0"])
    }

    func testEachCheckout_hasItsOwnUriBaseIdNamingIt() throws {
        let bases = try XCTUnwrap(try run(try render())["originalUriBaseIds"] as? [String: Object])
        XCTAssertEqual(bases["CHECKOUT1"]?["uri"] as? String, "file:///audit/forks/good/")
        XCTAssertEqual((bases["CHECKOUT1"]?["description"] as? Object)?["text"] as? String, "forks/good")
        XCTAssertEqual(bases["CHECKOUT2"]?["uri"] as? String, "file:///audit/forks/bad%20%26%20%3Cugly%3E/")
        XCTAssertEqual(bases.count, 2)
    }

    func testCheckoutRootURI_endsInASlashAndIsPercentEncoded() {
        let cases: [(root: String, uri: String)] = [
            ("/home/me", "file:///home/me/"),
            ("/home/me/", "file:///home/me/"),
            ("/srv/x y", "file:///srv/x%20y/"),
            ("/", "file:///"),
            ("/a#b?c%d:é", "file:///a%23b%3Fc%25d%3A%C3%A9/"),
        ]
        for (root, uri) in cases {
            XCTAssertEqual(SARIFReport.directoryURI(root), uri, root)
        }
    }

    func testErrorAboutTheWholeCheckout_pointsAtTheCheckoutRoot_andANoteIsANotification() throws {
        var report = SampleReports.passing
        report.results[0].findings = [
            Finding(ruleID: "AAA001", severity: .note, message: "checked statically"),
            Finding(ruleID: "AAA002", severity: .error, message: "cannot be read"),
        ]
        let run = try run(try render([report]))
        let results = try results(run)
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?["level"] as? String, "error")
        XCTAssertEqual(describe(physical((results.first?["locations"] as? [Object])?.first)), "CHECKOUT1 ./ 1:0")
        let notifications = (run["invocations"] as? [Object])?.first?["toolExecutionNotifications"] as? [Object] ?? []
        XCTAssertEqual(notifications.map { ($0["message"] as? Object)?["text"] as? String }, ["forks/good: checked statically"])
        XCTAssertEqual(notifications.first?["level"] as? String, "note")
    }

    func testEveryResult_hasARegionWithAStartLine() throws {
        for result in try results(try run(try render())) {
            let region = ((result["locations"] as? [Object])?.first?["physicalLocation"] as? Object)?["region"] as? Object
            XCTAssertNotNil(region?["startLine"] as? Int, "\(result)")
        }
    }

    func testCheckoutAtARevision_carriesItsCommitInItsBase() throws {
        var report = SampleReports.passing
        report.checkout.revision = CommitInfo(id: String(repeating: "c", count: 40), subject: "Fix layout", date: "2026-06-13T10:00:00+02:00")
        let bases = try XCTUnwrap(try run(try render([report]))["originalUriBaseIds"] as? [String: Object])
        XCTAssertEqual(bases["CHECKOUT1"]?["properties"] as? [String: String],
                       ["revision": String(repeating: "c", count: 40), "subject": "Fix layout", "date": "2026-06-13T10:00:00+02:00"])
        XCTAssertEqual(bases["CHECKOUT1"]?["uri"] as? String, "file:///audit/forks/good/")
    }

    func testRendering_isDeterministic() {
        let formatter = SARIFReport(style: .plain)
        XCTAssertEqual(formatter.render(SampleReports.reports), formatter.render(SampleReports.reports))
    }

    func testCheckCommand_sarifOnAPartialCheckout_failsWithResolvableResults() throws {
        let outcome = try runOnPartialCheckout(format: "sarif")
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardError, "")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? Object)
        let run = try run(log)
        let rules = try XCTUnwrap(((run["tool"] as? Object)?["driver"] as? Object)?["rules"] as? [Object])
        let ruleIDs = Set(rules.compactMap { $0["id"] as? String })
        let results = try results(run)
        XCTAssertTrue(results.contains { $0["ruleId"] as? String == "FILE001" })
        for result in results {
            XCTAssertTrue(ruleIDs.contains(result["ruleId"] as? String ?? ""), "\(result)")
            XCTAssertFalse((result["locations"] as? [Object] ?? []).isEmpty, "GitHub needs a location: \(result)")
        }
        let notifications = (run["invocations"] as? [Object])?.first?["toolExecutionNotifications"] as? [Object]
        XCTAssertFalse(notifications?.isEmpty ?? true, "rules that need missing files are not evaluated")
    }
}
