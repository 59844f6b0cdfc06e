/// The rating a touch at a point asks for, before it is bounded.
public enum TouchRating {
    /// How a touch inside a pair turns into a rating.
    public enum Granularity: Sendable {
        case whole, half, float
    }

    /// Scans pairs from last to first; the first pair the touch lies right of decides; `0` when none does.
    public static func rating(at point: Point, frames: [Rect], granularity: Granularity) -> Float {
        for index in frames.indices.reversed() {
            let frame = frames[index]
            guard frame.width != 0, point.x > frame.minX else { continue }
            return rating(at: point, inPair: index, frame: frame, granularity: granularity)
        }
        return 0
    }

    /// The rating for a touch that landed right of pair `index`'s left edge.
    static func rating(at point: Point, inPair index: Int, frame: Rect, granularity: Granularity) -> Float {
        let localX = point.x - frame.minX
        let localY = point.y - frame.minY
        let inside = localX >= 0 && localX < frame.width && localY >= 0 && localY < frame.height
        let whole = Float(index) + 1
        guard inside, granularity != .whole else { return whole }
        let fraction = Float(localX / frame.width)
        guard granularity == .half else { return Float(index) + fraction }
        return Float(index) + (fraction > 0.75 ? 1 : fraction > 0.25 ? 0.5 : 0)
    }
}
