import BaselineChecks
import TestSupport

/// The example checkout as the library reads it; the rule examples change it.
extension ExampleCheckout {
    static func source() throws -> DirectorySource {
        try DirectorySource(root: root)
    }

    /// The result of running `rules` on the example checkout changed by `example`.
    static func check(_ rules: [Rule], changedBy example: RuleExample) throws -> CheckoutReport {
        Engine.check(Checkout(source: OverlaySource(base: try source(), example: example)), rules: rules)
    }
}
