/// A deadline for a whole command made of steps run in this process, checked between steps (a step under way
/// is not stopped: each is bounded by budgets of its own), and where the time went, so that a deadline that
/// passed can name what was slow.
package struct StepClock: Sendable {
    /// The deadline, in milliseconds from the clock's start.
    package let limitMilliseconds: Int
    private let start: Int
    private var lastMark: Int
    /// Each finished step and how long it took, in order.
    private(set) var steps: [(name: String, milliseconds: Int)] = []

    package init(limitMilliseconds: Int) {
        self.limitMilliseconds = limitMilliseconds
        start = Deadline.now()
        lastMark = start
    }

    /// Records that `step` ended now.
    package mutating func finished(_ step: String) {
        let now = Deadline.now()
        steps.append((step, now - lastMark))
        lastMark = now
    }

    /// Whether the deadline has passed.
    package var passed: Bool { Deadline.now() - start >= limitMilliseconds }

    /// Why a step was not run: whose deadline passed (`owner`, a possessive) and the slowest step so far, as
    /// `the header checks' deadline of 10 s passed (deriving the header took 10.2 s)`.
    package func overrun(of owner: String) -> String {
        var text = "\(owner) deadline of \(Self.seconds(limitMilliseconds)) passed"
        if let slowest = steps.max(by: { $0.milliseconds < $1.milliseconds }) {
            text += " (\(slowest.name) took \(Self.seconds(slowest.milliseconds)))"
        }
        return text
    }

    /// `10 s`, `1.5 s`, `0.2 s`.
    static func seconds(_ milliseconds: Int) -> String {
        let tenths = (milliseconds + 50) / 100
        return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
    }
}
