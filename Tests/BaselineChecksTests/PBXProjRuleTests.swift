import TestSupport
import XCTest
@testable import BaselineChecks

/// A checkout holding the two realistic projects and two podspecs that satisfy every PRJ and POD rule.
func conformingProjectCheckout() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(CheckoutPaths.libraryProject, pbxprojFixture("Library.pbxproj"))
    try directory.write(CheckoutPaths.sampleProject, pbxprojFixture("SampleApp.pbxproj"))
    try directory.write(CheckoutPaths.podspec, PodspecParserTests.realistic)
    try directory.write(CheckoutPaths.archivedPodspec, """
        Pod::Spec.new do |s|
          s.name             = "iHeartRating"
          s.version          = "0.1.6"
          s.summary          = "Simple Ratings View for iOS"
          s.description      = <<-DESC
                               Use any image as a rating.
                               DESC
          s.homepage         = "https://github.com/garethpaul/iHeartRating"
          s.license          = 'MIT'
          s.source           = { :git => "https://github.com/garethpaul/iHeartRating.git", :tag => "#{s.version}" }
          s.platform         = :ios, '8.0'
          s.source_files     = ['iHeartRating/*.{swift}']
        end
        """)
    return directory
}

/// Runs `rules` on the conforming checkout, changed as `example` says.
func checkConformingCheckout(_ rules: [Rule], changedBy example: RuleExample = RuleExample("unchanged")) throws -> CheckoutReport {
    let directory = try conformingProjectCheckout()
    let source = OverlaySource(base: try DirectorySource(root: directory.path), example: example)
    return Engine.check(Checkout(source: source), rules: rules)
}

/// Runs every rule's examples on the conforming checkout: failing ones must fail, passing ones pass.
func assertExamples(of rules: [Rule], file: StaticString = #filePath, line: UInt = #line) throws {
    for rule in rules {
        XCTAssertFalse(rule.examples.failing.isEmpty, rule.id, file: file, line: line)
        XCTAssertFalse(rule.examples.passing.isEmpty, rule.id, file: file, line: line)
        for example in rule.examples.failing {
            let result = try checkConformingCheckout([rule], changedBy: example).results.first
            XCTAssertEqual(result?.status, .failed, "\(rule.id) failing example: \(example.summary)", file: file, line: line)
        }
        for example in rule.examples.passing {
            let result = try checkConformingCheckout([rule], changedBy: example).results.first
            XCTAssertEqual(result?.status, .passed, "\(rule.id) passing example: \(example.summary) \(result?.findings ?? [])",
                           file: file, line: line)
        }
    }
}

/// PRJ001–PRJ003 on the realistic projects, on their own rule examples, and on targeted mutations.
final class PBXProjRuleTests: XCTestCase {
    private func findings(_ rule: Rule, _ path: String, _ contents: String) throws -> [Finding] {
        try checkConformingCheckout([rule], changedBy: RuleExample("mutation", path: path, contents: contents))
            .results.flatMap(\.findings)
    }

    private func mutatedLibrary(_ needle: String, _ replacement: String) throws -> String {
        replacingOnce(try pbxprojFixture(), needle, with: replacement)
    }

    func testConformingCheckout_passesEveryProjectAndPodspecRule() throws {
        let report = try checkConformingCheckout(ProjectRules.all + PodspecRules.all)
        XCTAssertEqual(report.results.map(\.status), Array(repeating: .passed, count: 6))
        XCTAssertEqual(report.results.flatMap(\.findings), [])
        XCTAssertEqual(report.fileFindings, [])
    }

    func testRuleExamples_failingFailAndPassingPass() throws {
        try assertExamples(of: ProjectRules.all)
    }

    func testSwiftVersion_namesTargetAndConfiguration_evenWhenTheTextCountIsRight() throws {
        let mutated = try mutatedLibrary(
            "ONLY_ACTIVE_ARCH = YES;", "ONLY_ACTIVE_ARCH = YES;\n\t\t\t\tSWIFT_VERSION = 5.0;")
            .replacingOccurrences(of: "SWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n/* End",
                                  with: "SWIFT_VERSION = 4.2;\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n/* End")
        XCTAssertEqual(mutated.components(separatedBy: "SWIFT_VERSION = 5.0;").count - 1, 4, "the Python count still passes")
        let found = try findings(ProjectRules.targetSwiftVersion, CheckoutPaths.libraryProject, mutated)
        XCTAssertEqual(found.map(\.message), [
            "target “iHeartRatingTests”, configuration “Release”, sets SWIFT_VERSION = 4.2; expected 5.0",
        ])
        XCTAssertEqual(found.first?.location, SourceLocation(line: 280, column: 5))
        XCTAssertEqual(found.first?.path, CheckoutPaths.libraryProject)
    }

