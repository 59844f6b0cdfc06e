import XCTest
@testable import BaselineChecks

/// A missing fragment's near miss: one token replaced (not a name for a name) or one inner token left out.
final class SwiftNearMissTests: XCTestCase {
    private func nearMiss(_ fragment: String, in source: String) throws -> String? {
        let file = try SwiftSourceFile(utf8: Array(source.utf8))
        return file.nearMiss(of: try SwiftFragment(fragment)).map { "\($0.location.line):\($0.location.column) \($0.difference)" }
    }

    func testNearMisses() throws {
        let cases: [(fragment: String, source: String, expected: String?)] = [
            ("public weak var delegate", "class A {\n    public var delegate: D?\n}\n", "2:5 without `weak`"),
            ("open class HeartRatingView: UIView", "public class HeartRatingView: UIView {}\n", "1:1 `public` instead of `open`"),
            ("static let maximumRatingCount = 100", "private static let maximumRatingCount = 1000\n", "1:9 `1000` instead of `100`"),
            // A name for a name is another thing, not a near miss.
            ("func testA()", "func testB() {}\n", nil),
            // The last (or first) token left out is a prefix, not a near miss.
            ("let x = y", "let x = f(y)\n", nil),
            // Two differences are too many.
            ("public weak var delegate", "private var delegate\n", nil),
            // Fewer than three tokens: no near miss at all.
            ("@objcMembers", "@objc class A {}\n", nil),
            // Comments and strings hold no tokens to miss nearly.
            ("public weak var delegate", "// public var delegate\nlet s = \"public var delegate\"\n", nil),
        ]
        for (fragment, source, expected) in cases {
            XCTAssertEqual(try nearMiss(fragment, in: source), expected, fragment)
        }
    }
}
