import XCTest
@testable import BaselineChecks

final class CompiledPatternTests: XCTestCase {
    private func matches(_ pattern: String, _ text: String) throws -> [String] {
        let compiled = try XCTUnwrap(CompiledPattern(pattern), pattern)
        let bytes = Array(text.utf8)
        return compiled.matches(in: bytes, range: 0..<bytes.count).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    func testPatterns_matchAsTheCatalogNeeds() throws {
        let cases: [(pattern: String, text: String, expected: [String])] = [
            (#"^xcode-test::\s*$"#, "xcode-test::", ["xcode-test::"]),
            (#"^xcode-test::\s*$"#, "xcode-test:", []),
            (#"^\s+[A-Za-z0-9_-]+:\s*write\s*$"#, "  pull-requests: write", ["  pull-requests: write"]),
            (#"(?mi)^status:\s*completed\s*$"#, "# Plan\nStatus: Completed\nmore", ["Status: Completed"]),
            (#"(?m)^status: .+$"#, "status: completed\nx\nstatus: draft\n", ["status: completed", "status: draft"]),
            ("a", "aaa", ["a", "a", "a"]),
            ("x*", "", [""]),
        ]
        for testCase in cases {
            XCTAssertEqual(try matches(testCase.pattern, testCase.text), testCase.expected, "\(testCase.pattern) on \(testCase.text)")
        }
    }

    func testInvalidPatterns_areRejected() {
        for pattern in ["([", "(?x)a", "(?)a", "a{2,1}"] {
            XCTAssertNil(CompiledPattern(pattern), pattern)
        }
    }

    func testMatchesWithinARange_caretOnlyAtALineStart() throws {
        let compiled = try XCTUnwrap(CompiledPattern("^b$"))
        XCTAssertEqual(compiled.matches(in: Array("a\nb".utf8), range: 2..<3), [2..<3])
        XCTAssertEqual(compiled.matches(in: Array("ab".utf8), range: 1..<2), [])
    }
}

extension CompiledPatternTests {
    func testLineInTheMiddleOfAFile() throws {
        let compiled = try XCTUnwrap(CompiledPattern(#"^xcode-test::\s*$"#))
        let bytes = Array("all:\nxcode-test::\nb".utf8)
        XCTAssertEqual(compiled.matches(in: bytes, range: 5..<17), [5..<17])
    }
}
