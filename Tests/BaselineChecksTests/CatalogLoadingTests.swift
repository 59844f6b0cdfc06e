import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

final class CatalogLoadingTests: XCTestCase {
    func testStandardCatalog_roundTripsThroughItsJSONListing() throws {
        let directory = try TemporaryDirectory()
        let listing = CheckCommand.run(["--list-rules", "--format", "json"])
        XCTAssertEqual(listing.exitCode, 0)
        let path = try directory.write("catalog.json", listing.standardOutput)
        let loaded = try Catalog.load(path)
        XCTAssertEqual(loaded.rules.map(\.id), Catalog.standard.rules.map(\.id))
        XCTAssertEqual(JSONText.encode(loaded), JSONText.encode(Catalog.standard))
        XCTAssertEqual(Catalog.standard.problems, [])
    }

    func testForkCatalog_withARenamedFile_checksTheRenamedPath() throws {
        let fork = try TemporaryDirectory()
        try fork.write("Docs/README.markdown", "Swift Package Manager is not currently supported.\n")
        let catalog = Catalog(rules: [Rule(
            id: "FORK001", name: "fork-readme", summary: "s", rationale: "r",
            check: .text(path: "Docs/README.markdown", requirements: [.phrase("not currently supported", .present)]),
            examples: RuleExamples(failing: [], passing: []))])
        let file = try fork.write("../fork-catalog-\(UUID().uuidString).json", JSONText.encode(catalog))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let outcome = CheckCommand.run(["--rules", file, fork.path])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput + outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.contains("1 rules: 1 passed"), outcome.standardOutput)
    }

    func testUnusableCatalogs_areUsageErrorsNamingTheProblem() throws {
        let directory = try TemporaryDirectory()
        func rule(_ id: String, _ check: Check) -> String {
            JSONText.encode(Catalog(rules: [Rule(id: id, name: "n", summary: "s", rationale: "r", check: check,
                                                 examples: RuleExamples(failing: [], passing: []))]))
        }
        let cases: [(name: String, contents: String, expected: String)] = [
            ("not JSON", "{ rules: ", "not valid catalog JSON"),
            ("wrong shape", #"{"rules": [{"id": "A001"}]}"#, "missing"),
            ("escaping path", rule("A001", .fileExists(path: "../../etc/passwd")), "inside the checkout"),
            ("absolute path", rule("A001", .fileExists(path: "/etc/passwd")), "inside the checkout"),
            ("bad regex", rule("A001", .text(path: "a", requirements: [.linePattern("([", .present)])), "invalid regular expression"),
            ("impossible count", rule("A001", .text(path: "a", requirements: [.phrase("x", CountRequirement(minimum: 3, maximum: 1))])), "impossible count"),
            ("bad guard condition", rule("A001", .guards(path: "a.swift", requirements: [GuardRequirement(["\"open"], in: [.function("f")])])),
             "guard condition `\"open` is not valid Swift"),
            ("guard without declarations", rule("A001", .guards(path: "a.swift", requirements: [GuardRequirement(["editable"], in: [])])),
             "needs declarations and conditions"),
            ("reserved ID", rule("FILE001", .fileExists(path: "a")), "reserved"),
            ("no rules", #"{"rules": []}"#, "no rules"),
        ]
        for testCase in cases {
            let path = try directory.write("\(testCase.name).json", testCase.contents)
            let outcome = CheckCommand.run(["--rules", path, directory.path])
            XCTAssertEqual(outcome.exitCode, 2, testCase.name)
            XCTAssertTrue(outcome.standardError.contains(testCase.expected), "\(testCase.name): \(outcome.standardError)")
            XCTAssertTrue(outcome.standardError.contains(path), "\(testCase.name) names the file")
        }
        let missing = CheckCommand.run(["--rules", directory.path + "/none.json"])
        XCTAssertEqual(missing.exitCode, 2)
    }

    func testUnusableCatalogJSON_namesFileLineColumnAndPath() throws {
        let directory = try TemporaryDirectory()
        let cases: [(name: String, contents: String, expected: String)] = [
            ("syntax", "{\n  \"rules\": [\n    {\"id\": tru}\n  ]\n}", "3:12: not valid catalog JSON at rules[0].id: expected 'true'"),
            ("missing", #"{"rules": [{"id": "A001"}]}"#, #"1:12: missing key "name" at rules[0]"#),
            ("type", #"{"rules": {}}"#, "1:11: unexpected value at rules: expected an array, found an object"),
            ("severity", #"{"rules": [{"id": "A", "name": "n", "summary": "s", "rationale": "r", "severity": "fatal"}]}"#,
             "1:83: not valid catalog JSON at rules[0].severity: Cannot initialize Severity from invalid String value fatal"),
            ("top", "[]", "1:1: unexpected value at the top level: expected an object, found an array"),
        ]
        for testCase in cases {
            let path = try directory.write("\(testCase.name).json", testCase.contents)
            XCTAssertThrowsError(try Catalog.load(path), testCase.name) { error in
                XCTAssertEqual((error as? CatalogError)?.description, "\(path):\(testCase.expected)", testCase.name)
            }
        }
    }

    func testCatalogIsNeverLoadedFromTheCheckout() throws {
        let checkout = try TemporaryDirectory()
        for name in ["catalog.json", ".check-baseline.json", "rules.json"] {
            try checkout.write(name, #"{"rules": []}"#)
        }
        let outcome = CheckCommand.run(["--only", "PKG001", checkout.path])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains("1 rules: 1 passed"))
    }

    func testJobs_keepTheOrderOfTheCheckouts() throws {
        let directories = try (0..<6).map { _ in try TemporaryDirectory() }
        try directories[2].write("Package.swift", "")
        let paths = directories.map(\.path)
        let serial = CheckCommand.run(["--only", "PKG001", "--format", "json", "--jobs", "1"] + paths)
        let parallel = CheckCommand.run(["--only", "PKG001", "--format", "json", "--jobs", "3"] + paths)
        XCTAssertEqual(serial, parallel)
        XCTAssertEqual(serial.exitCode, 1)
    }
}
