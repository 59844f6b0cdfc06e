/// An exception UIKit or Core Animation raises on the control; on iOS it ends the app.
public enum RaisedException: Hashable, Sendable {
    /// A layer's geometry was given a NaN component: `CALayerInvalidGeometry`.
    case invalidGeometry(property: String, value: Rect)

    /// The exception's name, as iOS reports it.
    public var name: String {
        switch self {
        case .invalidGeometry: "CALayerInvalidGeometry"
        }
    }

    /// One line: the name and what was assigned.
    public var description: String {
        switch self {
        case .invalidGeometry(let property, let value):
            "\(name): \(property) (x \(value.x), y \(value.y), w \(value.width), h \(value.height))"
        }
    }
}
