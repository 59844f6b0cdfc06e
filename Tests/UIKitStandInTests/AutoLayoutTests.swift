@_spi(CheckBaseline) import UIKitStandIn
import XCTest

/// Auto Layout as the stand-in solves it: edges, sizes, inequalities and priorities, per axis.
final class AutoLayoutTests: XCTestCase {
    /// A view whose intrinsic size is `size`.
    private final class Sized: UIView {
        var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        override var intrinsicContentSize: CGSize { size }
    }

    private func pinned(_ size: CGSize) -> (container: UIView, content: Sized) {
        let container = UIView(frame: .zero)
        let content = Sized(frame: .zero)
        content.size = size
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        return (container, content)
    }

    func testPriorities_haveUIKitsValues() {
        let priorities: [(UILayoutPriority, Float)] = [
            (.required, 1000), (.defaultHigh, 750), (.defaultLow, 250), (.fittingSizeLevel, 50),
        ]
        for (priority, rawValue) in priorities {
            XCTAssertEqual(priority.rawValue, rawValue)
        }
    }

    func testAttributesRelationsAndAxes_haveUIKitsRawValues() {
        let attributes: [(NSLayoutConstraint.Attribute, Int)] = [
            (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6),
            (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10),
        ]
        for (attribute, rawValue) in attributes {
            XCTAssertEqual(attribute.rawValue, rawValue)
        }
        let relations: [(NSLayoutConstraint.Relation, Int)] = [
            (.lessThanOrEqual, -1), (.equal, 0), (.greaterThanOrEqual, 1),
        ]
        for (relation, rawValue) in relations {
            XCTAssertEqual(relation.rawValue, rawValue)
        }
        XCTAssertEqual([NSLayoutConstraint.Axis.horizontal, .vertical].map(\.rawValue), [0, 1])
    }

    func testNewConstraint_isInactiveAtRequiredPriority() {
        let (_, content) = pinned(CGSize(width: 1, height: 1))
        let width = content.widthAnchor.constraint(equalToConstant: 10)
        XCTAssertFalse(width.isActive)
        XCTAssertEqual(width.priority, .required)
        XCTAssertTrue(content.constraints.isEmpty)
    }

    func testContentPriorities_defaultToLowHuggingAndHighCompressionResistance() {
        let view = UIView()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            XCTAssertEqual(view.contentHuggingPriority(for: axis), .defaultLow)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: axis), .defaultHigh)
        }
    }

    func testActivation_installsOnTheClosestCommonAncestor() {
        let (container, content) = pinned(CGSize(width: 1, height: 1))
        XCTAssertEqual(container.constraints.count, 4)
        XCTAssertTrue(container.constraints.allSatisfy(\.isActive))
        XCTAssertTrue(content.constraints.isEmpty)
        NSLayoutConstraint.deactivate([container.constraints[0]])
        XCTAssertEqual(container.constraints.count, 3)
    }

    func testCompressedFitting_ofAViewPinnedToAllEdges_isItsContentsIntrinsicSize() {
        let (container, _) = pinned(CGSize(width: 120, height: 16))
        XCTAssertEqual(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 120, height: 16))
    }

    func testExpandedFitting_growsPastTheIntrinsicSizeOnlyBeyondHugging() {
        let (container, content) = pinned(CGSize(width: 120, height: 16))
        // Hugging (250) outranks the fitting priority (50): the content stays at its intrinsic size.
        XCTAssertEqual(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize).width, 120)
        content.setContentHuggingPriority(UILayoutPriority(40), for: .horizontal)
        XCTAssertEqual(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize).width, 10_000_000)
        XCTAssertEqual(content.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }

    func testConstantsInequalitiesAndPriorities() {
        let (container, content) = pinned(CGSize(width: 120, height: 16))
        content.widthAnchor.constraint(equalToConstant: 80).isActive = true
        XCTAssertEqual(container.systemLayoutSizeFitting(.zero).width, 80, "required beats compression resistance")
        let wide = content.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        wide.priority = .defaultHigh
        wide.isActive = true
        XCTAssertEqual(container.systemLayoutSizeFitting(.zero).width, 80, "a required width beats a high inequality")
    }

    func testLayoutSubviews_placesConstrainedSubviewsInTheBounds() {
        let (container, content) = pinned(CGSize(width: 120, height: 16))
        container.frame = CGRect(x: 10, y: 10, width: 300, height: 50)
        let inset = content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
        inset.priority = UILayoutPriority(999)
        container.constraints.first { $0.firstAttribute == .leading }?.isActive = false
        inset.isActive = true
        container.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 8, y: 0, width: 292, height: 50))
    }
}
