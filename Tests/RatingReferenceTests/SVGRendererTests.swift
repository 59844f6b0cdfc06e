import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import RatingReference

/// The SVG render: well-formed XML with one empty rectangle per pair and one full rectangle per visible overlay.
final class SVGRendererTests: XCTestCase {
    /// Counts elements by their `class` attribute, through a real XML parser (which also proves well-formedness).
    private final class ClassCounter: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        var clipPaths = 0

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if let name = attributes["class"] { counts[name, default: 0] += 1 }
            if element == "clipPath" { clipPaths += 1 }
        }
    }

    private func parse(_ svg: String) -> ClassCounter? {
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = ClassCounter()
        parser.delegate = counter
        return parser.parse() ? counter : nil
    }

    func testRender_countsOfImageRectanglesFollowTheCase() {
        let rows: [(name: String, empty: Int, full: Int, masks: Int)] = [
            // rating 0.5: only the first overlay shows, through a mask.
            ("half-rating-mask-same-after-repeated-layout", 5, 1, 1),
            // rating 2.5 restored at the end: two whole overlays and a masked third.
            ("incomplete-pair-hides-overlays-until-restored", 5, 3, 1),
            // maxRating 1 with rating 0: one pair, no overlay.
            ("single-pair-sits-at-the-bounds-origin", 1, 0, 0),
            // hostile bounds last: zero frames, nothing visible, still well-formed.
            ("hostile-bounds-give-zero-frames", 5, 0, 0),
        ]
        for row in rows {
            guard let oracleCase = EdgeCases.named(row.name) else { return XCTFail("no case \(row.name)") }
            let svg = SVGRenderer.svg(of: CaseRunner.run(oracleCase).control, title: row.name)
            guard let counter = parse(svg) else { return XCTFail("\(row.name): not well-formed\n\(svg)") }
            XCTAssertEqual(counter.counts["bounds"], 1, row.name)
            XCTAssertEqual(counter.counts["empty"] ?? 0, row.empty, row.name)
            XCTAssertEqual(counter.counts["full"] ?? 0, row.full, row.name)
            XCTAssertEqual(counter.clipPaths, row.masks, row.name)
        }
    }

    func testRender_titleIsEscapedAndHostileBoundsStayFinite() {
        var control = RatingControl()
        control.setBounds(Rect(x: .nan, y: 0, width: .infinity, height: -3))
        let svg = SVGRenderer.svg(of: control, title: "a < b & \"c\"")
        XCTAssertNotNil(parse(svg))
        XCTAssertTrue(svg.contains("<title>a &lt; b &amp; &quot;c&quot;</title>"))
        XCTAssertFalse(svg.contains("nan") || svg.contains("inf"))
    }
}
