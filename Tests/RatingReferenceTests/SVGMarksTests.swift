import TestSupport
import XCTest
@testable import RatingReference

/// The parts of a drawing that differ are outlined in red, found from the differing fields' paths.
final class SVGMarksTests: XCTestCase {
    /// The `rect` elements' attributes and every ID, through a real XML parser.
    private func parse(_ svg: String) throws -> (rects: [[String: String]], ids: [String]) {
        let elements = try XCTUnwrap(XMLElements.parse(svg), "not well-formed:\n\(svg)").elements
        return (elements.filter { $0.name == "rect" }.map(\.attributes), elements.compactMap { $0.attributes["id"] })
    }

    /// Two pairs, the second's full image masked to its left 10 points.
    private let pairs = [
        SVGRenderer.Pair(frame: Rect(x: 0, y: 0, width: 40, height: 40), fullFrame: Rect(x: 0, y: 0, width: 40, height: 40),
                         fullHidden: false, mask: nil),
        SVGRenderer.Pair(frame: Rect(x: 50, y: 0, width: 40, height: 40), fullFrame: Rect(x: 50, y: 0, width: 40, height: 40),
                         fullHidden: false, mask: Rect(x: 0, y: 0, width: 10, height: 40)),
    ]

    func testFieldPaths_markTheirPairsParts_andNothingElse() {
        let marks = SVGMarks(fields: [
            "pairs[1].fullMask", "pairs[0].frame.x", "pairs[3].fullHidden", "rating", "accessibilityValue",
            "pairs[x].frame", "pairs[2].emptyOpacity", "pairs",
        ])
        XCTAssertEqual(marks.parts, [1: [.mask], 0: [.frame], 3: [.fullFrame]])
        XCTAssertEqual(SVGMarks(fields: ["rating", "events[0].bounce"]).parts, [:])
    }

    func testADifferingMask_isOutlinedWhereTheMaskIs_inTheControlsCoordinates() throws {
        let svg = SVGRenderer.svg(bounds: Rect(x: 0, y: 0, width: 90, height: 40), pairs: pairs, title: "t",
                                  marked: SVGMarks(fields: ["pairs[1].fullMask"]))
        let outlined = try parse(svg).rects.filter { $0["class"] == "differs" }
        XCTAssertEqual(outlined.count, 1)
        let rect = try XCTUnwrap(outlined.first)
        // The mask's origin is the full image's (50, 0) plus its own (0, 0); its size is its own.
        XCTAssertEqual([rect["x"], rect["y"], rect["width"], rect["height"]], ["50", "0", "10", "40"])
        XCTAssertEqual(rect["data-pair"], "1")
        XCTAssertEqual(rect["stroke"], "red")
        XCTAssertEqual(rect["fill"], "none")
    }

    func testNothingMarked_outlinesNothing() throws {
        let svg = SVGRenderer.svg(bounds: Rect(x: 0, y: 0, width: 90, height: 40), pairs: pairs, title: "t")
        XCTAssertFalse(try parse(svg).rects.contains { $0["class"] == "differs" })
        XCTAssertFalse(svg.contains(#"stroke="red""#))
    }

    func testAHostileIDPrefix_cannotLeaveItsAttribute() throws {
        let svg = SVGRenderer.svg(bounds: Rect(x: 0, y: 0, width: 90, height: 40), pairs: pairs, title: "t",
                                  idPrefix: #"x" onload="alert(1)"><script>"#)
        XCTAssertEqual(try parse(svg).ids, [#"x__onload__alert_1____script_1"#])
        XCTAssertFalse(svg.contains("<script") || svg.contains("onload=\""))
    }
}
