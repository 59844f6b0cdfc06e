import XCTest
@testable import BaselineChecks

/// Hostile shapes that once made scope indexing quadratic (each declaration read ahead to the end of the
/// input or re-read nested brackets): each either indexes with the expected scopes or ends in a positioned
/// `ParseError`. Nothing is timed; a quadratic index simply does not finish these in minutes.
final class SwiftScopeIndexHostileInputTests: XCTestCase {
    private enum Outcome {
        /// Indexed: how many scopes, and the set of their descriptions.
        case scopes(count: Int, descriptions: Set<String>)
        /// Rejected with a message containing the text, at the location.
        case error(String, SourceLocation)
    }

    private static let depth = SwiftParseLimits.standard.maximumNestingDepth

    private static func repeated(_ text: String, _ count: Int) -> String {
        String(repeating: text, count: count)
    }

    private func check(_ table: [(name: String, source: String, outcome: Outcome)]) {
        for row in table {
            switch (Result { () throws(ParseError) in try SwiftSourceFile(source: row.source) }, row.outcome) {
            case let (.success(file), .scopes(count, descriptions)):
                XCTAssertEqual(file.scopes.count, count, row.name)
                XCTAssertEqual(Set(file.scopes.map(\.description)), descriptions, row.name)
            case let (.failure(error), .error(message, location)):
                XCTAssertTrue(error.message.contains(message), "\(row.name): \(error.message)")
                XCTAssertEqual(error.location, location, row.name)
            case let (result, expected):
                XCTFail("\(row.name): expected \(expected), got \(result)")
            }
        }
    }

    func testDeclarationKeywordsRepeated200000Times_indexOrFailAtTheirPosition() {
        let count = 200_000
        // The (depth + 1)th `(` is one too deep; each repetition is `width` columns wide.
        func tooDeep(width: Int) -> SourceLocation { SourceLocation(line: 1, column: Self.depth * width + width) }
        check([
            ("func a ", Self.repeated("func a ", count), .scopes(count: 0, descriptions: [])),
            ("init ", Self.repeated("init ", count), .scopes(count: 0, descriptions: [])),
            ("init? ", Self.repeated("init? ", count), .scopes(count: 0, descriptions: [])),
            ("init< ", Self.repeated("init< ", count), .scopes(count: 0, descriptions: [])),
            ("subscript ", Self.repeated("subscript ", count), .scopes(count: 0, descriptions: [])),
            ("func a(", Self.repeated("func a(", count), .error("brackets nested more than", tooDeep(width: 7))),
            ("init(", Self.repeated("init(", count), .error("brackets nested more than", tooDeep(width: 5))),
            ("subscript(", Self.repeated("subscript(", count), .error("brackets nested more than", tooDeep(width: 10))),
            ("one func a( never closed", "func a(" + Self.repeated("x ", count),
             .error("'(' is never closed", SourceLocation(line: 1, column: 7))),
            ("func a() {} ", Self.repeated("func a() {} ", count / 4), .scopes(count: count / 4, descriptions: ["func a()"])),
        ])
    }

    func testDeeplyNestedDeclarationsAroundLongRuns_readEachTokenForOneDeclarationOnly() {
        let run = Self.repeated("x ", 5_000)
        let nestedClauses = Self.repeated("func a(", Self.depth - 1) + run + Self.repeated(")", Self.depth - 1) + "{}\n"
        let nestedSubscripts = Self.repeated("subscript(", Self.depth - 1) + run + Self.repeated("){}", Self.depth - 1) + "\n"
        let nestedAttributes = "var x: Int {" + Self.repeated("@a( subscript() {", 250) + run + Self.repeated("})", 250) + "}\n"
        let statements = Self.repeated("subscript(", Self.depth - 1) + Self.repeated("; ", 200_000) + Self.repeated(")", Self.depth - 1)
        check([
            ("parameter clauses nested around a long run", Self.repeated(nestedClauses, 20),
             .scopes(count: 20, descriptions: ["func a()"])),
            ("subscripts whose bodies follow a long run", Self.repeated(nestedSubscripts, 10),
             .scopes(count: 10 * 2 * (Self.depth - 1), descriptions: ["subscript()", "subscript() { get }"])),
            ("attribute arguments nested after accessor braces", Self.repeated(nestedAttributes, 10),
             .scopes(count: 10 * 2 * 251, descriptions: ["var x", "var x { get }", "subscript()", "subscript() { get }"])),
            ("statements while declarations wait at every depth", statements, .scopes(count: 0, descriptions: [])),
        ])
    }

    func testManyAccessorsOfAHugeName_shareAnAbbreviatedDescription() throws {
        let name = Self.repeated("a", 100_000)
        let file = try SwiftSourceFile(source: "var \(name): Int { " + Self.repeated("get {} ", 100_000) + "}")
        XCTAssertEqual(file.scopes.count, 100_001)
        XCTAssertEqual(file.scopes.first?.description, "var \(name)")
        let abbreviated = "var " + Self.repeated("a", 196) + "… { get }"
        XCTAssertEqual(Set(file.scopes.dropFirst().map(\.description)), [abbreviated])
        XCTAssertEqual(file.scopes.last?.parent, 0)
    }
}
