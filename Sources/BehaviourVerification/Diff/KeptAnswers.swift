import BaselineSupport
import RatingReference
import Synchronization

/// The answers a comparison keeps of one control's runs until the other control's are held against them, at
/// most `bytes` in all: a run that would take them past it is not kept, and its case cannot be compared (a
/// limit of the tool's, never a behaviour change). The runs are the controls', so their answers are only as
/// small as the driver's budgets make them.
final class KeptAnswers: Sendable {
    let bytes: Int
    private let used = Mutex(0)

    init(bytes: Int) {
        self.bytes = bytes
    }

    /// `result`, or `nil` when it is a run whose answers do not fit what is left.
    func keep(_ result: ControlCaseResult) -> ControlCaseResult? {
        guard case .ran(let run) = result else { return result }
        let size = run.answers.values.reduce(0) { $0 + $1.text.count }
        let fits = used.withLock { used in
            guard size <= bytes - used else { return false }
            used += size
            return true
        }
        return fits ? result : nil
    }

    /// Why a case whose earlier run was not kept cannot be compared.
    var notKeptReason: String {
        "its answers would pass the \(Mebibytes.text(bytes)) a comparison keeps"
    }
}
