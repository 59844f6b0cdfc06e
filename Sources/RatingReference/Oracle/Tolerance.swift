import JSONCoding

/// How closely the real control must agree with the model, field by field.
///
/// A view's frame is stored as its centre and size and read back from them (correction E), so geometry may
/// differ in its last bits; a touch-derived rating then may differ by a `Float` ulp or two. Everything else
/// (counts, indices, flags, text) must be equal.
public enum Tolerance {
    /// Geometry: a relative difference of at most 1e-9 of the larger magnitude (at least 1 point).
    public static let geometry = 1e-9
    /// Ratings: a relative difference of at most 1e-6 of the larger magnitude (at least 1), a few `Float` ulps.
    public static let rating = 1e-6

    /// Whether two numbers agree within `relative` of the larger magnitude (floor 1); NaN agrees with NaN and
    /// an infinity with the same infinity.
    public static func agree(_ first: Double, _ second: Double, relative: Double) -> Bool {
        if first == second || (first.isNaN && second.isNaN) { return true }
        guard first.isFinite, second.isFinite else { return false }
        return abs(first - second) <= relative * max(abs(first), abs(second), 1)
    }

    /// The relative tolerance for a number at the end of a field path (`pairs[2].frame.x`, `events[0].didUpdate`);
    /// `nil` when the number must be exact.
    static func relative(forField path: String) -> Double? {
        let key = path.split(separator: ".").last.map { String($0.prefix { $0 != "[" }) } ?? path
        switch key {
        case "rating", "isUpdating", "didUpdate": return rating
        case "x", "y", "width", "height", "sizeForImage": return geometry
        default: return nil
        }
    }

    /// Whether two accessibility values `"<r> of <n>"` agree: the same count, ratings within `rating`.
    static func accessibilityValuesAgree(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        let left = first.split(separator: " ")
        let right = second.split(separator: " ")
        guard left.count == 3, right.count == 3, left[1] == "of", right[1] == "of", left[2] == right[2],
              let firstRating = Float(left[0]), let secondRating = Float(right[0])
        else { return false }
        return agree(Double(firstRating), Double(secondRating), relative: rating)
    }

    /// A JSON number or non-finite spelling as a `Double`.
    static func number(_ json: JSON) -> Double? {
        switch json.value {
        case .number(let text): Double(text)
        case .string(let text): NonFiniteSpelling.value(of: text)
        default: nil
        }
    }
}
