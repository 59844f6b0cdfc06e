import Foundation
import XCTest

/// What a test needs of the machine that the machine may lack: the Swift compiler, the sandbox. On a developer's
/// machine a test without it is skipped, saying why; under `CI=true` (how `.ci/run` runs the gate) it fails, so
/// that a gate on a machine that cannot compile or sandbox a control never reports green.
public enum Prerequisite {
    /// The error a test throws when `reason` says what is missing.
    public static func missing(_ reason: String) -> any Error {
        guard getenv("CI").map({ String(cString: $0) }) == "true" else { return XCTSkip(reason) }
        return Missing(description: reason + " (CI=true: a test that needs it fails instead of being skipped)")
    }

    /// A prerequisite missing where the gate must have it.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }
}
