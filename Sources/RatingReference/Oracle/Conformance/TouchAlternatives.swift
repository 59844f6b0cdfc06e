/// The touch steps a control may equally have performed for one touch step of a case.
///
/// The control reads `touches.first` of a `Set`, whose order is unspecified (correction D), so each touch
/// may be the one read. And UIKit stores a view's frame as its centre and size (correction E), so a control
/// that reads a frame back (`frame.minX`) or converts the touch into the view (`(x − centre) + w / 2`)
/// may round differently from the model's `x − minX`: where, for this touch, those computations differ,
/// the touch may fall on either side of an edge or threshold within that rounding, and is moved by it
/// both ways. Where they agree (small whole numbers, say), the touch is taken exactly as written.
enum TouchAlternatives {
    /// The alternatives of a `touchesBegan` or `touchesMoved` step on a control with `frames`; any other
    /// step alone. The first alternative is the step as written.
    static func of(_ step: Step, frames: [Rect]) -> [Step] {
        switch step {
        case .touchesBegan(let touches): orders(of: touches, frames: frames).map(Step.touchesBegan)
        case .touchesMoved(let touches): orders(of: touches, frames: frames).map(Step.touchesMoved)
        default: [step]
        }
    }

    /// Each touch first in turn, each also moved by the rounding its frames allow, in x and in y.
    static func orders(of touches: [Point], frames: [Rect]) -> [[Point]] {
        guard !touches.isEmpty else { return [touches] }
        var result: [[Point]] = []
        for chosen in touches.indices {
            var reordered = touches
            reordered.swapAt(0, chosen)
            for point in moved(reordered[0], frames: frames) {
                reordered[0] = point
                result.append(reordered)
            }
        }
        return result
    }

    /// The point itself first, then the points the largest rounding difference away, when there is one
    /// (at least a few units in the last place of the coordinate, so that the move is not rounded away).
    static func moved(_ point: Point, frames: [Rect]) -> [Point] {
        let stepX = step(frames.map { rounding(point.x, origin: $0.x, size: $0.width) }.max() ?? 0, at: point.x)
        let stepY = step(frames.map { rounding(point.y, origin: $0.y, size: $0.height) }.max() ?? 0, at: point.y)
        var points = [point]
        for dx in stepX > 0 ? [0, -stepX, stepX] : [0] {
            for dy in stepY > 0 ? [0, -stepY, stepY] : [0] where dx != 0 || dy != 0 {
                points.append(Point(x: point.x + dx, y: point.y + dy))
            }
        }
        return points
    }

    /// Twice the rounding difference, and at least four units in the last place of `coordinate`; 0 for none.
    private static func step(_ difference: Double, at coordinate: Double) -> Double {
        guard difference > 0, coordinate.isFinite else { return 0 }
        return max(2 * difference, 4 * coordinate.ulp)
    }

    /// How far a control's reading of `coordinate` inside a frame (at `origin`, `size` long) may be from the
    /// model's `coordinate − origin`: through the frame read back from its centre, or converted by the centre,
    /// with the centre placed as a frame assignment places it (`origin + size / 2`) or as a control that sets
    /// `center = CGPoint(x: frame.midX, …)` does (`(minX + maxX) / 2`).
    static func rounding(_ coordinate: Double, origin: Double, size: Double) -> Double {
        let model = coordinate - origin
        var difference = 0.0
        for centre in [origin + 0.5 * size, (origin + (origin + size)) / 2] {
            let readBack = coordinate - (centre - 0.5 * size)
            let converted = (coordinate - centre) + 0.5 * size
            difference = max(difference, abs(readBack - model), abs(converted - model))
        }
        return difference.isFinite ? difference : 0
    }
}
