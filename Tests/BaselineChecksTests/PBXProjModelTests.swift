import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

/// The text of `Tests/Fixtures/pbxproj/NAME`: a complete library project with a test target.
func pbxprojFixture(_ name: String = "Library.pbxproj") throws -> String {
    let url = URL(fileURLWithPath: RepositoryRoot.path).appendingPathComponent("Tests/Fixtures/pbxproj/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
}

/// `text` with `needle`, which must occur exactly once, replaced: a mutation that surely happened.
func replacingOnce(_ text: String, _ needle: String, with replacement: String,
                   file: StaticString = #filePath, line: UInt = #line) -> String {
    XCTAssertEqual(text.components(separatedBy: needle).count, 2, "must occur once: \(needle)", file: file, line: line)
    return text.replacingOccurrences(of: needle, with: replacement)
}

/// The typed project model read from a realistic `project.pbxproj`, and its structural errors.
final class PBXProjModelTests: XCTestCase {
    private func project(_ text: String) throws -> XcodeProject {
        try XcodeProject(parsing: Array(text.utf8))
    }

    func testFixture_targetsListsAndConfigurations_areTyped() throws {
        let project = try project(pbxprojFixture())
        XCTAssertEqual(project.objects.count, 33)
        XCTAssertEqual(project.rootObjectID, "8F0000000000000000000901")
        XCTAssertEqual(project.rootObjectLocation, SourceLocation(line: 315, column: 15))
        XCTAssertEqual(project.rootProject?.fields["buildConfigurationList"]?.string, "8F0000000000000000000701")
        XCTAssertEqual(project.nativeTargets.map(\.name), ["iHeartRating", "iHeartRatingTests"])
        XCTAssertEqual(project.nativeTargets.map(\.location), [
            SourceLocation(line: 104, column: 3), SourceLocation(line: 121, column: 3),
        ])
        XCTAssertEqual(project.configurationLists.count, 3)

        let library = try XCTUnwrap(project.nativeTargets.first)
        XCTAssertEqual(library.buildConfigurationListID, "8F0000000000000000000702")
        XCTAssertEqual(project.configurationLists[library.buildConfigurationListID]?.defaultConfigurationName, "Release")
        let configurations = project.buildConfigurations(ofList: library.buildConfigurationListID)
        XCTAssertEqual(configurations.map(\.name), ["Debug", "Release"])
        XCTAssertEqual(configurations.map { $0.setting("SWIFT_VERSION")?.value }, [.string("5.0"), .string("5.0")])
        XCTAssertEqual(configurations.first?.setting("SWIFT_VERSION")?.location, SourceLocation(line: 243, column: 5))
        XCTAssertEqual(configurations.first?.setting("LD_RUNPATH_SEARCH_PATHS")?.value,
            .array(["$(inherited)", "@executable_path/Frameworks", "@loader_path/Frameworks"]))
        XCTAssertEqual(configurations.first?.buildSettings.map(\.key).first, "DEFINES_MODULE", "file order is kept")

        let projectLevel = project.buildConfigurations(ofList: "8F0000000000000000000701")
        XCTAssertEqual(projectLevel.map { $0.setting("IPHONEOS_DEPLOYMENT_TARGET")?.value }, [.string("12.0"), .string("12.0")])
        XCTAssertNil(projectLevel.first?.setting("SWIFT_VERSION"))
        XCTAssertEqual(project.buildConfigurations(ofList: "no such list"), [])
    }

    func testFixture_hasNoDanglingReferences() throws {
        XCTAssertEqual(try project(pbxprojFixture()).danglingReferences, [])
    }

    func testModel_structuralErrors_reportWhereAndWhat() {
        let cases: [(name: String, input: String, message: String, line: Int, column: Int)] = [
            ("top level is an array", "()", "a project file must be a dictionary, not a array", 1, 1),
            ("no objects", "{ rootObject = R; }", "the project file has no `objects` (a dictionary)", 1, 1),
            ("objects is a string", "{ objects = x; rootObject = R; }", "`objects` must be a dictionary, not a string", 1, 13),
            ("no rootObject", "{ objects = {}; }", "the project file has no `rootObject` (a string)", 1, 1),
            ("rootObject is an array", "{ objects = {}; rootObject = (); }", "`rootObject` must be a string, not a array", 1, 30),
            ("object is a string", "{ objects = { A = x; }; rootObject = A; }", "object `A` must be a dictionary, not a string", 1, 19),
            ("object without isa", "{ objects = {\n A = { name = n; }; }; rootObject = A; }", "object `A` has no `isa` (a string)", 2, 2),
            ("target without name", "{ objects = { T = { isa = PBXNativeTarget; buildConfigurationList = L; }; }; rootObject = T; }",
                "object `T` has no `name` (a string)", 1, 15),
            ("list whose configurations are strings", "{ objects = { L = { isa = XCConfigurationList; buildConfigurations = C; }; }; rootObject = L; }",
                "`buildConfigurations` of `L` must be an array, not a string", 1, 70),
            ("list holding a dictionary", "{ objects = { L = { isa = XCConfigurationList; buildConfigurations = ({}); }; }; rootObject = L; }",
                "`buildConfigurations` of `L` must hold strings, not a dictionary", 1, 71),
            ("configuration without settings", "{ objects = { C = { isa = XCBuildConfiguration; name = Debug; }; }; rootObject = C; }",
                "object `C` has no `buildSettings` (a dictionary)", 1, 15),
            ("setting holding a dictionary", "{ objects = { C = { isa = XCBuildConfiguration; name = D; buildSettings = { K = {}; }; }; }; rootObject = C; }",
                "`K` of `C` must be an array, not a dictionary", 1, 81),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try project(testCase.input), testCase.name) { error in
                XCTAssertEqual(error as? ParseError,
                    ParseError(testCase.message, line: testCase.line, column: testCase.column), testCase.name)
            }
        }
    }
}
