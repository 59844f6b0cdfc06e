/// Simpler versions of a step, for shrinking (invariant breaks here, control differences in `verify-control`):
/// the same step with one number made rounder.
public enum StepSimplifier {
    /// The round numbers a value is tried as, simplest first.
    static let roundValues: [Double] = [0, 1, 10, 100]

    /// Every variant of `step` with one of its numbers replaced by a rounder one.
    public static func variants(of step: Step) -> [Step] {
        switch step {
        case .set(let assignment): variants(of: assignment).map(Step.set)
        case .touchesBegan(let touches): variants(of: touches).map(Step.touchesBegan)
        case .touchesMoved(let touches): variants(of: touches).map(Step.touchesMoved)
        case .touchesEnded(let touches): variants(of: touches).map(Step.touchesEnded)
        default: []
        }
    }

    static func variants(of assignment: Assignment) -> [Assignment] {
        switch assignment {
        case .emptyImage(let image?): variants(of: image).map(Assignment.emptyImage)
        case .fullImage(let image?): variants(of: image).map(Assignment.fullImage)
        case .minImageSize(let size): variants(of: size).map(Assignment.minImageSize)
        case .bounds(let rect): variants(of: rect).map(Assignment.bounds)
        case .rating(let rating): rounder(Double(rating)).map { .rating(Float($0)) }
        default: []
        }
    }

    /// Rounder versions of a finite value: a few round numbers, and the value truncated to an integer.
    /// Hostile values (NaN, infinities, extremes) are what an input is often about, so they stay.
    static func rounder(_ value: Double) -> [Double] {
        guard value.isFinite, abs(value) < 1e15 else { return [] }
        let truncated = Double(Int64(value))
        guard !roundValues.contains(value) else { return [] }
        return (roundValues + [truncated]).filter { $0 != value }
    }

    static func variants(of size: Size) -> [Size] {
        rounder(size.width).map { Size(width: $0, height: size.height) }
            + rounder(size.height).map { Size(width: size.width, height: $0) }
    }

    static func variants(of rect: Rect) -> [Rect] {
        rounder(rect.x).map { Rect(x: $0, y: rect.y, width: rect.width, height: rect.height) }
            + rounder(rect.y).map { Rect(x: rect.x, y: $0, width: rect.width, height: rect.height) }
            + variants(of: rect.size).map { Rect(origin: Point(x: rect.x, y: rect.y), size: $0) }
    }

    static func variants(of touches: [Point]) -> [[Point]] {
        touches.indices.flatMap { index in
            let point = touches[index]
            let moved = rounder(point.x).map { Point(x: $0, y: point.y) }
                + rounder(point.y).map { Point(x: point.x, y: $0) }
            return moved.map { replacement in
                var changed = touches
                changed[index] = replacement
                return changed
            }
        }
    }
}
