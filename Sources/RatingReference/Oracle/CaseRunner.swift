/// What running one case gave: the case with the model's observations, and every mismatch.
public struct CaseOutcome: Hashable, Sendable {
    /// The case as run: each `observe` and `sizeForImage` step holds the model's full output instead of the
    /// expectation, and a final `observe` is appended when the case does not end with one.
    public var evaluated: OracleCase
    /// The expected fields the model did not produce, in step order.
    public var mismatches: [FieldMismatch]
    /// The control after the last step.
    public var control: RatingControl

    /// Whether every expectation held.
    public var passed: Bool { mismatches.isEmpty }
}

/// Runs cases on the model and compares the observations with the expectations.
public enum CaseRunner {
    /// Runs `oracleCase` on a control in the default state, its expectations held exactly (worked by hand).
    public static func run(_ oracleCase: OracleCase) -> CaseOutcome {
        run(oracleCase, numbers: .exact)
    }

    /// Runs `oracleCase` as `run(_:)` does, its expectations held as `numbers` says: within the verifier's
    /// tolerance for `oracle --eval` of a case `verify-control` saved with the control's values as expectations.
    public static func run(_ oracleCase: OracleCase, numbers: ObservationMatch.Numbers) -> CaseOutcome {
        var control = RatingControl()
        var evaluatedSteps: [Step] = []
        var mismatches: [FieldMismatch] = []
        for (index, step) in oracleCase.steps.enumerated() {
            switch step {
            case .observe(let expected):
                let actual = control.observe()
                mismatches += ObservationMatch.mismatches(expected: expected, actual: actual, step: index, numbers: numbers)
                evaluatedSteps.append(.observe(actual))
            case .sizeForImage(let image, let container, let expected):
                let actual = Layout.sizeForImage(image, in: container)
                if let expected {
                    mismatches += ObservationMatch.mismatches(expected: expected, actual: actual, step: index, numbers: numbers)
                }
                evaluatedSteps.append(.sizeForImage(image: image, container: container, expect: actual))
            default:
                control.apply(step)
                evaluatedSteps.append(step)
            }
        }
        if case .observe? = evaluatedSteps.last {} else {
            evaluatedSteps.append(.observe(control.observe()))
        }
        let evaluated = OracleCase(name: oracleCase.name, documented: oracleCase.documented, steps: evaluatedSteps)
        return CaseOutcome(evaluated: evaluated, mismatches: mismatches, control: control)
    }
}
