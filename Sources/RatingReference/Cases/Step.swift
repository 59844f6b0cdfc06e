/// One thing a case does to the control, or one look at it.
public enum Step: Hashable, Sendable {
    /// A property assignment.
    case set(Assignment)
    /// A call of `layoutSubviews()`.
    case layout
    /// `touchesBegan` with these touch locations (the first one counts; an empty list is an empty set).
    case touchesBegan([Point])
    /// `touchesMoved` with these touch locations.
    case touchesMoved([Point])
    /// `touchesEnded` with these touch locations.
    case touchesEnded([Point])
    /// `accessibilityIncrement()`.
    case accessibilityIncrement
    /// `accessibilityDecrement()`.
    case accessibilityDecrement
    /// A call of `sizeForImage(_:inSize:)`, with the result expected (or `nil` for none).
    case sizeForImage(image: Size, container: Size, expect: Size?)
    /// A look at the control: the fields present in the observation are the ones expected.
    case observe(Observation)

    /// The step's name in the JSON schema (`"do"`).
    public var action: String {
        switch self {
        case .set: "set"
        case .layout: "layout"
        case .touchesBegan: "touchesBegan"
        case .touchesMoved: "touchesMoved"
        case .touchesEnded: "touchesEnded"
        case .accessibilityIncrement: "accessibilityIncrement"
        case .accessibilityDecrement: "accessibilityDecrement"
        case .sizeForImage: "sizeForImage"
        case .observe: "observe"
        }
    }
}
