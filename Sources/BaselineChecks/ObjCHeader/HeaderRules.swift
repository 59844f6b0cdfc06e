/// The header checks (HDR): what Xcode's generated Objective-C header would declare, derived from the
/// checkout's control by the compiler's rules (`ObjCHeaderDerivation`), held against the `grep` lines of the
/// checkout's own `build.sh`. Each rule is one value with its examples, which the tests run and `explain` prints.
public enum HeaderRules {
    public static let all = [grepsHold, objCUseValid, derivable]

    public static let grepsHold = HeaderRule(
        RuleDescriptor(
            id: "HDR001", name: "header-greps-hold",
            summary: "Every `grep` that build.sh runs on the generated `<Module>-Swift.h` finds its declaration in the"
                + " header derived from the control; a miss is reported at the Swift declaration that should print it.",
            rationale: "`make xcode-test` proves the Objective-C interface by grepping Xcode's generated header, which"
                + " needs a Mac. The header follows from the Swift source by the compiler's printing rules, so the same"
                + " greps can be held on Linux, and a miss named where it is made: a member made internal, retyped or"
                + " given another selector."),
        failing: [
            ForkExample("imageContentMode made internal", [
                .control("    public var imageContentMode: UIView.ContentMode", "    var imageContentMode: UIView.ContentMode"),
            ], reports: "is internal"),
            ForkExample("the rating passed to didUpdate as a Double", [
                .control("optional func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float)",
                         "optional func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Double)"),
            ], reports: "didUpdate:(double)rating"),
        ],
        passing: [
            ForkExample("a public property added that no grep names", [
                .control("    // MARK: - State\n", "    public var spacing: CGFloat = 0\n\n    // MARK: - State\n"),
            ]),
        ])

    public static let objCUseValid = HeaderRule(
        RuleDescriptor(
            id: "HDR002", name: "objc-use-valid",
            summary: "No `@objc` use that Xcode rejects: an exposed member whose type Objective-C cannot represent,"
                + " `optional` in a protocol that is not `@objc`, `@objc` on a class that does not inherit from NSObject.",
            rationale: "Xcode stops the build at such a declaration, so no header is generated and the iOS gate fails"
                + " on a Mac; reported at its position, it is found on Linux before a push."),
        failing: [
            ForkExample("an @objc method taking a tuple", [
                .control("    // MARK: - State\n",
                         "    @objc public func select(_ range: (Int, Int)) {}\n\n    // MARK: - State\n"),
            ], reports: "cannot be represented in Objective-C"),
        ],
        passing: [
            ForkExample("an @objc method taking an Int", [
                .control("    // MARK: - State\n", "    @objc public func select(_ index: Int) {}\n\n    // MARK: - State\n"),
            ]),
        ])

    public static let derivable = HeaderRule(
        RuleDescriptor(
            id: "HDR003", name: "header-derivable",
            summary: "Every public declaration of the control's Objective-C interface is one this derivation prints"
                + " as the compiler would; one it cannot (a class property, a block type, `@available`) is named.",
            rationale: "A header with a declaration left out could let a grep miss or pass for the wrong reason:"
                + " what the derivation does not print is said, never guessed.",
            severity: .warning),
        failing: [
            ForkExample("a public class property", [
                .control("    // MARK: - State\n", "    public static var defaultRating: Float = 0\n\n    // MARK: - State\n"),
            ], reports: "class properties"),
        ],
        passing: [
            ForkExample("a public instance property", [
                .control("    // MARK: - State\n", "    public var defaultRating: Float = 0\n\n    // MARK: - State\n"),
            ]),
        ])
}

/// A header rule: what reports show of it and its examples (a failing one must report it, a passing one must not).
public struct HeaderRule: DescribedRule {
    public let descriptor: RuleDescriptor
    public let failing: [ForkExample]
    public let passing: [ForkExample]

    public var id: String { descriptor.id }
    public var family: RuleFamily { .header }
    public var exampleSet: RuleExampleSet { .forks(failing: failing, passing: passing) }

    init(_ descriptor: RuleDescriptor, failing: [ForkExample], passing: [ForkExample]) {
        self.descriptor = descriptor
        self.failing = failing
        self.passing = passing
    }
}
