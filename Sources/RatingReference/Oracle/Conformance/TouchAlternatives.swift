/// The touch steps a control may equally have performed for one touch step of a case.
///
/// The control reads `touches.first` of a `Set`, whose order is unspecified (correction D), and reads frames
/// back through their centre (correction E), so a touch within rounding of a frame edge or a half-rating
/// threshold may fall on either side. Each alternative puts another touch first, or moves the first touch by
/// a rounding-sized step; the first alternative is the step as written.
enum TouchAlternatives {
    /// The relative size of the rounding step a touch is moved by, matching `Tolerance.geometry`.
    static let nudge = Tolerance.geometry

    /// The alternatives of a `touchesBegan` or `touchesMoved` step; any other step alone.
    static func of(_ step: Step) -> [Step] {
        switch step {
        case .touchesBegan(let touches): orders(of: touches).map(Step.touchesBegan)
        case .touchesMoved(let touches): orders(of: touches).map(Step.touchesMoved)
        default: [step]
        }
    }

    /// Each touch first in turn, each nudged by −, 0 and + the rounding step in x and y.
    static func orders(of touches: [Point]) -> [[Point]] {
        guard !touches.isEmpty else { return [touches] }
        var result: [[Point]] = []
        for chosen in touches.indices {
            var reordered = touches
            reordered.swapAt(0, chosen)
            for point in nudged(reordered[0]) {
                reordered[0] = point
                result.append(reordered)
            }
        }
        return result
    }

    /// The point itself first, then the eight points a rounding step away.
    static func nudged(_ point: Point) -> [Point] {
        let stepX = nudge * max(abs(point.x), 1)
        let stepY = nudge * max(abs(point.y), 1)
        var points = [point]
        for dx in [0, -stepX, stepX] {
            for dy in [0, -stepY, stepY] where dx != 0 || dy != 0 {
                points.append(Point(x: point.x + dx, y: point.y + dy))
            }
        }
        return points
    }
}