    func testSwiftVersion_missingSettingAndMissingTarget_areReported() throws {
        let withoutSetting = try mutatedLibrary(
            "PRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n\t\t8F0000000000000000000A04",
            "PRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n\t\t8F0000000000000000000A04")
        XCTAssertEqual(try findings(ProjectRules.targetSwiftVersion, CheckoutPaths.libraryProject, withoutSetting).map(\.message), [
            "target “iHeartRating”, configuration “Debug”, does not set SWIFT_VERSION; expected 5.0",
        ])
        let sample = try pbxprojFixture("SampleApp.pbxproj")
        let withoutUITests = sample.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("5A0000000000000000000503 /* SampleAppUITests */ = {") }.joined(separator: "\n")
        let found = try findings(ProjectRules.targetSwiftVersion, CheckoutPaths.sampleProject, withoutUITests)
        XCTAssertEqual(found.map(\.message), ["the native targets have 4 build configurations; expected 6"])
    }

    func testDeploymentTarget_nineIsAnErrorAndAMismatchIsAWarning() throws {
        let nine = try mutatedLibrary(
            "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tONLY_ACTIVE_ARCH", "IPHONEOS_DEPLOYMENT_TARGET = 9.3;\n\t\t\t\tONLY_ACTIVE_ARCH")
        let nineFindings = try findings(ProjectRules.deploymentTarget, CheckoutPaths.libraryProject, nine)
        XCTAssertEqual(nineFindings.map(\.message), [
            "the project's configuration “Debug” sets IPHONEOS_DEPLOYMENT_TARGET = 9.3; a 9.x deployment target is not allowed",
        ])
        XCTAssertEqual(nineFindings.map(\.severity), [.error])
        XCTAssertEqual(nineFindings.first?.location, SourceLocation(line: 214, column: 5))

        let eleven = try mutatedLibrary(
            "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tVALIDATE", "IPHONEOS_DEPLOYMENT_TARGET = 11;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tVALIDATE")
        let report = try checkConformingCheckout([ProjectRules.deploymentTarget],
            changedBy: RuleExample("11", path: CheckoutPaths.libraryProject, contents: eleven))
        XCTAssertEqual(report.results.first?.status, .passed, "a warning does not fail the rule")
        XCTAssertEqual(report.results.first?.findings.map(\.message), [
            "the project's configuration “Release” sets IPHONEOS_DEPLOYMENT_TARGET = 11, but the podspec's iOS platform version is 12.0",
        ])
        XCTAssertEqual(report.results.first?.findings.map(\.severity), [.warning])

        let twelve = try mutatedLibrary(
            "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tVALIDATE", "IPHONEOS_DEPLOYMENT_TARGET = 12;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tVALIDATE")
        XCTAssertEqual(try findings(ProjectRules.deploymentTarget, CheckoutPaths.libraryProject, twelve), [], "12 is 12.0")
    }

    func testDeploymentTarget_withoutPodspec_stillReportsNineButIsOtherwiseNotEvaluated() throws {
        let report = try checkConformingCheckout([ProjectRules.deploymentTarget],
            changedBy: RuleExample("no podspec", removed: [CheckoutPaths.podspec]))
        XCTAssertEqual(report.results.first?.status, .notEvaluated)
        XCTAssertEqual(report.fileFindings.map(\.ruleID), ["FILE001"])
    }

    func testProjectReferences_reportReferrerKeyAndLocation() throws {
        let dangling = try mutatedLibrary("\t\t8F0000000000000000000206 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = \"<group>\"; };\n", "")
        let found = try findings(ProjectRules.projectReferences, CheckoutPaths.libraryProject, dangling)
        XCTAssertEqual(found.map(\.message), [
            "“children” of PBXGroup “8F0000000000000000000602” refers to “8F0000000000000000000206”, which is not in objects",
        ])
        XCTAssertEqual(found.first?.location, SourceLocation(line: 67, column: 5))

        let rootIsGroup = try mutatedLibrary("rootObject = 8F0000000000000000000901", "rootObject = 8F0000000000000000000601")
        XCTAssertEqual(try findings(ProjectRules.projectReferences, CheckoutPaths.libraryProject, rootIsGroup).map(\.message), [
            "rootObject “8F0000000000000000000601” is a PBXGroup, not a PBXProject",
        ])
    }

    func testProjectReferences_parseErrorIsTheRulesFinding_andOtherRulesAreNotEvaluated() throws {
        let broken = try mutatedLibrary("objectVersion = 50;", "objectVersion = 50")
        let report = try checkConformingCheckout(ProjectRules.all,
            changedBy: RuleExample("broken", path: CheckoutPaths.libraryProject, contents: broken))
        XCTAssertEqual(report.results.map(\.status), [.notEvaluated, .notEvaluated, .failed])
        let finding = try XCTUnwrap(report.results.last?.findings.first)
        XCTAssertEqual(finding.message, "does not parse as Xcode project: expected `;` after the value of `objectVersion`, found `objects`")
        XCTAssertEqual(finding.location, SourceLocation(line: 7, column: 2))
    }
}
