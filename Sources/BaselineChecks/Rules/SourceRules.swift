/// SRC and TST: the rating view's guards, as Swift tokens in the declarations they protect.
public enum SourceRules {
    public static let all = [objcSurface, delegateSelectors, weakDelegate, contentModePropagation, intrinsicSize,
                             finiteGeometry, slotCappedLayout, incompletePairHidden, accessibility, touchGuards,
                             boundedRatingCount, regressionTests]

    static let source = CheckoutPaths.source
    static let tests = CheckoutPaths.tests

    private static func rule(
        _ id: String, _ name: String, _ summary: String, _ rationale: String,
        _ fragments: [CodeFragment], in path: String = CheckoutPaths.source,
        failing: @autoclosure @escaping @Sendable () -> [RuleExample],
        passing: @autoclosure @escaping @Sendable () -> [RuleExample], mutation: RuleBreakingEdit
    ) -> Rule {
        Rule(id: id, name: name, summary: summary, rationale: rationale,
             check: .swiftFragments(path: path, fragments: fragments),
             examples: RuleExamples(failing: failing(), passing: passing()), mutation: mutation)
    }

    private static func guardRule(
        _ id: String, _ name: String, _ summary: String, _ rationale: String,
        _ requirements: [GuardRequirement],
        failing: @autoclosure @escaping @Sendable () -> [RuleExample],
        passing: @autoclosure @escaping @Sendable () -> [RuleExample], mutation: RuleBreakingEdit
    ) -> Rule {
        Rule(id: id, name: name, summary: summary, rationale: rationale,
             check: .guards(path: CheckoutPaths.source, requirements: requirements),
             examples: RuleExamples(failing: failing(), passing: passing()), mutation: mutation)
    }

    private static func example(_ summary: String, _ code: String, path: String = CheckoutPaths.source) -> RuleExample {
        RuleExample(summary, path: path, contents: code)
    }

    static let objcSurface = rule(
        "SRC001", "objc-open-class",
        "The control is `@objcMembers open class HeartRatingView: UIView`.",
        "Objective-C apps and subclasses use the control; a final or Swift-only class breaks them at link time.",
        [CodeFragment("@objcMembers"), CodeFragment("open class HeartRatingView: UIView")],
        failing: [example("a public, Swift-only class", "↓public class HeartRatingView: UIView {}\n")],
        passing: [example("open and exposed", "@objcMembers\nopen class HeartRatingView: UIView {}\n")],
        mutation: .replacing("open class HeartRatingView: UIView", with: "public class HeartRatingView: UIView", in: CheckoutPaths.source))

    static let delegateSelectors = rule(
        "SRC002", "delegate-objc-selectors",
        "The delegate protocol pins `@objc(heartRatingView:didUpdate:)` and `@objc(heartRatingView:isUpdating:)`.",
        "The Objective-C selector names are public API; Swift's inferred names would change with a parameter rename.",
        ["@objc(heartRatingView:didUpdate:)", "@objc(heartRatingView:isUpdating:)"].map {
            CodeFragment($0, in: [.type("HeartRatingViewDelegate")])
        },
        failing: [example("inferred selectors", """
            @objc public ↓protocol HeartRatingViewDelegate {
                func heartRatingView(_ view: HeartRatingView, didUpdate rating: Float)
                @objc optional func heartRatingView(_ view: HeartRatingView, isUpdating rating: Float)
            }
            """)],
        passing: [example("pinned selectors", """
            @objc public protocol HeartRatingViewDelegate {
                @objc(heartRatingView:didUpdate:) func heartRatingView(_ view: HeartRatingView, didUpdate rating: Float)
                @objc(heartRatingView:isUpdating:) optional func heartRatingView(_ view: HeartRatingView, isUpdating rating: Float)
            }
            """)],
        mutation: .replacing("@objc(heartRatingView:isUpdating:)", with: "@objc", in: CheckoutPaths.source))

    static let weakDelegate = rule(
        "SRC003", "weak-delegate",
        "The delegate is `public weak var delegate`.",
        "A strong delegate makes a retain cycle between the control and its view controller.",
        [CodeFragment("public weak var delegate")],
        failing: [example("a strong delegate", "↓public var delegate: HeartRatingViewDelegate?\n")],
        passing: [example("a weak delegate", "public weak var delegate: HeartRatingViewDelegate?\n")],
        mutation: .replacing("public weak var delegate", with: "public var delegate", in: CheckoutPaths.source))

