import JSONCoding
import XCTest
@testable import RatingReference

/// The cases verify-control generates: reproducible, inside what a UIKit control can be given, and aimed at
/// the model's decision boundaries.
final class BoundaryCaseGeneratorTests: XCTestCase {
    private func cases(_ count: Int, seed: UInt64 = 3) -> [OracleCase] {
        (0..<count).map { index in
            var generator = BoundaryCaseGenerator(seed: seed, index: index)
            return generator.generate()
        }
    }

    func testSameSeedAndIndex_sameCase_andEveryCaseEndsWithALook() {
        // Compared as case files: a NaN rating is never equal to itself, its text is.
        let text = { (cases: [OracleCase]) in JSONWriter.text(of: CaseFileEncoder.document(cases), style: .compact) }
        XCTAssertEqual(text(cases(50)), text(cases(50)))
        XCTAssertNotEqual(text(cases(50)), text(cases(50, seed: 4)))
        for oracleCase in cases(200) {
            guard case .observe? = oracleCase.steps.last else { return XCTFail("\(oracleCase.name) ends without a look") }
        }
    }

    func testInputs_stayWhereUIKitCanGo_boundsWithoutNaNAndRealImages_infiniteAndNegativeBoundsIncluded() {
        var infinite = 0, negative = 0
        for oracleCase in cases(500) {
            for case .set(let assignment) in oracleCase.steps {
                switch assignment {
                case .bounds(let rect):
                    XCTAssertFalse(rect.containsNaN, "\(rect)")
                    if !rect.isFinite { infinite += 1 }
                    if rect.width < 0 || rect.height < 0 { negative += 1 }
                case .emptyImage(let image?), .fullImage(let image?):
                    XCTAssertTrue(image.width.isFinite && image.height.isFinite && image.width >= 0 && image.height >= 0)
                default: continue
                }
            }
        }
        XCTAssertGreaterThan(infinite, 0, "infinite bounds reach the control's guards")
        XCTAssertGreaterThan(negative, 0, "negative bounds are stored standardized")
    }

    func testTouches_landOnFrameEdgesAndThresholds_justBesideThem_andSometimesSeveralAtOnce() {
        var onEdges = 0, beside = 0, several = 0, touches = 0
        for oracleCase in cases(500) {
            var model = RatingControl()
            for step in oracleCase.steps {
                if case .touchesBegan(let points) = step, let point = points.first, !model.frames.isEmpty {
                    touches += 1
                    if points.count > 1 { several += 1 }
                    let marks = model.frames.flatMap { frame in
                        [0, 0.25, 0.5, 0.75, 1].map { frame.x + frame.width * $0 }
                    }
                    if marks.contains(point.x) { onEdges += 1 }
                    let offset = BoundaryCaseGenerator.beside * max(abs(point.x), 1)
                    if marks.contains(where: { abs(abs($0 - point.x) - offset) <= offset * 1e-3 }) { beside += 1 }
                }
                model.apply(step)
            }
        }
        XCTAssertGreaterThan(touches, 300)
        XCTAssertGreaterThan(onEdges, touches / 5, "at an edge or threshold")
        XCTAssertGreaterThan(beside, touches / 5, "just below or above one")
        XCTAssertGreaterThan(several, touches / 20, "several touches in one step")
    }
}
