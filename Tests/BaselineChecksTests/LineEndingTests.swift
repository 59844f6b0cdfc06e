import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

/// Text rules read CRLF files as saying what their LF twins say.
final class LineEndingTests: XCTestCase {
    func testCRLFTextFiles_passTheRulesTheirLFTwinsPass() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let texts = [CheckoutPaths.workflow, CheckoutPaths.locationPlan, CheckoutPaths.packagePlan, CheckoutPaths.readme,
                     CheckoutPaths.makefile, CheckoutPaths.vision, CheckoutPaths.changes]
        for path in texts {
            let file = directory.path + "/" + path
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertFalse(text.contains("\r"), path)
            try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: file, atomically: true, encoding: .utf8)
        }
        let report = Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: Catalog.standard.rules)
        for result in report.results {
            XCTAssertEqual(result.status, .passed, "\(result.ruleID): \(result.findings.map(\.message))")
        }
    }

    func testAWrongValueOnACRLFLine_isStillReported() throws {
        let directory = try TemporaryDirectory()
        try ExampleCheckout.copy(into: directory.path)
        let file = directory.path + "/" + CheckoutPaths.locationPlan
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "status: completed", with: "status: draft").replacingOccurrences(of: "\n", with: "\r\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let rule = try XCTUnwrap(Catalog.standard.rule("DOC005"))
        let report = Engine.check(Checkout(source: try DirectorySource(root: directory.path)), rules: [rule])
        XCTAssertEqual(report.results.first?.status, .failed)
    }
}