    static let contentModePropagation = rule(
        "SRC004", "content-mode-propagation",
        "`imageContentMode` is public and its didSet applies it to the empty and the full image views (exactly 2).",
        "Changing the content mode must update the image views that already exist, both halves of every pair.",
        [CodeFragment("public var imageContentMode: UIView.ContentMode"),
         CodeFragment("$0.contentMode = imageContentMode", in: [.didSet(of: "imageContentMode")], count: .exactly(2), statement: true)],
        failing: [example("propagation moved out of the observer", """
            public var imageContentMode: UIView.ContentMode = .scaleAspectFit {
                ↓didSet { applyContentMode() }
            }
            func applyContentMode() {
                emptyImageViews.forEach { $0.contentMode = imageContentMode }
                fullImageViews.forEach { $0.contentMode = imageContentMode }
            }
            """)],
        passing: [example("both halves in the observer", """
            public var imageContentMode: UIView.ContentMode = .scaleAspectFit {
                didSet {
                    emptyImageViews.forEach { $0.contentMode = imageContentMode }
                    fullImageViews.forEach { $0.contentMode = imageContentMode }
                }
            }
            """)],
        mutation: .replacing("fullImageViews.forEach { $0.contentMode = imageContentMode }", with: "fullImageViews.forEach { _ in }", in: CheckoutPaths.source))

    static let sizeObservers = ["emptyImage", "fullImage", "maxRating", "minImageSize"]

    static let intrinsicSize = rule(
        "SRC005", "intrinsic-size-invalidation",
        "The control overrides `intrinsicContentSize` and each didSet of emptyImage, fullImage, maxRating and minImageSize invalidates it.",
        "Auto Layout caches the intrinsic size; every input of it must invalidate the cache or the control keeps a stale size.",
        [CodeFragment("public override var intrinsicContentSize"),
         CodeFragment("invalidateIntrinsicContentSize()", in: sizeObservers.map { .didSet(of: $0) })],
        failing: [example("minImageSize forgets to invalidate", """
            public override var intrinsicContentSize: CGSize { .zero }
            public var emptyImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
            public var fullImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
            public var maxRating: Int = 5 { didSet { invalidateIntrinsicContentSize() } }
            public var minImageSize = CGSize(width: 5, height: 5) { ↓didSet { setNeedsLayout() } }
            """)],
        passing: [example("every observer invalidates", """
            public override var intrinsicContentSize: CGSize { .zero }
            public var emptyImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
            public var fullImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
            public var maxRating: Int = 5 { didSet { invalidateIntrinsicContentSize() } }
            public var minImageSize = CGSize(width: 5, height: 5) { didSet { invalidateIntrinsicContentSize() } }
            """)],
        mutation: .replacing("public override var intrinsicContentSize", with: "public var preferredRatingSize", in: CheckoutPaths.source))

    static let finiteGeometry = rule(
        "SRC006", "finite-geometry-helpers",
        "The control has `private func finiteNonnegative`, `private static let maximumSafeDimension`, `maximumImageWidth` and `maskWidth`.",
        "NaN, infinite and huge geometry must be normalised before it reaches Core Animation, which traps on it.",
        ["private func finiteNonnegative", "private static let maximumSafeDimension", "maximumImageWidth", "maskWidth"]
            .map { CodeFragment($0) },
        failing: [example("no dimension bound", """
            ↓private func finiteNonnegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            let maximumImageWidth = 1.0, maskWidth = 1.0
            """)],
        passing: [example("every helper", """
            private static let maximumSafeDimension: CGFloat = 1_000_000
            private func finiteNonnegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            let maximumImageWidth = 1.0, maskWidth = 1.0
            """)],
        mutation: .replacing("maskWidth", with: "maskExtent", in: CheckoutPaths.source))

