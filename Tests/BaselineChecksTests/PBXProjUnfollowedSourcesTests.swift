import TestSupport
import XCTest
@testable import BaselineChecks

/// A Swift file a target compiles that lies outside the project's folders is not dropped: `sourceFiles(ofTarget:)`
/// cannot give its path in the checkout, and `unfollowedSourceFiles(ofTarget:)` names it, where the project names it,
/// and why. Before, such a file was left out of the sample app's type-check with nothing said.
final class PBXProjUnfollowedSourcesTests: XCTestCase {
    static let project = "example/SampleApp/SampleApp.xcodeproj/project.pbxproj"
    static let buildFile = "\t\tAB0000000000000000000001 /* Extra.swift in Sources */ = {isa = PBXBuildFile; fileRef = AB0000000000000000000002 /* Extra.swift */; };\n"
    static let viewControllerInSources = "5E9B00511C2B3A4D00E5F602 /* ViewController.swift in Sources */,\n"

    /// The example's sample-app project with a file reference `Extra.swift` written as `reference` (its fields),
    /// and, when `compiled`, built by the app's Sources phase.
    static func project(reference fields: String, compiled: Bool) throws -> String {
        var text = try String(contentsOfFile: ExampleCheckout.root + "/" + project, encoding: .utf8)
        let reference = "\t\tAB0000000000000000000002 /* Extra.swift */ = {isa = PBXFileReference; \(fields) };\n"
        text = text.replacingOccurrences(of: "/* End PBXFileReference section */", with: reference + "/* End PBXFileReference section */")
        if compiled {
            text = text.replacingOccurrences(of: "/* End PBXBuildFile section */", with: buildFile + "/* End PBXBuildFile section */")
            text = text.replacingOccurrences(of: viewControllerInSources,
                                             with: viewControllerInSources + "\t\t\t\tAB0000000000000000000001 /* Extra.swift in Sources */,\n")
        }
        return text
    }

    private func unfollowed(_ text: String) throws -> [(name: String, location: SourceLocation, why: String)] {
        let project = try XcodeProject(parsing: Array(text.utf8))
        let app = try XCTUnwrap(project.nativeTargets.first { $0.name == "SampleApp" })
        return project.unfollowedSourceFiles(ofTarget: app.id)
    }

    private func line(of needle: String, in text: String) throws -> Int {
        let found = try XCTUnwrap(text.range(of: needle))
        return text[..<found.lowerBound].filter { $0 == "\n" }.count + 1
    }

    func testAnAbsoluteSwiftSource_isNamedAtItsReference_withItsSourceTree() throws {
        let text = try Self.project(reference: "lastKnownFileType = sourcecode.swift; path = /Users/someone/Extra.swift; sourceTree = \"<absolute>\";",
                                    compiled: true)
        let found = try unfollowed(text)
        XCTAssertEqual(found.map(\.name), ["/Users/someone/Extra.swift"])
        XCTAssertEqual(found.first?.location.line, try line(of: "AB0000000000000000000002 /* Extra.swift */ =", in: text))
        XCTAssertEqual(found.first?.why, "its source tree is `<absolute>`, outside the project's folders")
        let built = try XcodeProject(parsing: Array(text.utf8))
        XCTAssertEqual(built.sourceFiles(ofTarget: try XCTUnwrap(built.nativeTargets.first { $0.name == "SampleApp" }).id),
                       ["SampleApp/ViewController.swift", "SampleApp/HeartImage.swift", "SampleApp/AppDelegate.swift"])
    }

    func testASwiftSourceInNoGroup_isNamed_andOneTheTargetDoesNotCompileOrNotSwift_isNot() throws {
        let ungrouped = try unfollowed(try Self.project(reference: "lastKnownFileType = sourcecode.swift; path = Extra.swift; sourceTree = \"<group>\";",
                                                        compiled: true))
        XCTAssertEqual(ungrouped.map(\.why), ["it is in no group of the project, or in a group outside the project's folders"])
        XCTAssertEqual(try unfollowed(try Self.project(
            reference: "lastKnownFileType = sourcecode.swift; path = /Users/someone/Extra.swift; sourceTree = \"<absolute>\";", compiled: false)).count, 0)
        XCTAssertEqual(try unfollowed(try Self.project(
            reference: "lastKnownFileType = sourcecode.c.objc; path = /Users/someone/Extra.m; sourceTree = \"<absolute>\";", compiled: true)).count, 0)
        XCTAssertEqual(try unfollowed(try String(contentsOfFile: ExampleCheckout.root + "/" + Self.project, encoding: .utf8)).count, 0)
    }
}
