import XCTest
@testable import BaselineChecks

/// POD001–POD003 on realistic podspecs, on their own rule examples, and on targeted changes.
final class PodspecRuleTests: XCTestCase {
    /// The findings of `rule` when the file at `path` reads `contents`.
    private func findings(_ rule: Rule, _ path: String, _ contents: String) throws -> [String] {
        try checkConformingCheckout([rule], changedBy: RuleExample("change", path: path, contents: contents))
            .results.flatMap(\.findings).map { "\($0.location?.description ?? "-") \($0.message)" }
    }

    private func realistic(_ needle: String, _ replacement: String) -> String {
        replacingOnce(PodspecParserTests.realistic, needle, with: replacement)
    }

    func testRuleExamples_failingFailAndPassingPass() throws {
        try assertExamples(of: PodspecRules.all)
    }

    func testVersionAndPlatform_eachWrongOrMissingValueIsNamed() throws {
        let cases: [(name: String, needle: String, replacement: String, expected: [String])] = [
            ("old version", #""0.2.0""#, #""0.1.9""#, [#"5:24 `version` is "0.1.9"; expected "0.2.0""#]),
            ("platform without version", ":ios, '12.0'", ":ios", [#"14:24 `platform` is :ios; expected [:ios, "12.0"]"#]),
            ("platform with another version", ":ios, '12.0'", ":ios, '9.0'", [#"14:24 `platform` is [:ios, "9.0"]; expected [:ios, "12.0"]"#]),
            ("single quotes are the same value", #""0.2.0""#, "'0.2.0'", []),
            ("swift_version missing", "  s.swift_version    = '5.0'\n", "", [#"3:1 the podspec does not set `swift_version`; expected "5.0""#]),
        ]
        for testCase in cases {
            XCTAssertEqual(try findings(PodspecRules.versionAndPlatform, CheckoutPaths.podspec,
                                        realistic(testCase.needle, testCase.replacement)), testCase.expected, testCase.name)
        }
    }

    func testSource_repositoryTagURLsAndFiles() throws {
        let git = #":git => "https://github.com/garethpaul/iHeartRating.git""#
        let cases: [(name: String, needle: String, replacement: String, expected: [String])] = [
            ("tag by interpolation", ":tag => s.version.to_s", ##":tag => "#{s.version}""##, []),
            ("tag by the bare version", ":tag => s.version.to_s", ":tag => s.version", []),
            ("fixed tag", ":tag => s.version.to_s", ":tag => '0.2.0'",
                [#"13:92 `source` :tag is "0.2.0"; expected the spec's version (s.version)"#]),
            ("prefixed tag", ":tag => s.version.to_s", ##":tag => "v#{s.version}""##,
                [##"13:92 `source` :tag is "v#{s.version}"; expected the spec's version (s.version)"##]),
            ("no tag", ", :tag => s.version.to_s", "", [#"13:24 the podspec does not set `source :tag`; expected s.version"#]),
            ("another repository", git, #":git => "https://github.com/someone/iHeartRating.git""#, [
                #"13:34 `source :git` is "https://github.com/someone/iHeartRating.git"; expected "https://github.com/garethpaul/iHeartRating.git""#,
            ]),
            ("plain-HTTP git URL", git, #":git => "http://github.com/garethpaul/iHeartRating.git""#, [
                "13:34 URL “http://github.com/garethpaul/iHeartRating.git” does not use HTTPS",
                #"13:34 `source :git` is "http://github.com/garethpaul/iHeartRating.git"; expected "https://github.com/garethpaul/iHeartRating.git""#,
            ]),
            ("plain-HTTP URL in a heredoc", "Use any image", "See http://example.com: use any image",
                ["7:24 URL “                       See http://example.com: use any image as a rating: hearts, stars, pigeons.\n” does not use HTTPS"]),
            ("other source files", "'iHeartRating/*.{swift}'", "'Classes/**/*'",
                [#"18:24 `source_files` is "Classes/**/*"; expected it to list "iHeartRating/*.{swift}""#]),
            ("source files in a list", "'iHeartRating/*.{swift}'", "['iHeartRating/*.{swift}', 'Extra/*.swift']", []),
            ("another name", #"s.name             = "iHeartRating""#, #"s.name             = "iHeart""#,
                [#"4:24 `name` is "iHeart"; expected "iHeartRating""#]),
        ]
        for testCase in cases {
            XCTAssertEqual(try findings(PodspecRules.podspecSource, CheckoutPaths.podspec,
                                        realistic(testCase.needle, testCase.replacement)), testCase.expected, testCase.name)
        }
    }

    func testArchivedVersion_mustNameItsFolder() throws {
        let archived = RuleExampleFiles.podspec(version: "'0.1.5'")
        XCTAssertEqual(try findings(PodspecRules.podspecSource, CheckoutPaths.archivedPodspec, archived),
                       [#"3:21 `version` is "0.1.5", but the podspec's folder is named “0.1.6”"#])
    }

    func testSyntax_unsupportedConstructIsTheRulesFindingWithItsPosition() throws {
        let report = try checkConformingCheckout(PodspecRules.all, changedBy: RuleExample(
            "system", path: CheckoutPaths.archivedPodspec, contents: "Pod::Spec.new do |s|\n  s.version = `cat VERSION`\nend\n"))
        XCTAssertEqual(report.results.map(\.status), [.passed, .failed, .notEvaluated])
        let finding = try XCTUnwrap(report.results[1].findings.first)
        XCTAssertEqual(finding.message, "does not parse as podspec: unsupported construct `` ` ``")
        XCTAssertEqual(finding.path, CheckoutPaths.archivedPodspec)
        XCTAssertEqual(finding.location, SourceLocation(line: 2, column: 15))
    }
}
