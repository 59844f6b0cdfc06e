import Foundation
import TestSupport

extension ProcessRunner {
    /// The `check-baseline` executable built next to the test bundle.
    static let tool: String = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("check-baseline").path
}
