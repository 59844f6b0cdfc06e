import XCTest
@testable import BaselineChecks

/// Token kinds and grouping: each row is a source and the exact tokens Swift's lexer makes of it.
final class SwiftLexerTokenTests: XCTestCase {
    private func tokens(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            return try SwiftSourceFile(source: source).tokens.map { "\($0.kind.rawValue):\($0.text)" }
        } catch {
            XCTFail("unexpected error \(error) for \(source)", file: file, line: line)
            return []
        }
    }

    private func check(_ table: [(source: String, expected: [String])], file: StaticString = #filePath, line: UInt = #line) {
        for row in table {
            XCTAssertEqual(tokens(row.source, file: file, line: line), row.expected, "source: \(row.source)", file: file, line: line)
        }
    }

    func testEveryTokenKind_isRecognised() {
        check([
            ("rating", ["identifier:rating"]),
            ("`default`", ["identifier:`default`"]),
            ("$projected", ["identifier:$projected"]),
            ("func", ["keyword:func"]),
            ("_", ["keyword:_"]),
            ("$0", ["dollarIdentifier:$0"]),
            ("$12", ["dollarIdentifier:$12"]),
            ("42", ["integerLiteral:42"]),
            ("4.2", ["floatLiteral:4.2"]),
            ("\"s\"", ["stringLiteral:\"s\""]),
            ("#/a+/#", ["regexLiteral:#/a+/#"]),
            ("!=", ["operator:!="]),
            ("{}", ["punctuation:{", "punctuation:}"]),
            ("@objc", ["attribute:@objc"]),
            ("#selector", ["poundKeyword:#selector"]),
            ("<#value#>", ["placeholder:<#value#>"]),
        ])
        XCTAssertEqual(Set(SwiftTokenKind.allCases).count, 12, "a new kind needs a row above")
    }

    func testContextualWords_areIdentifiersAndReservedWords_areKeywords() {
        check([
            ("get set didSet willSet open override actor", [
                "identifier:get", "identifier:set", "identifier:didSet", "identifier:willSet", "identifier:open",
                "identifier:override", "identifier:actor",
            ]),
            ("self Self init nil true Any", [
                "keyword:self", "keyword:Self", "keyword:init", "keyword:nil", "keyword:true", "keyword:Any",
            ]),
            ("café π _x x_1", ["identifier:café", "identifier:π", "identifier:_x", "identifier:x_1"]),
            ("wit$h $0$", ["identifier:wit$h", "identifier:$0$"]),
        ])
    }

    func testOperators_groupByMaximalMunch() {
        check([
            ("a != b", ["identifier:a", "operator:!=", "identifier:b"]),
            ("a+++b", ["identifier:a", "operator:+++", "identifier:b"]),
            ("x ?? y", ["identifier:x", "operator:??", "identifier:y"]),
            ("0..<n", ["integerLiteral:0", "operator:..<", "identifier:n"]),
            ("1...3", ["integerLiteral:1", "operator:...", "integerLiteral:3"]),
            ("a &+= b", ["identifier:a", "operator:&+=", "identifier:b"]),
            ("f() -> Int", ["identifier:f", "punctuation:(", "punctuation:)", "punctuation:->", "identifier:Int"]),
            ("x = y", ["identifier:x", "punctuation:=", "identifier:y"]),
            ("a ∘ b", ["identifier:a", "operator:∘", "identifier:b"]),
        ])
    }

    func testQuestionAndExclamation_afterAnExpression_arePostfixTokensOfTheirOwn() {
        check([
            ("a?.b", ["identifier:a", "operator:?", "punctuation:.", "identifier:b"]),
            ("a!.b", ["identifier:a", "operator:!", "punctuation:.", "identifier:b"]),
            ("a!=b", ["identifier:a", "operator:!", "punctuation:=", "identifier:b"]),
            ("c ? d : e", ["identifier:c", "operator:?", "identifier:d", "punctuation::", "identifier:e"]),
            ("!flag", ["operator:!", "identifier:flag"]),
            ("x??", ["identifier:x", "operator:?", "operator:?"]),
        ])
    }

    func testPeriod_continuesOnlyOperatorsThatStartWithAPeriod() {
        check([
            ("a==.b", ["identifier:a", "operator:==", "punctuation:.", "identifier:b"]),
            ("a+.b", ["identifier:a", "operator:+", "punctuation:.", "identifier:b"]),
            ("x.y", ["identifier:x", "punctuation:.", "identifier:y"]),
            ("..<z", ["operator:..<", "identifier:z"]),
            ("[.a]", ["punctuation:[", "punctuation:.", "identifier:a", "punctuation:]"]),
        ])
    }

    func testOperatorRun_stopsAtAComment() {
        check([
            ("a+/* c */b", ["identifier:a", "operator:+", "identifier:b"]),
            ("a+// c\nb", ["identifier:a", "operator:+", "identifier:b"]),
        ])
    }

    func testAttributesAndPoundKeywords_areSingleTokensFollowedByOrdinaryTokens() {
        check([
            ("@objc(heartRatingView:didUpdate:)", [
                "attribute:@objc", "punctuation:(", "identifier:heartRatingView", "punctuation::",
                "identifier:didUpdate", "punctuation::", "punctuation:)",
            ]),
            ("@objcMembers open class", ["attribute:@objcMembers", "identifier:open", "keyword:class"]),
            ("#selector(refresh)", ["poundKeyword:#selector", "punctuation:(", "identifier:refresh", "punctuation:)"]),
            ("#if DEBUG\n#endif", ["poundKeyword:#if", "identifier:DEBUG", "poundKeyword:#endif"]),
            ("\\.count", ["punctuation:\\", "punctuation:.", "identifier:count"]),
        ])
    }

    func testComments_areTriviaAndKeptAsRanges() throws {
        let file = try SwiftSourceFile(source: "a // line\n/// doc\n/* block /* nested */ */ b /** doc block */ c")
        XCTAssertEqual(file.tokens.map(\.text), ["a", "b", "c"])
        XCTAssertEqual(file.comments.map(\.kind), [.line, .docLine, .block, .docBlock])
        XCTAssertEqual(file.comments.map(\.location), [
            SourceLocation(line: 1, column: 3), SourceLocation(line: 2, column: 1),
            SourceLocation(line: 3, column: 1), SourceLocation(line: 3, column: 28),
        ])
    }

    func testByteOrderMarkAndShebang_areSkipped() throws {
        let file = try SwiftSourceFile(source: "\u{FEFF}#!/usr/bin/swift\nprint(1)")
        XCTAssertEqual(file.tokens.first?.text, "print")
        XCTAssertEqual(file.tokens.first?.location, SourceLocation(line: 2, column: 1))
    }
}
