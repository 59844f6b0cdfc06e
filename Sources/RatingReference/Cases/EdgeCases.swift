/// The documented edge cases of the rating control, as data: inputs, events and expected observations.
///
/// Every expected number below is worked by hand from the formulas of `rating-model.md` (or read off the
/// README and plans); none is computed by the model. The oracle runs the model through the steps and
/// compares what it observes with these expectations.
public enum EdgeCases {
    /// Every case, in the order the oracle runs and exports them.
    public static let all: [OracleCase] = normalisation + geometry + rendering + interaction + corrections + app

    /// The case called `name`, if there is one.
    public static func named(_ name: String) -> OracleCase? {
        all.first { $0.name == name }
    }
}
