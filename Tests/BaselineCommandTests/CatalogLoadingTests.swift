import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

final class CatalogLoadingTests: XCTestCase {
    func testStandardCatalog_roundTripsThroughItsJSONListing() throws {
        let directory = try TemporaryDirectory()
        let listing = CheckBaseline.run(["--list-rules", "--format", "json"])
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
        let outcome = CheckBaseline.run(["--rules", file, fork.path])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput + outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.contains("1 rule: 1 passed"), outcome.standardOutput)
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
            ("nested repetition", rule("A001", .text(path: "a", requirements: [.linePattern("((a{1,255}){1,255}){1,255}", .present)])),
             "repeats more than 100 times"),
            ("repetition product", rule("A001", .text(path: "a", requirements: [.linePattern("((a{1,50}){1,50}){1,50}", .present)])),
             "product exceeds 1000"),
            ("back-reference", rule("A001", .text(path: "a", requirements: [.linePattern("(a*)*b\\1", .present)])), "back-reference"),
            ("long pattern", rule("A001", .text(path: "a", requirements: [.linePattern(String(repeating: "a", count: 600), .present)])),
             "longer than 512 bytes"),
            ("NUL in a path", rule("A001", .fileExists(path: "a\u{0}b")), "inside the checkout"),
            ("no rules", #"{"rules": []}"#, "no rules"),
        ]
        for testCase in cases {
            let path = try directory.write("\(testCase.name).json", testCase.contents)
            let outcome = CheckBaseline.run(["--rules", path, directory.path])
            XCTAssertEqual(outcome.exitCode, 2, testCase.name)
            XCTAssertTrue(outcome.standardError.contains(testCase.expected), "\(testCase.name): \(outcome.standardError)")
            XCTAssertTrue(outcome.standardError.contains(path), "\(testCase.name) names the file")
        }
        let missing = CheckBaseline.run(["--rules", directory.path + "/none.json"])
        XCTAssertEqual(missing.exitCode, 2)
    }

    func testUnknownKeys_areRefusedWhereTheyStand_evenForListRules() throws {
        let directory = try TemporaryDirectory()
        let text = CatalogSchemaTests.everyKind.replacingOccurrences(of: #""maximum": 2"#, with: #""maximun": 2"#)
        XCTAssertNotEqual(text, CatalogSchemaTests.everyKind)
        let path = try directory.write("typo.json", text)
        let outcome = CheckBaseline.run(["--rules", path, "--list-rules"])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains(#"unknown key "maximun" at rules[0].check.all.checks[4].text.requirements[1].pattern.count"#),
                      outcome.standardError)
        let top = try directory.write("top.json", #"{"schemaVersion": 1, "rulez": [], "rules": [{"id": "A001", "name": "n", "summary": "s", "rationale": "r", "severity": "error", "examples": {"failing": [], "passing": []}, "check": {"fileExists": {"path": "a"}}}]}"#)
        XCTAssertTrue(CheckBaseline.run(["--rules", top, "--list-rules"]).standardError.contains(#"unknown key "rulez" at the top level"#))
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
        let outcome = CheckBaseline.run(["--only", "PKG001", checkout.path])
        XCTAssertEqual(outcome.exitCode, 0, outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains("1 rule: 1 passed"))
    }

    func testJobs_keepTheOrderOfTheCheckouts() throws {
        let directories = try (0..<6).map { _ in try TemporaryDirectory() }
        try directories[2].write("Package.swift", "")
        let paths = directories.map(\.path)
        let serial = CheckBaseline.run(["--only", "PKG001", "--format", "json", "--jobs", "1"] + paths)
        let parallel = CheckBaseline.run(["--only", "PKG001", "--format", "json", "--jobs", "3"] + paths)
        XCTAssertEqual(serial, parallel)
        XCTAssertEqual(serial.exitCode, 1)
    }
}

/// The catalog file format is what users' own catalogs are written in: it must not change shape.
final class CatalogSchemaTests: XCTestCase {
    /// Written by hand from the format the README documents: one check of every kind.
    static let everyKind = #"""
        {"schemaVersion": 1, "rules": [{"id": "A001", "name": "every-kind", "summary": "s", "rationale": "r",
          "severity": "error", "examples": {"failing": [], "passing": []},
          "check": {"all": {"checks": [
            {"propertyLists": {"paths": ["a.plist"]}},
            {"xmlRoot": {"paths": ["a.storyboard"], "element": "document", "namespace": "urn:x"}},
            {"shellSyntax": {"path": "build.sh"}},
            {"xcodebuildList": {"projects": ["a.xcodeproj"]}},
            {"text": {"path": "README.md", "requirements": [
              {"phrase": {"text": "hello", "count": {"minimum": 1}}},
              {"pattern": {"regex": "v[0-9]+", "count": {"minimum": 0, "maximum": 2}, "everyMatch": "v1"}},
              {"linePattern": {"regex": "^x$", "count": {"minimum": 0, "maximum": 0}}},
              {"forbiddenWords": {"words": ["todo"]}}]}},
            {"textAfterLine": {"path": "plan.md", "line": "## Done", "requirements": [{"forbiddenWords": {"words": ["tbd"]}}]}},
            {"swiftFragments": {"path": "a.swift", "fragments": [
              {"code": "open class A", "count": {"minimum": 1}, "scopes": []},
              {"code": "x = 1", "count": {"minimum": 1}, "scopes": [{"kind": "function", "name": "f"}], "statement": true}]}},
            {"guards": {"path": "a.swift", "requirements": [{"conditions": ["editable"], "scopes": [{"kind": "function", "name": "f"}]}]}},
            {"fileAbsent": {"path": "Package.swift"}},
            {"fileExists": {"path": "LICENSE"}},
            {"targetBuildSetting": {"projects": [{"path": "a.xcodeproj/project.pbxproj", "targetConfigurations": 2}],
              "key": "SWIFT_VERSION", "value": "5.0"}},
            {"deploymentTargets": {"projects": ["a.xcodeproj/project.pbxproj"], "key": "IPHONEOS_DEPLOYMENT_TARGET",
              "forbiddenMajor": "9", "podspec": "a.podspec"}},
            {"projectReferences": {"projects": ["a.xcodeproj/project.pbxproj"]}},
            {"podspecValues": {"path": "a.podspec", "values": [{"attribute": "version", "value": "\"1.0\""}]}},
            {"podspecSyntax": {"paths": ["a.podspec"]}},
            {"podspecSource": {"paths": ["a.podspec"], "name": "A", "repository": "https://example.com/a.git",
              "sourceFiles": "A/*.swift"}},
            {"podspecVersionMatchesFolder": {"path": "A/1.0/a.podspec"}}]}}}]}
        """#

    /// The document as Foundation reads it: equal whatever the order of keys and the spacing.
    private func json(_ text: String) throws -> NSObject {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSObject)
    }

    private func load(_ text: String) throws -> Catalog {
        let directory = try TemporaryDirectory()
        return try Catalog.load(try directory.write("catalog.json", text))
    }

    func testEveryKindOfCheck_readsAndWritesBackTheSameDocument() throws {
        let catalog = try load(Self.everyKind)
        XCTAssertEqual(try json(JSONText.encode(catalog)), try json(Self.everyKind))
        XCTAssertEqual(catalog.problems, [])
    }

    func testTheDocument_usesEveryKindTheToolKnows() throws {
        let catalog = try load(Self.everyKind)
        let used = Set(catalog.rules[0].check.kind.subchecks.map { type(of: $0.kind).key } + [AllChecks.key])
        XCTAssertEqual(used, Set(CheckKinds.all.map { $0.key }))
    }

    func testTheStandardCatalog_writesItsVersionAndReadsBackUnchanged() throws {
        let text = JSONText.encode(Catalog.standard)
        XCTAssertTrue(text.contains("\"schemaVersion\" : 1") || text.contains("\"schemaVersion\": 1"), String(text.prefix(80)))
        let again = try load(text)
        XCTAssertEqual(JSONText.encode(again), text)
    }

    func testOtherSchemaVersions_andUnknownKinds_areRefusedByName() throws {
        let directory = try TemporaryDirectory()
        let cases: [(name: String, contents: String, expected: String)] = [
            ("version", #"{"schemaVersion": 2, "rules": []}"#, "schemaVersion 2 is not supported"),
            ("kind", #"{"rules": [{"id": "A", "name": "n", "summary": "s", "rationale": "r", "severity": "error", "#
                + #""examples": {"failing": [], "passing": []}, "check": {"regex": {"path": "a"}}}]}"#,
             "unknown kind of check \"regex\""),
            ("two kinds", #"{"rules": [{"id": "A", "name": "n", "summary": "s", "rationale": "r", "severity": "error", "#
                + #""examples": {"failing": [], "passing": []}, "check": {"fileExists": {"path": "a"}, "fileAbsent": {"path": "b"}}}]}"#,
             "a check is an object with one member"),
        ]
        for testCase in cases {
            let path = try directory.write("\(testCase.name).json", testCase.contents)
            XCTAssertThrowsError(try Catalog.load(path), testCase.name) { error in
                let description = (error as? CatalogError)?.description ?? ""
                XCTAssertTrue(description.contains(testCase.expected), "\(testCase.name): \(description)")
            }
        }
    }
}
