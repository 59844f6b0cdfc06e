/// Simpler versions of a step, for shrinking (invariant breaks here, control differences in `verify-control`):
/// the same step with one number made rounder. It works on the step's fields (`StepFieldRecord`), so a new kind
/// of step is simplified by the types of its fields: sizes, images, rectangles, ratings and touches; counts,
/// flags, transforms, texts and expectations stay as they are.
public enum StepSimplifier {
    /// The round numbers a value is tried as, simplest first.
    static let roundValues: [Double] = [0, 1, 10, 100]

    /// Every variant of `step` with one of its numbers replaced by a rounder one, field by field in their order.
    /// An expected size is dropped from a variant: it was the answer to the numbers before.
    public static func variants(of step: Step) -> [Step] {
        let record = StepFieldRecord(step)
        return record.values.indices.flatMap { index in
            variants(of: record.values[index]).compactMap { value in
                var changed = record
                changed.values[index] = value
                changed.values = changed.values.map { if case .expectedSize = $0 { .expectedSize(nil) } else { $0 } }
                return changed.step(of: step.kind)
            }
        }
    }

    static func variants(of value: StepFieldRecord.Value) -> [StepFieldRecord.Value] {
        switch value {
        case .size(let size): variants(of: size).map(StepFieldRecord.Value.size)
        case .image(let image?): variants(of: image).map(StepFieldRecord.Value.image)
        case .rect(let rect): variants(of: rect).map(StepFieldRecord.Value.rect)
        case .rating(let rating): rounder(Double(rating)).map { .rating(Float($0)) }
        case .points(let touches): variants(of: touches).map(StepFieldRecord.Value.points)
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
