import CheckoutTestSupport
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// A control that tells the stand-in from a device by what iOS varies between devices: the stand-in answers as a
/// device (scale 2, light), and the documented cases run again at scale 3 in a dark style, so a detector either
/// takes its device branch here too or shows itself as a reaction to the environment.
final class DeviceEnvironmentTests: XCTestCase {
    private static let mask = "                maskLayer.backgroundColor = UIColor.black.cgColor\n"

    private func verify(_ replacement: String) throws -> CheckoutReport {
        try ExampleRuns(generated: 100).verifier.verify(try ExampleRuns.changed([(Self.mask, replacement)]))
    }

    func testAControlThatBehavesOnlyAtOneScale_isABHV005Error() throws {
        let report = try verify("                if UIScreen.main.scale == 2 { maskLayer.backgroundColor = UIColor.black.cgColor }\n")
        XCTAssertTrue(report.findings(BehaviourRules.documentedCase).isEmpty, "it agrees at the standard scale")
        let reactions = report.findings(BehaviourRules.tells).map(\.message)
        XCTAssertTrue(reactions.contains { $0.contains("reacts to which device it is on") && $0.contains("screen scale 3") },
                      "\(reactions)")
        XCTAssertFalse(report.passed)
    }

    func testAControlThatBehavesOnlyInTheLightStyle_isABHV005Error() throws {
        let report = try verify("                if traitCollection.userInterfaceStyle == .light { maskLayer.backgroundColor = UIColor.black.cgColor }\n")
        XCTAssertTrue(report.findings(BehaviourRules.tells).contains { $0.message.contains("dark interface style") })
        XCTAssertFalse(report.passed)
    }

    /// `UIScreen.main.scale > 1`, true on every device iOS 12 runs on, is true here too: the device branch runs.
    func testARetinaDetector_takesItsDeviceBranchUnderVerification() throws {
        let report = try verify("                if UIScreen.main.scale > 1 { } else { maskLayer.backgroundColor = UIColor.black.cgColor }\n")
        XCTAssertTrue(report.findings(BehaviourRules.documentedCase).contains { $0.message.contains("fullMaskOpacity") })
        XCTAssertFalse(report.passed)
    }
}
