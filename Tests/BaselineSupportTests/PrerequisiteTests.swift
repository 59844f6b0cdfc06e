import Foundation
import TestSupport
import XCTest

/// A test that needs what the machine lacks is skipped on a developer's machine and fails where the gate runs.
final class PrerequisiteTests: XCTestCase {
    func testAMissingPrerequisite_isASkipOnADevelopersMachine_andAFailureUnderCI() {
        let saved = getenv("CI").map { String(cString: $0) }
        defer { if let saved { setenv("CI", saved, 1) } else { unsetenv("CI") } }
        unsetenv("CI")
        XCTAssertTrue(Prerequisite.missing("no sandbox") is XCTSkip)
        setenv("CI", "false", 1)
        XCTAssertTrue(Prerequisite.missing("no sandbox") is XCTSkip)
        setenv("CI", "true", 1)
        let error = Prerequisite.missing("no sandbox")
        XCTAssertTrue(error is Prerequisite.Missing)
        XCTAssertEqual("\(error)", "no sandbox (CI=true: a test that needs it fails instead of being skipped)")
    }
}
