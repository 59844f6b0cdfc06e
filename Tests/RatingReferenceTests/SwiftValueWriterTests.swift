import XCTest
@testable import RatingReference

/// The exported test's value of each property, written by the value's type: every property's example, the
/// delegate's two ends, and the images a renderer cannot make exactly.
final class SwiftValueWriterTests: XCTestCase {
    func testEveryPropertysExample_asSwift() {
        let expected: [Assignment.Property: String] = [
            .emptyImage: "ConformanceRun.image(CGSize(width: 20, height: 10))",
            .fullImage: "nil",
            .minRating: "1",
            .maxRating: "7",
            .minImageSize: "CGSize(width: 4, height: 3)",
            .rating: "1.5",
            .editable: "false",
            .halfRatings: "true",
            .floatRatings: "true",
            .shouldBounce: "true",
            .delegate: "run.recorder",
            .bounds: "CGRect(x: 0, y: 0, width: 100, height: 10)",
            .transform: "CGAffineTransform(scaleX: 2, y: 1)",
            .imageContentMode: ".center",
            .accessibilityLabel: "\"Two words%\"",
        ]
        XCTAssertEqual(Set(expected.keys), Set(Assignment.Property.allCases), "a row for every property")
        for property in Assignment.Property.allCases {
            XCTAssertEqual(property.example.swiftValue, expected[property], "\(property)")
        }
    }

    func testTheDelegateDetached_andValuesNoRendererMakes() {
        let table: [(Assignment, String?)] = [
            (.delegate(false), "nil"),
            (.emptyImage(Size(width: 0.5, height: 10)), nil),
            (.fullImage(Size(width: 2_000, height: 10)), nil),
            (.emptyImage(Size(width: 0, height: 0)), "ConformanceRun.image(CGSize(width: 0, height: 0))"),
            (.rating(.nan), "Float.nan"),
            (.bounds(Rect(x: 0, y: 0, width: .infinity, height: 1)),
             "CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)"),
        ]
        for (assignment, expected) in table {
            XCTAssertEqual(assignment.swiftValue, expected, "\(assignment)")
        }
    }
}
