import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

/// The catalog's code fragments against a realistic rating view (the example checkout's):
/// each scoped fragment lies in the scope the catalog names.
final class SwiftRatingViewFixtureTests: XCTestCase {
    private func ratingView() throws -> SwiftSourceFile {
        let url = URL(fileURLWithPath: ExampleCheckout.root).appendingPathComponent("iHeartRating/iHeartRatingView.swift")
        return try SwiftSourceFile(source: String(contentsOf: url, encoding: .utf8))
    }

    func testUnscopedFragments_occurAsTokenSequences() throws {
        let file = try ratingView()
        let fragments = [
            "@objcMembers", "open class HeartRatingView: UIView", "@objc(heartRatingView:didUpdate:)",
            "@objc(heartRatingView:isUpdating:)", "public weak var delegate",
            "public var imageContentMode: UIView.ContentMode", "public override var intrinsicContentSize",
            "private func finiteNonnegative", "private static let maximumSafeDimension", "maximumImageWidth", "maskWidth",
            "layer.mask = nil", "isHidden = true", "public override func accessibilityIncrement()",
            "public override func accessibilityDecrement()", "let adjustedRating = boundedRating(rating + delta)",
            "guard adjustedRating != rating else", "rating = adjustedRating",
            "accessibilityTraits = editable ? [.adjustable] : [.staticText]", "accessibilityLabel = \"Rating\"",
            "if accessibilityLabel == nil", "private static let maximumRatingCount = 100",
        ]
        for fragment in fragments {
            XCTAssertTrue(file.contains(try SwiftFragment(fragment)), fragment)
        }
    }

    func testScopedFragments_lieInTheirScopes() throws {
        let file = try ratingView()
        let table: [(fragment: String, selector: SwiftScopeSelector, inside: Int)] = [
            ("$0.contentMode = imageContentMode", SwiftScopeSelector(property: "imageContentMode", accessor: .didSet), 2),
            ("invalidateIntrinsicContentSize()", SwiftScopeSelector(property: "emptyImage", accessor: .didSet), 1),
            ("invalidateIntrinsicContentSize()", SwiftScopeSelector(property: "fullImage", accessor: .didSet), 1),
            ("invalidateIntrinsicContentSize()", SwiftScopeSelector(property: "maxRating", accessor: .didSet), 1),
            ("invalidateIntrinsicContentSize()", SwiftScopeSelector(property: "minImageSize", accessor: .didSet), 1),
            ("let maximumImageWidth = desiredImageWidth", SwiftScopeSelector(function: "layoutSubviews"), 1),
            ("guard emptyImage != nil, fullImage != nil", SwiftScopeSelector(function: "refresh"), 1),
            ("guard editable, emptyImage != nil, fullImage != nil", SwiftScopeSelector(function: "handleTouchAtLocation"), 1),
            ("guard editable, let touch = touches.first", SwiftScopeSelector(function: "touchesBegan"), 1),
            ("guard editable, let touch = touches.first", SwiftScopeSelector(function: "touchesMoved"), 1),
            ("guard editable, !touches.isEmpty", SwiftScopeSelector(function: "touchesEnded"), 1),
            ("min(max(maxRating, 1), Self.maximumRatingCount)", SwiftScopeSelector(property: "maxRating", accessor: .didSet), 1),
        ]
        for row in table {
            let search = file.search(try SwiftFragment(row.fragment), in: row.selector)
            XCTAssertEqual(search.scopes.count, 1, "\(row.selector) is declared once")
            XCTAssertEqual(search.inside.count, row.inside, "\(row.fragment) in \(row.selector)")
        }
        let touchGuard = file.search(
            try SwiftFragment("guard editable, let touch = touches.first"), in: SwiftScopeSelector(function: "touchesBegan"))
        XCTAssertEqual(touchGuard.elsewhere.map(\.enclosingDescription), ["func touchesMoved(_:with:)"])
    }

    func testTestNames_areFoundOnlyAsFunctionDeclarations() throws {
        let file = try ratingView()
        XCTAssertEqual(file.functionDeclarations(named: "layoutSubviews").count, 1)
        XCTAssertEqual(file.functionDeclarations(named: "heartRatingView").count, 2, "both protocol requirements")
        XCTAssertTrue(file.functionDeclarations(named: "testMinimumImageSizeNormalizesEachInvalidDimension").isEmpty)
    }
}