    static let slotCappedLayout = Rule(
        id: "SRC007", name: "slot-capped-layout",
        summary: "layoutSubviews caps each image to its slot (`let maximumImageWidth = desiredImageWidth`), and a test covers oversized minimum widths.",
        rationale: "A minimum image width larger than the slot would make the interactive frames overlap.",
        check: .all([
            .swiftFragments(path: source, fragments: [CodeFragment("let maximumImageWidth = desiredImageWidth", in: [.function("layoutSubviews")], statement: true)]),
            .swiftFragments(path: tests, fragments: [CodeFragment("testOversizedMinimumImageWidthDoesNotOverlapRatingFrames")]),
        ]),
        examples: RuleExamples(
            failing: [example("the cap sits in a helper that layout never calls", """
                open override ↓func layoutSubviews() { super.layoutSubviews() }
                func unusedLayout(desiredImageWidth: CGFloat) { let maximumImageWidth = desiredImageWidth }
                """)],
            passing: [example("the cap in layoutSubviews", """
                open override func layoutSubviews() {
                    super.layoutSubviews()
                    let maximumImageWidth = desiredImageWidth
                }
                """)]),
        mutation: .replacing("testOversizedMinimumImageWidthDoesNotOverlapRatingFrames", with: "testOversizedMinimumImageWidth", in: CheckoutPaths.tests))

    static let incompletePairHidden = rule(
        "SRC008", "incomplete-pair-hidden",
        "refresh starts with `guard emptyImage != nil, fullImage != nil` and clears masks (`layer.mask = nil`) and hides overlays (`isHidden = true`).",
        "With only one image set, stale full overlays and masks would keep showing a rating that cannot be drawn.",
        [CodeFragment("guard emptyImage != nil, fullImage != nil", in: [.function("refresh")]),
         CodeFragment("layer.mask = nil"), CodeFragment("isHidden = true")],
        failing: [example("the guard only in a comment", """
            ↓func refresh() {
                // guard emptyImage != nil, fullImage != nil
                fullImageViews.forEach { $0.layer.mask = nil; $0.isHidden = true }
            }
            """)],
        passing: [example("guarded refresh", """
            func refresh() {
                guard emptyImage != nil, fullImage != nil else {
                    fullImageViews.forEach { $0.layer.mask = nil; $0.isHidden = true }
                    return
                }
            }
            """)],
        mutation: .replacing("guard emptyImage != nil, fullImage != nil else {", with: "guard emptyImage != nil || fullImage != nil else {", in: CheckoutPaths.source))

    static let accessibilityFragments = [
        "public override func accessibilityIncrement()", "public override func accessibilityDecrement()",
        "guard adjustedRating != rating else", "if accessibilityLabel == nil",
    ]

    static let accessibilityStatements = [
        "let adjustedRating = boundedRating(rating + delta)", "rating = adjustedRating",
        "accessibilityTraits = editable ? [.adjustable] : [.staticText]", #"accessibilityLabel = "Rating""#,
    ]

