/// A step's fields as values, in the order its kind writes them (`Step.write(to:)`), and read back with
/// `Step.init(kind:reading:)`: so that a field can be changed without knowing the kind of step it belongs to.
struct StepFieldRecord {
    /// One field's value, by the type `StepFieldWriter` writes it as.
    enum Value {
        case name(String)
        case flag(Bool)
        case integer(Int)
        case rating(Float)
        case size(Size)
        case image(Size?)
        case rect(Rect)
        case transform(Transform)
        case text(String)
        case optionalText(String?)
        case points([Point])
        case expectedSize(Size?)
        case expectedObservation(Observation)
    }

    /// A value of another type than the kind reads next, or none: the record was changed into one no step has.
    struct Mismatch: Error {}

    var values: [Value]

    init(_ step: Step) {
        var writer = Writer()
        step.write(to: &writer)
        values = writer.values
    }

    /// The step of `kind` these values are the fields of; `nil` when they are not.
    func step(of kind: Step.Kind) -> Step? {
        var reader = Reader(values: values[...])
        guard let step = try? Step(kind: kind, reading: &reader), reader.values.isEmpty else { return nil }
        return step
    }

    private struct Writer: StepFieldWriter {
        var values: [Value] = []

        mutating func name(_ key: String, _ value: String) { values.append(.name(value)) }
        mutating func flag(_ key: String, _ value: Bool) { values.append(.flag(value)) }
        mutating func integer(_ key: String, _ value: Int) { values.append(.integer(value)) }
        mutating func rating(_ key: String, _ value: Float) { values.append(.rating(value)) }
        mutating func size(_ key: String, _ value: Size) { values.append(.size(value)) }
        mutating func image(_ key: String, _ value: Size?) { values.append(.image(value)) }
        mutating func rect(_ key: String, _ value: Rect) { values.append(.rect(value)) }
        mutating func transform(_ key: String, _ value: Transform) { values.append(.transform(value)) }
        mutating func text(_ key: String, _ value: String) { values.append(.text(value)) }
        mutating func optionalText(_ key: String, _ value: String?) { values.append(.optionalText(value)) }
        mutating func points(_ key: String, _ value: [Point]) { values.append(.points(value)) }
        mutating func expectedSize(_ key: String, _ value: Size?) { values.append(.expectedSize(value)) }
        mutating func expectedObservation(_ key: String, _ value: Observation) {
            values.append(.expectedObservation(value))
        }
    }

    private struct Reader: StepFieldReader {
        var values: ArraySlice<Value>

        private mutating func next<Field>(_ field: (Value) -> Field?) throws(Mismatch) -> Field {
            guard let value = values.popFirst(), let read = field(value) else { throw Mismatch() }
            return read
        }

        mutating func property(_ key: String) throws(Mismatch) -> Assignment.Property {
            try next { if case .name(let name) = $0 { Assignment.Property(rawValue: name) } else { nil } }
        }
        mutating func contentMode(_ key: String) throws(Mismatch) -> ContentMode {
            try next { if case .name(let name) = $0 { ContentMode(rawValue: name) } else { nil } }
        }
        mutating func flag(_ key: String) throws(Mismatch) -> Bool {
            try next { if case .flag(let flag) = $0 { flag } else { nil } }
        }
        mutating func integer(_ key: String) throws(Mismatch) -> Int {
            try next { if case .integer(let number) = $0 { number } else { nil } }
        }
        mutating func rating(_ key: String) throws(Mismatch) -> Float {
            try next { if case .rating(let rating) = $0 { rating } else { nil } }
        }
        mutating func size(_ key: String) throws(Mismatch) -> Size {
            try next { if case .size(let size) = $0 { size } else { nil } }
        }
        mutating func image(_ key: String) throws(Mismatch) -> Size? {
            try next { if case .image(let image) = $0 { .some(image) } else { nil } }
        }
        mutating func rect(_ key: String) throws(Mismatch) -> Rect {
            try next { if case .rect(let rect) = $0 { rect } else { nil } }
        }
        mutating func transform(_ key: String) throws(Mismatch) -> Transform {
            try next { if case .transform(let transform) = $0 { transform } else { nil } }
        }
        mutating func text(_ key: String) throws(Mismatch) -> String {
            try next { if case .text(let text) = $0 { text } else { nil } }
        }
        mutating func optionalText(_ key: String) throws(Mismatch) -> String? {
            try next { if case .optionalText(let text) = $0 { .some(text) } else { nil } }
        }
        mutating func points(_ key: String) throws(Mismatch) -> [Point] {
            try next { if case .points(let points) = $0 { points } else { nil } }
        }
        mutating func expectedSize(_ key: String) throws(Mismatch) -> Size? {
            try next { if case .expectedSize(let size) = $0 { .some(size) } else { nil } }
        }
        mutating func expectedObservation(_ key: String) throws(Mismatch) -> Observation {
            try next { if case .expectedObservation(let observation) = $0 { observation } else { nil } }
        }
    }
}

extension Step {
    /// Whether the step hands the control several touches in one set, of whatever kind it is: a control reads
    /// any one of them first (a `Set` has no order, correction D).
    public var hasSeveralTouches: Bool {
        StepFieldRecord(self).values.contains { value in
            if case .points(let points) = value { points.count > 1 } else { false }
        }
    }
}
