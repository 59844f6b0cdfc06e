import BaselineChecks
import RatingReference

/// What became of one case sent to the control driver.
package enum ControlCaseResult: Sendable {
    /// The case ran to its end (or to an exception the control raised, which ends the app).
    case ran(ControlRun)
    /// The driver died in the case: at `step` (when announced), with `detail` (the signal or status, or the
    /// directory kept in memory it filled, and the first line the control printed, e.g. Swift's "Fatal error: …").
    case crashed(step: Int?, detail: String)
    /// The case ran past its deadline at `step` and was killed.
    case timedOut(step: Int?, seconds: Int)
    /// The case never ran, or what it wrote passed a budget and was cut off; and why.
    case notRun(String)
}
