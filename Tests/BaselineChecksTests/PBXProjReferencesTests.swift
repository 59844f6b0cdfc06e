import XCTest
@testable import BaselineChecks

/// Dangling object references, found by mutating the realistic fixture one reference at a time.
final class PBXProjReferencesTests: XCTestCase {
    private struct Expected: Equatable {
        var referrer: String?
        var isa: String?
        var keyPath: String
        var missing: String
        var line: Int
        var column: Int
    }

    private func fixture(replacing needle: String, with replacement: String) throws -> String {
        replacingOnce(try pbxprojFixture(), needle, with: replacement)
    }

    func testDanglingReferences_eachMutation_isReportedWithReferrerKeyAndLocation() throws {
        let prefix = "8F00000000000000000"
        let cases: [(name: String, needle: String, replacement: String, expected: [Expected])] = [
            ("deleted file reference left in its group",
                "\t\t\(prefix)00206 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = \"<group>\"; };\n",
                "",
                [Expected(referrer: "\(prefix)00602", isa: "PBXGroup", keyPath: "children", missing: "\(prefix)00206", line: 67, column: 5)]),
            ("build phase that no longer exists",
                "\(prefix)00405 /* Sources */ = {", "\(prefix)004FF /* Sources */ = {",
                [Expected(referrer: "\(prefix)00502", isa: "PBXNativeTarget", keyPath: "buildPhases", missing: "\(prefix)00405", line: 125, column: 5)]),
            ("build configuration that no longer exists",
                "\(prefix)00A06 /* Release */ = {", "\(prefix)00AFF /* Release */ = {",
                [Expected(referrer: "\(prefix)00703", isa: "XCConfigurationList", keyPath: "buildConfigurations", missing: "\(prefix)00A06", line: 308, column: 5)]),
            ("proxy into this project naming a missing target",
                "remoteGlobalIDString = \(prefix)00501;", "remoteGlobalIDString = \(prefix)005FF;",
                [Expected(referrer: "\(prefix)00301", isa: "PBXContainerItemProxy", keyPath: "remoteGlobalIDString", missing: "\(prefix)005FF", line: 21, column: 27)]),
            ("proxy into another project is not checked against this one",
                "containerPortal = \(prefix)00901 /* Project object */;\n\t\t\tproxyType = 1;\n\t\t\tremoteGlobalIDString = \(prefix)00501;",
                "containerPortal = \(prefix)00206;\n\t\t\tproxyType = 1;\n\t\t\tremoteGlobalIDString = 0123456789ABCDEF01234567;",
                []),
            ("proxy whose container is missing",
                "containerPortal = \(prefix)00901 /* Project object */;", "containerPortal = \(prefix)009FE;",
                [Expected(referrer: "\(prefix)00301", isa: "PBXContainerItemProxy", keyPath: "containerPortal", missing: "\(prefix)009FE", line: 19, column: 22)]),
            ("test target attribute naming a missing target",
                "TestTargetID = \(prefix)00501;", "TestTargetID = \(prefix)005FF;",
                [Expected(referrer: "\(prefix)00901", isa: "PBXProject", keyPath: "attributes.TargetAttributes.\(prefix)00502.TestTargetID", missing: "\(prefix)005FF", line: 154, column: 22)]),
            ("target attributes of a missing target",
                "\t\t\t\t\t\(prefix)00502 = {", "\t\t\t\t\t\(prefix)005FE = {",
                [Expected(referrer: "\(prefix)00901", isa: "PBXProject", keyPath: "attributes.TargetAttributes", missing: "\(prefix)005FE", line: 152, column: 6)]),
            ("missing root object",
                "rootObject = \(prefix)00901", "rootObject = \(prefix)009FF",
                [Expected(referrer: nil, isa: nil, keyPath: "rootObject", missing: "\(prefix)009FF", line: 315, column: 15)]),
            ("build setting that happens to be called target is not a reference",
                "VALIDATE_PRODUCT = YES;", "VALIDATE_PRODUCT = YES;\n\t\t\t\ttarget = NOTANOBJECT;",
                []),
        ]
        for testCase in cases {
            let text = try fixture(replacing: testCase.needle, with: testCase.replacement)
            let project = try XcodeProject(parsing: Array(text.utf8))
            let found = project.danglingReferences.map {
                Expected(referrer: $0.referrerID, isa: $0.referrerISA, keyPath: $0.keyPath, missing: $0.missingID,
                    line: $0.location.line, column: $0.location.column)
            }
            XCTAssertEqual(found, testCase.expected, testCase.name)
        }
    }

    func testRootProject_isNilWhenRootObjectDangles() throws {
        let text = try fixture(replacing: "rootObject = 8F0000000000000000000901", with: "rootObject = 8F00000000000000000009FF")
        XCTAssertNil(try XcodeProject(parsing: Array(text.utf8)).rootProject)
    }

    func testDanglingReferences_everyReferenceOfADeletedObject_isListedInFileOrder() throws {
        let text = """
            { objects = {
              P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T1, T2); };
              T1 = { isa = PBXNativeTarget; name = A; buildConfigurationList = L; buildPhases = (X); };
            }; rootObject = P; }
            """
        let missing = try XcodeProject(parsing: Array(text.utf8)).danglingReferences.map { "\($0.keyPath)→\($0.missingID)@\($0.location)" }
        XCTAssertEqual(missing, [
            "buildConfigurationList→L@2:52", "mainGroup→G@2:67", "targets→T2@2:85",
            "buildConfigurationList→L@3:68", "buildPhases→X@3:86",
        ])
    }
}
