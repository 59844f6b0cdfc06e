/// A rejected assignment of a NaN component to a layer's bounds or position (stand-in only).
///
/// iOS raises `CALayerInvalidGeometry` for such an assignment, e.g. "CALayer position contains NaN: [nan 5]"
/// from `-[CALayer setPosition:]` (also under `-[UIView setFrame:]`). Infinite components are accepted, as
/// iOS accepts them (such a layer fails only when rendered). The stand-in reports the assignment to
/// `StandInRecorder.invalidGeometryHandler` and keeps the old value.
@_spi(CheckBaseline) public struct StandInInvalidGeometry: Equatable, Sendable {
    /// The layer property assigned: "bounds" or "position".
    public let property: String
    /// The rejected value as iOS prints it: "[x y]" for a point, "[x y; width height]" for a rectangle.
    public let value: String
    /// The exception's reason, e.g. "CALayer bounds contains NaN: [0 0; nan 10]".
    public let message: String
}

extension StandInInvalidGeometry {
    /// Whether `point` may be assigned to `property`; reports it when not.
    static func accepts(_ point: CGPoint, as property: String) -> Bool {
        accepts([point.x, point.y], as: property) { "[\(format(point.x)) \(format(point.y))]" }
    }

    /// Whether `rect` may be assigned to `property`; reports it when not.
    static func accepts(_ rect: CGRect, as property: String) -> Bool {
        accepts([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], as: property) {
            "[\(format(rect.origin.x)) \(format(rect.origin.y)); \(format(rect.size.width)) \(format(rect.size.height))]"
        }
    }

    /// The text of the value is only made for a report: every layout assigns geometry many times.
    private static func accepts(_ components: [CGFloat], as property: String, text: () -> String) -> Bool {
        guard components.contains(where: \.isNaN) else { return true }
        let value = text()
        StandInRecorder.invalidGeometryHandler(
            StandInInvalidGeometry(property: property, value: value, message: "CALayer \(property) contains NaN: \(value)"))
        return false
    }

    /// `%g`, as Core Animation prints coordinates; every NaN prints as "nan", whatever its sign bit.
    private static func format(_ component: CGFloat) -> String {
        component.isNaN ? "nan" : String(format: "%g", Double(component))
    }
}
