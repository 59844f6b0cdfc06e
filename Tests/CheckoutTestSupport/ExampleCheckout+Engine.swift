import BaselineChecks
import TestSupport

/// The example checkout as the library reads it; the rule examples change it. Shared by the test targets of
/// the library, the verifier and mutation-score, which all read the example through `BaselineChecks`.
extension ExampleCheckout {
    public static func source() throws -> DirectorySource {
        try DirectorySource(root: root)
    }

    /// The result of running `rules` on the example checkout changed by `example`.
    public static func check(_ rules: [Rule], changedBy example: RuleExample) throws -> CheckoutReport {
        Engine.check(Checkout(source: OverlaySource(base: try source(), example: example)), rules: rules)
    }
}
