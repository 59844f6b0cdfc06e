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

    /// Gathers the text of the `<title>` element.
    private final class TitleReader: NSObject, XMLParserDelegate {
        var title = ""
        private var inTitle = false

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            inTitle = element == "title"
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            inTitle = false
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTitle { title += string }
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

    func testRender_titleWithQuotesAndControlCharacters_staysWellFormedXML() {
        let rows: [(name: String, title: String, parsed: String)] = [
            ("apostrophe and quotes", "it's \"x\"", "it's \"x\""),
            ("C0 controls XML forbids become U+FFFD", "a\u{1}b\u{1B}c", "a\u{FFFD}b\u{FFFD}c"),
            ("DEL and C1 controls become U+FFFD", "a\u{7F}b\u{85}c", "a\u{FFFD}b\u{FFFD}c"),
            ("ampersand and less-than carrying a combining accent", "&\u{301} <\u{301}", "&\u{301} <\u{301}"),
            ("tab and non-ASCII kept", "é\t😀", "é\t😀"),
        ]
        for row in rows {
            let svg = SVGRenderer.svg(of: RatingControl(), title: row.title)
            let parser = XMLParser(data: Data(svg.utf8))
            let reader = TitleReader()
            parser.delegate = reader
            XCTAssertTrue(parser.parse(), "\(row.name): not well-formed\n\(svg)")
            XCTAssertEqual(reader.title, row.parsed, row.name)
        }
    }
}
