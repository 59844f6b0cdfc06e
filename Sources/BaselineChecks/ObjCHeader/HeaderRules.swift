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
            HeaderExample("imageContentMode made internal", [
                .control("    public var imageContentMode: UIView.ContentMode", "    var imageContentMode: UIView.ContentMode"),
            ], reports: "is internal"),
            HeaderExample("the rating passed to didUpdate as a Double", [
                .control("optional func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float)",
                         "optional func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Double)"),
            ], reports: "didUpdate:(double)rating"),
        ],
        passing: [
            HeaderExample("a public property added that no grep names", [
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
            HeaderExample("an @objc method taking a tuple", [
                .control("    // MARK: - State\n",
                         "    @objc public func select(_ range: (Int, Int)) {}\n\n    // MARK: - State\n"),
            ], reports: "cannot be represented in Objective-C"),
        ],
        passing: [
            HeaderExample("an @objc method taking an Int", [
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
            HeaderExample("a public class property", [
                .control("    // MARK: - State\n", "    public static var defaultRating: Float = 0\n\n    // MARK: - State\n"),
            ], reports: "class properties"),
        ],
        passing: [
            HeaderExample("a public instance property", [
                .control("    // MARK: - State\n", "    public var defaultRating: Float = 0\n\n    // MARK: - State\n"),
            ]),
        ])
}

/// A header rule: what reports show of it and its examples (a failing one must report it, a passing one must not).
public struct HeaderRule: Sendable {
    public let descriptor: RuleDescriptor
    public let failing: [HeaderExample]
    public let passing: [HeaderExample]

    public var id: String { descriptor.id }

    init(_ descriptor: RuleDescriptor, failing: [HeaderExample], passing: [HeaderExample]) {
        self.descriptor = descriptor
        self.failing = failing
        self.passing = passing
    }
}

/// The example checkout in a few edits: `original`, once in the file at `path`, replaced with `replacement`.
public struct HeaderExample: Sendable {
    public struct Edit: Sendable {
        public let path: String
        public let original: String
        public let replacement: String

        static func control(_ original: String, _ replacement: String) -> Edit {
            Edit(path: CheckoutPaths.source, original: original, replacement: replacement)
        }
    }

    public let summary: String
    public let edits: [Edit]
    /// Part of the message of the finding a failing example gives.
    public let reports: String?

    init(_ summary: String, _ edits: [Edit], reports: String? = nil) {
        self.summary = summary
        self.edits = edits
        self.reports = reports
    }

    /// `base` with the edits made; `nil` when a file cannot be read or an edit's text is not in it exactly once.
    public func applied(to base: any CheckoutSource) -> OverlaySource? {
        var texts: [String: String] = [:]
        for edit in edits {
            if texts[edit.path] == nil {
                guard let bytes = try? base.read(edit.path).get() else { return nil }
                texts[edit.path] = String(decoding: bytes, as: UTF8.self)
            }
            guard let text = texts[edit.path], text.ranges(of: edit.original).count == 1 else { return nil }
            texts[edit.path] = text.replacing(edit.original, with: edit.replacement)
        }
        return OverlaySource(base: base, replaced: texts.mapValues { Array($0.utf8) })
    }
}
