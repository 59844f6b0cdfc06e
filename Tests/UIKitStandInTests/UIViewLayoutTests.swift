@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class UIViewLayoutTests: XCTestCase {
    private var log: [String] = []

    private func loggingView(_ name: String) -> LoggingView {
        let view = LoggingView()
        view.name = name
        view.record = { [unowned self] in self.log.append($0) }
        return view
    }

    override func setUp() {
        super.setUp()
        log = []
    }

    func testNewView_needsLayoutOnlyWhenItsFrameHasASize() {
        XCTAssertFalse(UIView().standInNeedsLayout)
        XCTAssertTrue(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).standInNeedsLayout)
    }

    func testLayoutIfNeeded_runsLayoutSubviewsOnceAndClearsTheFlag() {
        let view = loggingView("a")
        view.setNeedsLayout()
        XCTAssertTrue(view.standInNeedsLayout)
        XCTAssertTrue(view.layer.needsLayout())
        view.layoutIfNeeded()
        XCTAssertFalse(view.standInNeedsLayout)
        view.layoutIfNeeded()
        XCTAssertEqual(log, ["a"])
    }

    func testLayoutIfNeeded_withNothingPending_callsNothing() {
        let view = loggingView("a")
        view.layoutIfNeeded()
        XCTAssertEqual(log, [])
    }

    func testLayoutIfNeeded_laysOutTheSubtreeParentFirst_skippingCleanViews() {
        let root = loggingView("root"), clean = loggingView("clean"), dirty = loggingView("dirty")
        let grandchild = loggingView("grandchild")
        root.addSubview(clean)
        root.addSubview(dirty)
        clean.addSubview(grandchild)
        root.layoutIfNeeded()
        log = []
        root.setNeedsLayout()
        dirty.setNeedsLayout()
        grandchild.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(log, ["root", "grandchild", "dirty"])
    }

    func testLayoutIfNeeded_firstLaysOutTheSuperviewsThatNeedIt() {
        let root = loggingView("root"), parent = loggingView("parent"), child = loggingView("child")
        root.addSubview(parent)
        parent.addSubview(child)
        root.layoutIfNeeded()
        log = []
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        XCTAssertEqual(log, ["parent"], "the child itself needs no layout; its superview does, and goes first")
        root.setNeedsLayout()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        log = []
        child.layoutIfNeeded()
        XCTAssertEqual(log, ["root", "parent", "child"])
    }

    func testSetNeedsLayout_duringLayoutSubviews_staysPending() {
        let view = loggingView("a")
        view.onLayout = { [unowned view] in view.setNeedsLayout() }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertTrue(view.standInNeedsLayout)
        XCTAssertEqual(log, ["a"])
    }

    func testBoundsChange_originOrSize_marksTheViewAndItsSuperview() {
        let parent = UIView(), view = UIView()
        parent.addSubview(view)
        parent.layoutIfNeeded()
        view.bounds.origin = CGPoint(x: 3, y: 4)
        XCTAssertTrue(view.standInNeedsLayout)
        XCTAssertTrue(parent.standInNeedsLayout)
        parent.layoutIfNeeded()
        view.bounds.size = CGSize(width: 10, height: 1)
        XCTAssertTrue(view.standInNeedsLayout)
        XCTAssertTrue(parent.standInNeedsLayout)
        parent.layoutIfNeeded()
        view.bounds = view.bounds
        XCTAssertFalse(view.standInNeedsLayout, "the same bounds are no change")
    }

    func testTransformChange_marksTheViewAndItsSuperview() {
        let parent = UIView(), view = UIView()
        parent.addSubview(view)
        parent.layoutIfNeeded()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertTrue(view.standInNeedsLayout)
        XCTAssertTrue(parent.standInNeedsLayout)
    }

    func testAddingOrRemovingASubview_marksTheSuperviewAndTheAddedView() {
        let parent = UIView(), view = UIView()
        parent.addSubview(view)
        XCTAssertTrue(parent.standInNeedsLayout)
        XCTAssertTrue(view.standInNeedsLayout)
        parent.layoutIfNeeded()
        view.removeFromSuperview()
        XCTAssertTrue(parent.standInNeedsLayout)
    }

    func testChangesDuringLayoutSubviews_doNotMarkTheViewLayingOut() {
        let view = loggingView("a")
        let child = UIView()
        view.onLayout = { [unowned view] in
            child.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: 1)
            view.addSubview(child)
        }
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layoutIfNeeded()
        XCTAssertFalse(view.standInNeedsLayout, "implicit marks are skipped while a layer lays out its sublayers")
        XCTAssertEqual(log, ["a"])
    }

    func testFrameSizeChange_marksNeedsLayout_butMoveOrSameSizeDoesNot() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        XCTAssertFalse(view.standInNeedsLayout)
        view.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        view.center = CGPoint(x: 1, y: 1)
        XCTAssertFalse(view.standInNeedsLayout)
        view.frame = CGRect(x: 50, y: 50, width: 11, height: 10)
        XCTAssertTrue(view.standInNeedsLayout)
    }

    func testLayerBoundsSizeChange_marksTheViewToo() {
        let view = UIView()
        view.layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        XCTAssertTrue(view.standInNeedsLayout)
    }

    func testIntrinsicContentSize_defaultsToNoIntrinsicMetric() {
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: -1, height: -1))
    }

    func testInvalidateIntrinsicContentSize_isCounted() {
        let view = UIView()
        XCTAssertEqual(view.standInIntrinsicContentSizeInvalidations, 0)
        view.invalidateIntrinsicContentSize()
        view.invalidateIntrinsicContentSize()
        XCTAssertEqual(view.standInIntrinsicContentSizeInvalidations, 2)
    }

    func testLayout_keepsTheIntrinsicSizeItRead_untilItIsInvalidated() {
        final class Sized: UIView {
            var size = CGSize(width: 10, height: 20)
            override var intrinsicContentSize: CGSize { size }
        }
        let view = Sized()
        XCTAssertEqual(view.standInIntrinsicSizeForLayout, CGSize(width: 10, height: 20))
        view.size = CGSize(width: 30, height: 40)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 30, height: 40))
        XCTAssertEqual(view.standInIntrinsicSizeForLayout, CGSize(width: 10, height: 20), "not invalidated: the old size")
        view.invalidateIntrinsicContentSize()
        XCTAssertEqual(view.standInIntrinsicSizeForLayout, CGSize(width: 30, height: 40))
    }

    func testSizeThatFits_returnsTheCurrentBoundsSize() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 1, height: 1)), CGSize(width: 30, height: 40))
    }

    func testSizeToFit_appliesSizeThatFitsKeepingTheOrigin() {
        let imageView = UIImageView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        imageView.image = UIImage(standInSize: CGSize(width: 8, height: 2))
        imageView.sizeToFit()
        XCTAssertEqual(imageView.frame, CGRect(x: 5, y: 6, width: 8, height: 2))
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        view.sizeToFit()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 30, height: 40))
    }
}
