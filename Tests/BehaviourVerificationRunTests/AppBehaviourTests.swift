import CheckoutTestSupport
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// What an app shows of the control and direct calls hid: each change of the example's control below passed
/// `verify-control` before the window, the run loop's commit, `init(coder:)` and the rendered state were
/// observed, and each is now a difference from the model at the case that shows it.
final class AppBehaviourTests: XCTestCase {
    private func differences(_ edits: [(String, String)], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let report = try ExampleRuns(generated: 300).verifier.verify(try ExampleRuns.changed(edits, file: file, line: line))
        XCTAssertFalse(report.passed, "the change must fail verification", file: file, line: line)
        return (report.findings(BehaviourRules.documentedCase) + report.findings(BehaviourRules.generatedCase)).map(\.message)
    }

    private func assertDiffers(
        _ edits: [(String, String)], in caseName: String, at field: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let messages = try differences(edits, file: file, line: line)
        XCTAssertTrue(messages.contains { $0.contains(caseName) && $0.contains(field) },
                      "expected \(caseName) to differ in \(field): \(messages)", file: file, line: line)
    }

    func testAnEmptyImageThatDoesNotMarkTheLayout_showsStaleFramesAfterTheCommit() throws {
        let comment = "            // The image size drives both the intrinsic size and the frames the masks are cut from.\n"
        try assertDiffers([(comment + "            invalidateIntrinsicContentSize()\n            setNeedsLayout()\n",
                            comment + "            invalidateIntrinsicContentSize()\n")], in: "commit-lays-out-only-a-marked-control", at: "pairs[0].frame.width")
    }

    func testAMaskWithoutAColour_hidesThePartialHeart() throws {
        try assertDiffers([("                maskLayer.backgroundColor = UIColor.black.cgColor\n", "")],
                          in: "what-core-animation-draws-of-each-pair", at: "pairs[1].fullMaskOpacity")
    }

    func testAStoryboardControlThatSkipsItsInitialisation_hasNoImageViews() throws {
        try assertDiffers([("        super.init(coder: aDecoder)\n        configureRatingView()\n",
                            "        super.init(coder: aDecoder)\n")], in: "storyboard-control-is-initialised-like-a-coded-one", at: "imageContentModes")
    }

    func testAContentModeKeptFromTheImageViews_differsAfterItIsSet() throws {
        try assertDiffers([("            emptyImageViews.forEach { $0.contentMode = imageContentMode }\n", "")],
                          in: "image-content-mode-reaches-every-image-view", at: "imageContentModes")
    }

    func testImageViewsMadeAccessibilityElements_areSeenAsVoiceOverWouldSeeThem() throws {
        try assertDiffers([("        imageView.isAccessibilityElement = false\n", "        imageView.isAccessibilityElement = true\n")],
                          in: "max-rating-clamped-to-1-through-100", at: "accessibleImageViews")
    }

    func testAFullImageFadedOrHiddenBehindALyingGetter_isSeenAsDrawn() throws {
        try assertDiffers([("        imageView.isAccessibilityElement = false\n", "        imageView.isAccessibilityElement = false\n        imageView.alpha = 0.01\n")],
                          in: "what-core-animation-draws-of-each-pair", at: "pairs[0].emptyOpacity")
    }

    /// An image view whose `isHidden` getter says visible while its layer is hidden: seen as drawn (hidden).
    func testAnImageViewThatLiesThroughItsGetter_isSeenAsDrawn() throws {
        let lying = "final class LyingImageView: UIImageView {\n"
            + "    override var isHidden: Bool { get { false } set { super.isHidden = true } }\n}\n"
        try assertDiffers([("        let imageView = UIImageView(image: image)\n", "        let imageView = LyingImageView(image: image)\n"),
                           ("import UIKit\n", "import UIKit\n" + lying)],
                          in: "half-rating-mask-same-after-repeated-layout", at: "pairs[0].fullHidden: model false, control true")
    }

    func testAnInfiniteOriginYThatFallsBackElsewhere_differs() throws {
        try assertDiffers([("let originY = bounds.origin.y.isFinite ? bounds.origin.y : 0", "let originY = bounds.origin.y.isFinite ? bounds.origin.y : 1")],
                          in: "bounds-with-a-negative-infinite-origin-y-lay-out-at-zero", at: "pairs[0].frame.y")
    }

    func testALayoutWithoutImagesThatDoesNotRefresh_leavesAFreshControlsOverlaysShown() throws {
        try assertDiffers([("                place(fullImageView, in: .zero)\n            }\n            refresh()\n            return\n",
                            "                place(fullImageView, in: .zero)\n            }\n            return\n")], in: "fresh-control-laid-out-without-images-hides-overlays", at: "fullHidden")
    }

    /// A control from before `imageContentMode` existed still builds with the driver, and is sent no step that
    /// sets it: it agrees with the model.
    func testAControlWithoutImageContentMode_buildsAndIsSentNoSuchStep() throws {
        let property = """
                /// The content mode of every empty and full image view, existing or created later.
                public var imageContentMode: UIView.ContentMode = .scaleAspectFit {
                    didSet {
                        emptyImageViews.forEach { $0.contentMode = imageContentMode }
                        fullImageViews.forEach { $0.contentMode = imageContentMode }
                    }
                }

            """
        let report = try ExampleRuns(generated: 300).verifier.verify(try ExampleRuns.changed([
            (property, ""), ("imageView.contentMode = imageContentMode", "imageView.contentMode = .scaleAspectFit"),
        ]))
        XCTAssertTrue(report.passed, report.allFindings.filter { $0.severity != .note }.map(\.message).joined(separator: "\n"))
    }

    /// `--against`: the bounce's timing is part of what a revision changes.
    func testABounceWithAnotherDuration_isABehaviourChange() throws {
        let changed = try ExampleRuns.changed([("UIView.animate(withDuration: 2,", "UIView.animate(withDuration: 0.5,")])
        let report = try BehaviourComparison(verifier: try ExampleRuns(generated: 300).verifier).compare(
            before: try ExampleCheckout.source(), beforeName: "HEAD", after: changed)
        XCTAssertFalse(report.passed)
        let messages = report.findings(BehaviourRules.change).map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("events[0].bounce") }, "\(messages)")
    }
}