    static let accessibility = rule(
        "SRC009", "adjustable-accessibility",
        "The control is one adjustable element with a default \"Rating\" label and bounded increment and decrement.",
        "VoiceOver users must be able to read and change the rating, and an adjustment at a bound must not notify.",
        accessibilityFragments.map { CodeFragment($0) } + accessibilityStatements.map { CodeFragment($0, statement: true) },
        failing: [example("the default label is only a string, not an assignment", """
            ↓public override func accessibilityIncrement() { adjust(by: 1) }
            public override func accessibilityDecrement() { adjust(by: -1) }
            func adjust(by delta: Float) {
                let adjustedRating = boundedRating(rating + delta)
                guard adjustedRating != rating else { return }
                rating = adjustedRating
            }
            func updateAccessibility() {
                accessibilityTraits = editable ? [.adjustable] : [.staticText]
                if accessibilityLabel == nil { print("accessibilityLabel = \\"Rating\\"") }
            }
            """)],
        passing: [example("every piece", """
            public override func accessibilityIncrement() { adjust(by: 1) }
            public override func accessibilityDecrement() { adjust(by: -1) }
            func adjust(by delta: Float) {
                let adjustedRating = boundedRating(rating + delta)
                guard adjustedRating != rating else { return }
                rating = adjustedRating
            }
            func updateAccessibility() {
                accessibilityTraits = editable ? [.adjustable] : [.staticText]
                if accessibilityLabel == nil { accessibilityLabel = "Rating" }
            }
            """)],
        mutation: .replacing(#"accessibilityLabel = "Rating""#, with: #"accessibilityLabel = "Hearts""#, in: CheckoutPaths.source))

    static let touchGuards = guardRule(
        "SRC010", "touch-guards",
        "Touch handling is guarded: editable and both images in handleTouchAtLocation, editable and a touch in began/moved, editable and non-empty touches in ended.",
        "A read-only control must send no callbacks, and empty touch sets must not index into nothing.",
        [GuardRequirement(["editable", "emptyImage != nil", "fullImage != nil"], in: [.function("handleTouchAtLocation")]),
         GuardRequirement(["editable", "let touch = touches.first"], in: [.function("touchesBegan"), .function("touchesMoved")]),
         GuardRequirement(["editable", "!touches.isEmpty"], in: [.function("touchesEnded")])],
        failing: [example("touchesMoved lost its guard", """
            func handleTouchAtLocation(_ location: CGPoint) { guard editable, emptyImage != nil, fullImage != nil else { return } }
            open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard editable, let touch = touches.first else { return }
            }
            open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                ↓let touch = touches.first!
            }
            open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { guard editable, !touches.isEmpty else { return } }
            """)],
        passing: [example("every handler guarded", """
            func handleTouchAtLocation(_ location: CGPoint) { guard editable, emptyImage != nil, fullImage != nil else { return } }
            open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard editable, let touch = touches.first else { return }
            }
            open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard editable, let touch = touches.first else { return }
            }
            open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { guard editable, !touches.isEmpty else { return } }
            """)],
        mutation: .replacing("guard editable, !touches.isEmpty", with: "guard !touches.isEmpty", in: CheckoutPaths.source))

    static let boundedRatingCount = rule(
        "SRC011", "bounded-rating-count",
        "`private static let maximumRatingCount = 100` and the didSet of maxRating clamps with `min(max(maxRating, 1), Self.maximumRatingCount)`.",
        "An unbounded maxRating allocates an image view pair per unit: a hostile value exhausts memory.",
        [CodeFragment("private static let maximumRatingCount = 100", statement: true),
         CodeFragment("min(max(maxRating, 1), Self.maximumRatingCount)", in: [.didSet(of: "maxRating")])],
        failing: [example("a bound of 1000, not 100", """
            ↓private static let maximumRatingCount = 1000
            public var maxRating: Int = 5 { didSet { maxRating = min(max(maxRating, 1), Self.maximumRatingCount) } }
            """)],
        passing: [example("the bound and the clamp", """
            private static let maximumRatingCount = 100
            public var maxRating: Int = 5 { didSet { maxRating = min(max(maxRating, 1), Self.maximumRatingCount) } }
            """)],
        mutation: .replacing("min(max(maxRating, 1), Self.maximumRatingCount)", with: "max(maxRating, 1)", in: CheckoutPaths.source))

    static let requiredTests = [
        "testMinimumImageSizeNormalizesEachInvalidDimension", "testMaximumRatingCountIsBoundedBeforeAllocatingImageViews",
        "testSizeForImageRejectsNonFiniteAndNonPositiveContainers", "testExtremeMinimumImageSizeStillProducesFiniteBoundedFrames",
        "testRepeatedLayoutKeepsPartialMaskFiniteAndStable", "testIntrinsicContentSizeTracksImagesCountAndMinimumSize",
        "testIncompleteImagePairHasNoIntrinsicSizeAndHidesOverlays", "testImageContentModePropagatesAndSurvivesImageViewReplacement",
        "testAccessibilityStateTracksRatingAndEditability", "testAccessibilityAdjustmentsNotifyOnlyWhenRatingChanges",
    ]

    static let regressionTests = rule(
        "TST001", "regression-tests-declared",
        "The XCTest suite declares each of the ten regression tests as `func NAME()`.",
        "Each documented edge case needs an executable test on a Mac; a deleted test silently drops its guarantee.",
        requiredTests.map { CodeFragment("func \($0)()") }, in: tests,
        failing: [example("tests only named in a comment", """
            ↓final class iHeartRatingTests: XCTestCase {
            \(requiredTests.dropLast().map { "    func \($0)() {}" }.joined(separator: "\n"))
                // func testAccessibilityAdjustmentsNotifyOnlyWhenRatingChanges()
            }
            """, path: tests)],
        passing: [example("all ten", """
            final class iHeartRatingTests: XCTestCase {
            \(requiredTests.map { "    func \($0)() {}" }.joined(separator: "\n"))
            }
            """, path: tests)],
        mutation: .replacing("func testMinimumImageSizeNormalizesEachInvalidDimension()", with: "func testMinimumImageSize()", in: CheckoutPaths.tests))
}
