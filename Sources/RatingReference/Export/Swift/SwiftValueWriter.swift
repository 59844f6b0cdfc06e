/// A property's value as the Swift expression an exported test assigns, written from the assignment's field
/// (`Assignment.write(to:)`) by the field's type: a property of a type written here needs nothing of its own.
struct SwiftValueWriter: StepFieldWriter {
    private var property = ""
    /// The expression, once written; `nil` for an image no renderer makes exactly.
    private(set) var value: String?

    /// The property's name, then a content mode's.
    mutating func name(_ key: String, _ value: String) {
        if key == "property" { property = value } else { self.value = "." + value }
    }

    /// A flag; `delegate`'s attaches the run's recording delegate.
    mutating func flag(_ key: String, _ value: Bool) {
        if property == Assignment.Property.delegate.rawValue {
            self.value = value ? "run.recorder" : "nil"
        } else {
            self.value = "\(value)"
        }
    }

    mutating func integer(_ key: String, _ value: Int) { self.value = "\(value)" }
    mutating func rating(_ key: String, _ value: Float) { self.value = SwiftLiteral.number(value) }
    mutating func size(_ key: String, _ value: Size) { self.value = SwiftLiteral.size(value) }
    mutating func rect(_ key: String, _ value: Rect) { self.value = SwiftLiteral.rect(value) }
    mutating func text(_ key: String, _ value: String) { self.value = SwiftLiteral.string(value) }
    mutating func optionalText(_ key: String, _ value: String?) { self.value = value.map(SwiftLiteral.string) ?? "nil" }
    mutating func points(_ key: String, _ value: [Point]) { self.value = SwiftLiteral.points(value) }

    mutating func transform(_ key: String, _ value: Transform) {
        self.value = "CGAffineTransform(scaleX: \(SwiftLiteral.number(value.scaleX)), y: \(SwiftLiteral.number(value.scaleY)))"
    }

    /// An image drawn at its size, `nil` for none, and no expression for a size no renderer makes exactly.
    mutating func image(_ key: String, _ value: Size?) {
        guard let value else {
            self.value = "nil"
            return
        }
        self.value = Assignment.renderable(value) ? "ConformanceRun.image(\(SwiftLiteral.size(value)))" : nil
    }

    // Expectations are no values an assignment writes.
    mutating func expectedSize(_ key: String, _ value: Size?) {}
    mutating func expectedObservation(_ key: String, _ value: Observation) {}
}
