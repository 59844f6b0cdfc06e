import BaselineChecks
import Foundation

/// The bundled conforming example checkout, which the rule examples change.
enum ExampleCheckout {
    static let root: String = {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/iHeartRating").path
    }()

    static func source() throws -> DirectorySource {
        try DirectorySource(root: root)
    }

    /// The result of running `rules` on the example checkout changed by `example`.
    static func check(_ rules: [Rule], changedBy example: RuleExample) throws -> CheckoutReport {
        Engine.check(Checkout(source: OverlaySource(base: try source(), example: example)), rules: rules)
    }
}
