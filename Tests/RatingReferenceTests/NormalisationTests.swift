import XCTest
@testable import RatingReference

/// rating-model.md, "Normalisation": each rule with hostile and ordinary values, worked by hand.
final class NormalisationTests: XCTestCase {
    func testFiniteNonnegative_hostileValuesBecomeZero_othersKeptOrCapped() {
        let rows: [(value: Double, max: Double?, expected: Double, line: UInt)] = [
            (.nan, nil, 0, #line), (.infinity, nil, 0, #line), (-.infinity, nil, 0, #line), (-1, nil, 0, #line),
            (-.leastNonzeroMagnitude, nil, 0, #line), (0, nil, 0, #line), (7.5, nil, 7.5, #line),
            (.greatestFiniteMagnitude, nil, .greatestFiniteMagnitude, #line),
            (.greatestFiniteMagnitude, 1e6, 1e6, #line), (2e6, 1e6, 1e6, #line), (999_999, 1e6, 999_999, #line),
            (.infinity, 1e6, 0, #line), (.nan, 1e6, 0, #line),
        ]
        for row in rows {
            XCTAssertEqual(Normalisation.finiteNonnegative(row.value, max: row.max), row.expected, line: row.line)
        }
    }

    func testMaxRating_clampedToOneThroughHundred() {
        let rows: [(Int, Int)] = [(.min, 1), (-7, 1), (0, 1), (1, 1), (5, 5), (100, 100), (101, 100), (.max, 100)]
        for (value, expected) in rows {
            XCTAssertEqual(Normalisation.maxRating(value), expected, "maxRating \(value)")
        }
    }

    func testMinRating_clampedToZeroThroughMaxRating() {
        let rows: [(value: Int, max: Int, expected: Int)] = [
            (.min, 5, 0), (-1, 5, 0), (0, 5, 0), (3, 5, 3), (5, 5, 5), (6, 5, 5), (5, 3, 3), (.max, 100, 100),
        ]
        for row in rows {
            XCTAssertEqual(Normalisation.minRating(row.value, maxRating: row.max), row.expected, "minRating \(row.value)")
        }
    }

    func testMinImageSize_eachHostileDimensionZeroed_companionKept() {
        let rows: [(Size, Size)] = [
            (Size(width: -1, height: 8), Size(width: 0, height: 8)),
            (Size(width: .nan, height: 8), Size(width: 0, height: 8)),
            (Size(width: .infinity, height: 8), Size(width: 0, height: 8)),
            (Size(width: 8, height: -.infinity), Size(width: 8, height: 0)),
            (Size(width: .nan, height: .nan), Size(width: 0, height: 0)),
            (Size(width: .greatestFiniteMagnitude, height: 3), Size(width: .greatestFiniteMagnitude, height: 3)),
            (Size(width: 7, height: 9), Size(width: 7, height: 9)),
        ]
        for (value, expected) in rows {
            XCTAssertEqual(Normalisation.minImageSize(value), expected, "minImageSize \(value)")
        }
    }

    func testBoundedRating_nonFiniteFallsBackAndFiniteIsClamped() {
        let rows: [(rating: Float, min: Int, max: Int, expected: Float)] = [
            (.nan, 2, 3, 2), (-.infinity, 2, 3, 2), (.infinity, 2, 3, 3), (7, 2, 3, 3), (-1, 2, 3, 2),
            (2.5, 2, 3, 2.5), (0, 0, 5, 0), (5, 0, 5, 5), (.greatestFiniteMagnitude, 0, 100, 100),
            (-.greatestFiniteMagnitude, 1, 5, 1), (.leastNonzeroMagnitude, 0, 5, .leastNonzeroMagnitude),
        ]
        for row in rows {
            XCTAssertEqual(
                Normalisation.boundedRating(row.rating, minRating: row.min, maxRating: row.max), row.expected,
                "boundedRating(\(row.rating)) in \(row.min)…\(row.max)")
        }
    }
}
