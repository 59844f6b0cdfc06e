/// Which full overlay the bounce animation scales.
public enum Bounce {
    /// `clamp(Int(max(rating − 1, 0)), 0, count − 1)`, or `nil` when there is no pair to bounce.
    public static func overlayIndex(rating: Float, count: Int) -> Int? {
        guard count > 0 else { return nil }
        let shifted = max(rating - 1, 0)
        // A bounded rating is finite and at most 100; an unbounded one must still not trap the conversion.
        guard !shifted.isNaN else { return 0 }
        guard shifted < Float(count) else { return count - 1 }
        return Int(shifted)
    }
}
