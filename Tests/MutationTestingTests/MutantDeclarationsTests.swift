import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// The declaration around a mutant, which `--incremental` keys reused verdicts by: the outermost member that is
/// not a type, from its keyword's line to its closing brace, else the mutant's own lines.
final class MutantDeclarationsTests: XCTestCase {
    private let source = Array("""
        class View {
            var rating: Int = 0 {
                didSet { if rating > 5 { rating = 5 } }
            }
            private var passes = 0
            override func layout() {
                func inner() -> Int { 1 + 2 }
                passes += inner()
            }
        }
        let limit = 3 * 4

        """.utf8)

    /// The mutant at the first occurrence of `text` (after `after`, when given).
    private func mutant(at text: String, after: String = "") throws -> Mutant {
        let string = String(decoding: source, as: UTF8.self)
        let from = after.isEmpty ? string.startIndex : try XCTUnwrap(string.range(of: after)).upperBound
        let range = try XCTUnwrap(string.range(of: text, range: from..<string.endIndex))
        let start = string.utf8.distance(from: string.startIndex, to: range.lowerBound)
        return Mutant(number: 1, mutationOperator: .relational, location: SourceLocation(line: 1, column: 1),
                      utf8Range: start..<(start + text.utf8.count), edit: .text("x"))
    }

    private func declaration(of mutant: Mutant) throws -> String {
        let declarations = MutantDeclarations(file: try SwiftSourceFile(utf8: source), source: source)
        return String(decoding: declarations.place(of: mutant).text, as: UTF8.self)
    }

    func testAMutantInAnObserver_hasItsWholeProperty() throws {
        XCTAssertEqual(try declaration(of: mutant(at: ">")), """
                var rating: Int = 0 {
                    didSet { if rating > 5 { rating = 5 } }
                }
            """)
    }

    func testAMutantInANestedFunction_hasTheMemberAroundIt() throws {
        XCTAssertEqual(try declaration(of: mutant(at: "+", after: "inner() -> Int")), """
                override func layout() {
                    func inner() -> Int { 1 + 2 }
                    passes += inner()
                }
            """)
    }

    func testAMutantOutsideEveryMember_hasItsLine() throws {
        XCTAssertEqual(try declaration(of: mutant(at: "0", after: "passes = ")), "    private var passes = 0")
        XCTAssertEqual(try declaration(of: mutant(at: "*")), "let limit = 3 * 4")
    }

    /// The mutant's place is counted from its declaration's start, so that a declaration moved by a line
    /// added above it keeps its mutants' places.
    func testTheMutantsPlace_isCountedFromItsDeclaration() throws {
        let declarations = MutantDeclarations(file: try SwiftSourceFile(utf8: source), source: source)
        let place = declarations.place(of: try mutant(at: "+=")).offsets
        XCTAssertEqual(String(decoding: Array(try declaration(of: mutant(at: "+=")).utf8)[place], as: UTF8.self), "+=")
    }
}
