import JSONCoding

/// What the real control showed while it performed one case: its answer at each `observe` and
/// `sizeForImage` step (in the case-file schema), and the exception it raised, if any.
public struct ControlRun: Sendable {
    /// The control's observation (an `Observation` in the case-file schema) or `sizeForImage` result (a size),
    /// by the index of the step that asked for it.
    public var answers: [Int: ControlAnswer]
    /// The exception raised, at the index of the step that raised it; the control did nothing after it.
    public var raised: (step: Int, message: String)?
    /// What the control asked that the UIKit stand-in could not answer as iOS would (`responds(to:)` for a
    /// selector it does not know, an action sent to a target): the answers may then not be iOS's.
    public var notVerifiable: [String] = []

    /// A run with these answers.
    public init(answers: [Int: ControlAnswer] = [:], raised: (step: Int, message: String)? = nil) {
        self.answers = answers
        self.raised = raised
    }
}

/// One answer of the control as the driver wrote it: compact JSON text, read as JSON only when it is not
/// the very text of the model's answer (thousands of answers a run agree to the byte).
public struct ControlAnswer: Sendable {
    /// The JSON text.
    public let text: [UInt8]

    /// The answer written as `text`.
    public init(text: [UInt8]) {
        self.text = text
    }

    /// The answer `json`, written compactly.
    public init(_ json: JSON) {
        text = Array(JSONWriter.text(of: json, style: .compact).utf8)
    }

    /// The answer as JSON; `nil` when it is not JSON.
    public var json: JSON? { try? JSONParser.parse(text) }
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
