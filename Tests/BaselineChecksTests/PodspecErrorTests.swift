import XCTest
@testable import BaselineChecks

/// Syntax errors, unsupported constructs and hostile podspecs: each a `ParseError` at the right place.
final class PodspecErrorTests: XCTestCase {
    private func assertFails(
        _ text: String, _ message: String, _ line: Int, _ column: Int, _ name: String,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        XCTAssertThrowsError(try parsePodspec(text), name, file: file, line: lineNumber) { error in
            guard let error = error as? ParseError else { return XCTFail("\(name): \(error)", file: file, line: lineNumber) }
            XCTAssertTrue(error.message.contains(message), "\(name): \(error.message)", file: file, line: lineNumber)
            XCTAssertEqual(error.location, SourceLocation(line: line, column: column), name, file: file, line: lineNumber)
        }
    }

    /// Wraps statements in a spec block; the statements start on line 2.
    private func spec(_ body: String) -> String {
        "Pod::Spec.new do |s|\n\(body)\nend\n"
    }

    func testSyntaxErrors_reportMessageLineAndColumn() {
        let cases: [(name: String, text: String, message: String, line: Int, column: Int)] = [
            ("unterminated double-quoted string", spec("  s.x = \"abc"), "unterminated string", 2, 9),
            ("unterminated single-quoted string", spec("  s.x = 'abc"), "unterminated string", 2, 9),
            ("unterminated heredoc", spec("  s.x = <<~DESC\n    text"), "unterminated heredoc `DESC`", 2, 9),
            ("heredoc on the last line", "Pod::Spec.new do |s|\n  s.x = <<~DESC", "unterminated heredoc `DESC`", 2, 9),
            ("plain heredoc terminator must start the line", spec("  s.x = <<DESC\n  DESC"), "unterminated heredoc", 2, 9),
            ("missing end", "Pod::Spec.new do |s|\n  s.name = 'x'\n", "missing `end` for the block opened here", 1, 15),
            ("missing closing brace of a block", "Pod::Spec.new { |s|\n  s.name = 'x'\n", "missing `}`", 1, 15),
            ("missing end of the spec after a subspec", spec("  s.subspec 'A' do |a|\n    a.x = 1"), "missing `end`", 1, 15),
            ("missing end of a subspec", "Pod::Spec.new do |s|\n  s.subspec 'A' do |a|\n    a.x = 1\n", "missing `end`", 2, 17),
            ("unterminated array", "Pod::Spec.new do |s|\n  s.x = [1,\n  2", "unterminated array", 2, 9),
            ("array closed by end", spec("  s.x = [1,\n  2"), "expected `,` or `]`, found `end`", 4, 1),
            ("unterminated hash", "Pod::Spec.new do |s|\n  s.x = { a: 1,", "unterminated hash", 2, 9),
            ("unterminated interpolation", spec("  s.x = \"#{s.name"), "unterminated interpolation", 2, 10),
            ("string opened in an interpolation", spec("  s.x = \"#{s.name\""), "unterminated string", 2, 18),
            ("unterminated word list", spec("  s.x = %w[a b"), "unterminated word list", 2, 9),
            ("unterminated embedded document", "=begin\nnever ends", "unterminated `=begin` comment", 1, 1),
            ("bad unicode escape", spec("  s.x = \"\\u12\""), "invalid Unicode escape", 2, 10),
            ("surrogate unicode escape", spec("  s.x = \"\\u{D800}\""), "invalid Unicode escape", 2, 10),
            ("hex escape without digits", spec("  s.x = \"\\xg\""), "`\\x` must be followed by a hex digit", 2, 10),
            ("missing value after =", spec("  s.x =\n"), "expected a value, found `end`", 4, 1),
            ("double comma", spec("  s.x = [1,, 2]"), "expected a value, found `,`", 2, 12),
            ("hash without arrow", spec("  s.x = { :a 1 }"), "expected `=>`, found `1`", 2, 14),
            ("array without comma", spec("  s.x = [1 2]"), "expected `,` or `]`, found `2`", 2, 12),
            ("bare hash followed by a plain value", spec("  s.dependency 'A', :a => 1, 'b'"), "expected `key => value`", 2, 30),
            ("two values without comma", spec("  s.x = 'a' 'b'"), "expected the end of the statement, found a string", 2, 13),
            ("spec block without variable", "Pod::Spec.new do\nend", "expected a block variable `|s|`, found end of line", 1, 17),
            ("text after the spec", spec("") + "end\n", "expected end of file after the spec, found `end`", 4, 1),
            ("empty file", "", "expected `Pod::Spec.new`, found end of file", 1, 1),
            ("two specs", spec("") + spec(""), "unsupported construct `Pod`", 4, 1),
        ]
        for testCase in cases {
            assertFails(testCase.text, testCase.message, testCase.line, testCase.column, testCase.name)
        }
        let invalid = Array("Pod::Spec.new do |s|\n  s.x = '".utf8) + [0xC3, 0x28] + Array("'\nend".utf8)
        XCTAssertThrowsError(try Podspec(parsing: invalid)) { error in
            XCTAssertEqual(error as? ParseError, ParseError("invalid UTF-8 byte 0xc3", line: 2, column: 10))
        }
    }

