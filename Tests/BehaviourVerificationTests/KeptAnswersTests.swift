import RatingReference
import XCTest
@testable import BehaviourVerification

/// What `--against` keeps of the earlier control's runs: within its budget, a run whole; beyond it, nothing,
/// which the comparison counts among the cases it could not compare, never as a change.
final class KeptAnswersTests: XCTestCase {
    func testARunBeyondTheBudget_isNotKept_otherResultsPassThrough() {
        let kept = KeptAnswers(bytes: 10)
        let run = { (text: String) in ControlCaseResult.ran(ControlRun(answers: [0: ControlAnswer(text: Array(text.utf8))])) }
        XCTAssertNotNil(kept.keep(run("123456")))
        XCTAssertNil(kept.keep(run("123456")), "6 more bytes pass the 10 kept")
        XCTAssertNotNil(kept.keep(run("1234")))
        guard case .notRun? = kept.keep(.notRun("x")) else { return XCTFail("a result without answers is kept as it is") }
    }
}
