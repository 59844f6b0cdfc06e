import JSONCoding

/// What the real control showed while it performed one case: its answer at each `observe` and
/// `sizeForImage` step (in the case-file schema), and the exception it raised, if any.
public struct ControlRun: Sendable {
    /// The control's observation (an `Observation` in the case-file schema) or `sizeForImage` result (a size),
    /// by the index of the step that asked for it.
    public var answers: [Int: JSON]
    /// The exception raised, at the index of the step that raised it; the control did nothing after it.
    public var raised: (step: Int, message: String)?

    /// A run with these answers.
    public init(answers: [Int: JSON] = [:], raised: (step: Int, message: String)? = nil) {
        self.answers = answers
        self.raised = raised
    }
}

/// Where the control first parted from the model in a case: the step and every field that differs there.
public struct Divergence: Sendable, Hashable {
    /// The step (0-based) at which they part.
    public var step: Int
    /// The fields that differ; `expected` is the model's value, `actual` the control's.
    public var mismatches: [FieldMismatch]

    /// A divergence at `step` in these fields.
    public init(step: Int, mismatches: [FieldMismatch]) {
        self.step = step
        self.mismatches = mismatches
    }
}
