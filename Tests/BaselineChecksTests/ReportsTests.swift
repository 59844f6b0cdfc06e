import BaselineSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

/// Reports built by hand for the format tests: a passing checkout and a failing one with
/// every kind of finding, including text that tries to break out of markup.
enum SampleReports {
    /// Markup, an entity, quotes, a CDATA terminator and a control character XML 1.0 forbids.
    static let hostile = "<script>alert(\"x\" & 'y')</script> ]]> \u{1}end"
    /// `hostile` as it must read after a round trip through XML: the control character replaced.
    static let hostileAsXMLText = "<script>alert(\"x\" & 'y')</script> ]]> \u{FFFD}end"
    /// `hostile` as every report shows it (`escapedForMessage`), before the format's own escaping.
    static let hostileAsShown = #"<script>alert("x" & 'y')</script> ]]> \u{1}end"#

    static let catalog = Catalog(rules: [
        rule("AAA001", "always-passes", summary: "Passes.", rationale: "Shows a pass."),
        rule("AAA002", "finds-things", summary: "Finds things.", rationale: "Shows findings."),
        rule("AAA003", "needs-readme", summary: "Reads README.md.", rationale: "Shows a rule that is not evaluated."),
    ])

    static let passing = CheckoutReport(
        checkout: CheckoutIdentity(displayName: "forks/good", root: "/audit/forks/good"),
        results: catalog.rules.map { RuleResult(rule: $0.descriptor, status: .passed) },
        fileFindings: [])

    static let located = Finding(
        ruleID: "AAA002", severity: .error, message: "wrong value", path: "Sources/Rating.swift",
        location: SourceLocation(line: 12, column: 5),
        notes: [
            FindingNote(message: "found here instead", path: "Sources/Other.swift", location: SourceLocation(line: 3, column: 9)),
            FindingNote(message: "same file, no position"),
        ])
    static let unlocated = Finding(ruleID: "AAA002", severity: .error, message: "required text is missing", path: "build.sh")
    static let hostileFinding = Finding(
        ruleID: "AAA002", severity: .warning, message: hostile, path: "docs/<b>&\"q\".md",
        location: SourceLocation(line: 1, column: 2))
    static let missingReadme = Finding(ruleID: "FILE001", severity: .error, message: "required file is missing", path: "README.md")

    static let failing = CheckoutReport(
        checkout: CheckoutIdentity(displayName: "forks/bad & <ugly>", root: "/audit/forks/bad & <ugly>"),
        results: [
            RuleResult(rule: catalog.rules[0].descriptor, status: .passed),
            RuleResult(rule: catalog.rules[1].descriptor, status: .failed, findings: [hostileFinding, located, unlocated].sorted()),
            RuleResult(rule: catalog.rules[2].descriptor, status: .notEvaluated, unusableFiles: ["README.md"]),
        ],
        fileFindings: [missingReadme])

    static let reports = [passing, failing]

    private static func rule(_ id: String, _ name: String, summary: String, rationale: String) -> Rule {
        Rule(id: id, name: name, summary: summary, rationale: rationale, check: .propertyLists(paths: []),
             examples: RuleExamples(failing: [], passing: []))
    }
}

/// An XML document parsed by Foundation's XMLParser (libxml2), independent of the code under test.
final class ParsedElement {
    enum Part {
        case text(String)
        case element(ParsedElement)
    }

    let name: String
    let attributes: [String: String]
    fileprivate(set) var parts: [Part] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    var children: [ParsedElement] {
        parts.compactMap { if case .element(let child) = $0 { child } else { nil } }
    }

    /// All text inside the element, in document order.
    var text: String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .element(let child): child.text
            }
        }.joined()
    }

    /// This element and every element inside it, in document order.
    var allElements: [ParsedElement] {
        [self] + children.flatMap(\.allElements)
    }

    func elements(named name: String) -> [ParsedElement] {
        allElements.filter { $0.name == name }
    }

    /// Parses `markup`; a document that is not well-formed XML fails with the parser's position.
    static func parse(_ markup: String) throws -> ParsedElement {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw NotWellFormed(line: parser.lineNumber, column: parser.columnNumber, error: parser.parserError)
        }
        return root
    }

    struct NotWellFormed: Error {
        var line: Int
        var column: Int
        var error: Error?
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: ParsedElement?
        var open: [ParsedElement] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = ParsedElement(name: name, attributes: attributes)
            open.last?.parts.append(.element(element))
            if root == nil { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.parts.append(.text(string))
        }
    }
}

final class ReportsTests: XCTestCase {
    /// DEL, a C1 control and noncharacters (Swift literals cannot spell some of them).
    private let discouraged = String(String.UnicodeScalarView(
        [0x7F, 0x85, 0xFFFE, 0xFFFF, 0xFDD0, 0x1FFFF].compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)))

    func testMarkupEscape_replacesMarkupAndForbiddenCharacters() {
        let cases: [(input: String, text: String, attribute: String)] = [
            ("plain", "plain", "plain"),
            ("a<b>&c", "a&lt;b&gt;&amp;c", "a&lt;b&gt;&amp;c"),
            ("\"q\" 'a'", "&quot;q&quot; &#39;a&#39;", "&quot;q&quot; &#39;a&#39;"),
            ("]]>", "]]&gt;", "]]&gt;"),
            ("x\u{0}y\u{1}z\u{1F}", "x\u{FFFD}y\u{FFFD}z\u{FFFD}", "x\u{FFFD}y\u{FFFD}z\u{FFFD}"),
            (discouraged, String(repeating: "\u{FFFD}", count: 6), String(repeating: "\u{FFFD}", count: 6)),
            ("tab\tline\nreturn\r", "tab\tline\nreturn\r", "tab&#9;line&#10;return&#13;"),
            ("é ✓ 😀", "é ✓ 😀", "é ✓ 😀"),
            ("a\u{2028}b\u{202E}c", "a\u{FFFD}b\u{FFFD}c", "a\u{FFFD}b\u{FFFD}c"),
        ]
        for (input, text, attribute) in cases {
            XCTAssertEqual(Markup.escape(input), text, input.debugDescription)
            XCTAssertEqual(Markup.attribute(input), attribute, input.debugDescription)
        }
    }

    func testMarkupEscape_survivesAnXMLParserRoundTrip() throws {
        let input = SampleReports.hostile + "\t\n"
        let document = try ParsedElement.parse("<r a=\"\(Markup.attribute(input))\">\(Markup.escape(input))</r>")
        XCTAssertEqual(document.attributes["a"], SampleReports.hostileAsXMLText + "\t\n")
        XCTAssertEqual(document.text, SampleReports.hostileAsXMLText + "\t\n")
    }

    func testEveryNewFormat_isSelectableByName() {
        for name in ["sarif", "junit", "html"] {
            XCTAssertEqual(ReportFormat(named: name)?.name, name)
            XCTAssertTrue(HelpText.usage.contains(name), name)
        }
    }
}

/// Runs the whole command on an empty directory, where every required file is missing.
/// The command on a checkout holding only the control source: most files missing, most rules not evaluated.
func runOnPartialCheckout(format: String) throws -> CommandOutcome {
    let directory = try TemporaryDirectory()
    try directory.write(CheckoutPaths.source, try String(contentsOfFile: ExampleCheckout.root + "/" + CheckoutPaths.source, encoding: .utf8))
    return CheckBaseline.run(["--format", format, directory.path])
}