    func testUnsupportedConstructs_areReportedNeverEvaluated() {
        let cases: [(name: String, text: String, construct: String, line: Int, column: Int)] = [
            ("backtick command", spec("  s.x = `rm -rf /`"), "`` ` ``", 2, 9),
            ("backtick statement", spec("  `touch /tmp/pwned`"), "`` ` ``", 2, 3),
            ("system call", spec("  system('touch /tmp/pwned')"), "`system`", 2, 3),
            ("system call without parentheses", spec("  s.x = 1\n  system 'ls'"), "`system`", 3, 3),
            ("exec", spec("  exec 'ls'"), "`exec`", 2, 3),
            ("eval", spec("  s.x = eval('1')"), "`eval`", 2, 9),
            ("%x command", spec("  s.x = %x(ls)"), "`%x`", 2, 9),
            ("command heredoc", spec("  s.x = <<~`CMD`\n  ls\n  CMD"), "`` <<` ``", 2, 9),
            ("require before the spec", "require 'json'\n" + spec(""), "`require`", 1, 1),
            ("local variable before the spec", "version = '1.0'\n" + spec(""), "`version`", 1, 1),
            ("File.read", spec("  s.version = File.read('VERSION')"), "`File`", 2, 15),
            ("method call on another receiver", spec("  t.version = '1'"), "`t`", 2, 3),
            ("if modifier", spec("  s.x = 1 if true"), "`if`", 2, 11),
            ("unless statement", spec("  unless false\n  end"), "`unless`", 2, 3),
            ("variable as a value", spec("  s.x = version"), "`version`", 2, 9),
            ("__FILE__", spec("  s.x = __FILE__"), "`__FILE__`", 2, 9),
            ("backtick inside an interpolation", spec("  s.x = \"#{`id`}\""), "`` ` ``", 2, 12),
            ("system inside an interpolation", spec("  s.x = \"#{system('id')}\""), "`system`", 2, 12),
            ("two values in one interpolation", spec("  s.x = \"#{1; 2}\""), "`;`: several statements in an interpolation", 2, 13),
            ("method call on a literal", spec("  s.x = 'a'.freeze"), "`.`: a method call on a literal", 2, 12),
            ("method call with arguments on the spec", spec("  s.x = s.name.gsub('a', 'b')"), "`(`: a method call with arguments", 2, 20),
            ("instance variable", spec("  s.x = @foo"), "`@foo`", 2, 9),
            ("global variable", spec("  s.x = $0"), "`$0`", 2, 9),
            ("interpolated instance variable", spec("  s.x = \"#@foo\""), "`#@`", 2, 10),
            ("compound assignment", spec("  s.x += 1"), "`+=`", 2, 7),
            ("comparison", spec("  s.x == 1"), "`==`", 2, 7),
            ("arithmetic", spec("  s.x = 1 + 2"), "`+`", 2, 11),
            ("append operator", spec("  s.x << 'a'"), "`<<`", 2, 7),
            ("assignment to the block variable", spec("  s = 1"), "`s`", 2, 3),
            ("constant other than Pod::Spec", "Pod::Spec.new do |s|\n  s.x = Dir.glob('*')\nend", "`Dir`", 2, 9),
            ("puts after the spec", spec("") + "puts 1\n", "`puts`", 4, 1),
            ("control escape", spec("  s.x = \"\\C-a\""), "`\\C`", 2, 10),
            ("byte escape above 0x7F", spec("  s.x = \"\\xff\""), "`\\xff`: a byte escape above 0x7F", 2, 10),
            ("multi-line string on a heredoc line", spec("  s.x = [<<~A, \"two\nlines\"]\n  body\n  A"), "`\"`: a literal spanning lines on a line that starts a heredoc", 2, 20),
        ]
        for testCase in cases {
            assertFails(testCase.text, "unsupported construct \(testCase.construct)", testCase.line, testCase.column, testCase.name)
        }
    }

    func testHostileInputs_failAtTheLimitsInsteadOfCrashing() {
        let depth = 200_000
        let cases: [(name: String, text: String, message: String)] = [
            ("deep arrays", spec("  s.x = " + String(repeating: "[", count: depth)), "nesting is deeper than 100 levels"),
            ("deep hashes", spec("  s.x = " + String(repeating: "{ a: ", count: depth)), "nesting is deeper than 100 levels"),
            ("deep interpolations", spec("  s.x = " + String(repeating: "\"#{", count: depth)), "interpolations nest deeper than 100 levels"),
            ("deep blocks", spec(String(repeating: "s.subspec 'a' do |s|\n", count: depth)), "nesting is deeper than 100 levels"),
            ("unterminated long string", spec("  s.x = '" + String(repeating: "a", count: depth)), "unterminated string"),
            ("unterminated long heredoc", spec("  s.x = <<~A\n" + String(repeating: "a\n", count: depth)), "unterminated heredoc"),
            ("endless comment lines", String(repeating: "# x\n", count: depth), "expected `Pod::Spec.new`, found end of file"),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try parsePodspec(testCase.text), testCase.name) { error in
                XCTAssertTrue((error as? ParseError)?.message.contains(testCase.message) == true, "\(testCase.name): \(error)")
            }
        }
    }

    func testNestingAtTheLimit_isAccepted() throws {
        let nested = String(repeating: "[", count: 4) + String(repeating: "]", count: 4)
        XCTAssertNoThrow(try parsePodspec(spec("s.x = " + nested), maximumDepth: 5), "the spec block is one level")
        XCTAssertThrowsError(try parsePodspec(spec("s.x = " + nested), maximumDepth: 4))
    }

    func testTenMegabyteString_isReadWhole() throws {
        let long = String(repeating: "x", count: 10 << 20)
        let parsed = try parsePodspec(spec("  s.description = '\(long)'"))
        XCTAssertEqual(parsed.value(of: "description")?.string?.utf8.count, 10 << 20)
    }

    func testFileOverTheSizeLimit_isRejected() {
        XCTAssertThrowsError(try Podspec(parsing: Array(spec("").utf8), maximumSize: 8)) { error in
            XCTAssertEqual((error as? ParseError)?.message, "file is 26 bytes; the limit is 8")
        }
    }
}
