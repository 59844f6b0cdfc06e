import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import RatingReference

/// The parts of a drawing that differ are outlined in red, found from the differing fields' paths.
final class SVGMarksTests: XCTestCase {
    /// Every `rect` element's attributes, through a real XML parser (which also proves well-formedness).
    private final class Rectangles: NSObject, XMLParserDelegate {
        var rects: [[String: String]] = []
        var ids: [String] = []

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "rect" { rects.append(attributes) }
            if let id = attributes["id"] { ids.append(id) }
        }
    }

    private func parse(_ svg: String) throws -> Rectangles {
        let parser = XMLParser(data: Data(svg.utf8))
        let reader = Rectangles()
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "not well-formed:\n\(svg)")
        return reader
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
        let reader = try parse(svg)
        XCTAssertEqual(reader.ids, [#"x__onload__alert_1____script_1"#])
        XCTAssertFalse(svg.contains("<script") || svg.contains("onload=\""))
    }
}
