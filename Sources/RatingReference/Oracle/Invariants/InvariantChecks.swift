/// The invariant checks over one snapshot: each returns the first way it is broken, or `nil`.
public enum InvariantChecks {
    /// The relative slack allowed in comparisons, a millionth of the larger magnitude compared,
    /// so that rounding (the tutorial computes in `Float`) is not called an overlap.
    static let relativeTolerance = 1e-6

    /// The first violation of `invariant` in `snapshot` (for `layoutStable`, which needs two layouts, `nil`).
    public static func violation(of invariant: Invariant, in snapshot: InvariantSnapshot) -> String? {
        switch invariant {
        case .framesFinite: framesFinite(snapshot)
        case .framesNonNegative: framesNonNegative(snapshot)
        case .framesInsideBounds: framesInsideBounds(snapshot)
        case .framesOrdered: framesOrdered(snapshot)
        case .framesDoNotOverlap: framesDoNotOverlap(snapshot)
        case .imagesFitSlots: imagesFitSlots(snapshot)
        case .masksInsideFrames: masksInsideFrames(snapshot)
        case .ratingFinite: snapshot.rating.isFinite ? nil : "rating \(snapshot.rating)"
        case .ratingInRange: ratingInRange(snapshot)
        case .ratingCountInRange: ratingCountInRange(snapshot)
        case .imageViewsMatchMaxRating: imageViewsMatchMaxRating(snapshot)
        case .intrinsicSizeBounded: intrinsicSizeBounded(snapshot)
        case .layoutStable: nil
        case .noInvalidGeometry: snapshot.raised.map { "raises \($0.description)" }
        }
    }

    /// `a ≤ b`, allowing a relative rounding slack; false when either is NaN.
    static func atMost(_ lower: Double, _ upper: Double) -> Bool {
        lower <= upper + relativeTolerance * max(1, abs(lower), abs(upper))
    }

    /// Frames that cover an area and are finite, with their pair index: the ones placement rules apply to.
    static func placedFrames(_ snapshot: InvariantSnapshot) -> [(index: Int, frame: Rect)] {
        zip(snapshot.frameIndices, snapshot.frames).filter { $0.1.isFinite && $0.1.hasArea }.map { ($0, $1) }
    }

    static func describe(_ rect: Rect) -> String {
        "(x \(rect.x), y \(rect.y), w \(rect.width), h \(rect.height))"
    }

    // MARK: - Frames

    static func framesFinite(_ snapshot: InvariantSnapshot) -> String? {
        guard let (index, frame) = zip(snapshot.frameIndices, snapshot.frames).first(where: { !$0.1.isFinite }) else {
            return nil
        }
        return "frame \(index) is \(describe(frame))"
    }

    static func framesNonNegative(_ snapshot: InvariantSnapshot) -> String? {
        guard let (index, frame) = zip(snapshot.frameIndices, snapshot.frames)
            .first(where: { $0.1.width < 0 || $0.1.height < 0 })
        else { return nil }
        return "frame \(index) is \(describe(frame))"
    }

    static func framesInsideBounds(_ snapshot: InvariantSnapshot) -> String? {
        let bounds = snapshot.bounds
        for (index, frame) in placedFrames(snapshot) {
            let inside = atMost(bounds.minX, frame.minX) && atMost(frame.maxX, bounds.maxX)
                && atMost(bounds.minY, frame.minY) && atMost(frame.maxY, bounds.maxY)
            if !inside { return "frame \(index) \(describe(frame)) is not inside the bounds \(describe(bounds))" }
        }
        return nil
    }

    static func framesOrdered(_ snapshot: InvariantSnapshot) -> String? {
        let placed = placedFrames(snapshot)
        for (previous, next) in zip(placed, placed.dropFirst()) where !atMost(previous.frame.minX, next.frame.minX) {
            let earlier = "frame \(previous.index) \(describe(previous.frame))"
            return "frame \(next.index) \(describe(next.frame)) starts left of \(earlier)"
        }
        return nil
    }

    static func framesDoNotOverlap(_ snapshot: InvariantSnapshot) -> String? {
        // Sweep from left to right, keeping the frame that reaches furthest right so far.
        let placed = placedFrames(snapshot).sorted { $0.frame.minX < $1.frame.minX }
        guard var reach = placed.first else { return nil }
        for next in placed.dropFirst() {
            let overlapsVertically = !atMost(reach.frame.maxY, next.frame.minY)
                && !atMost(next.frame.maxY, reach.frame.minY)
            if overlapsVertically && !atMost(reach.frame.maxX, next.frame.minX) {
                let other = "frame \(reach.index) \(describe(reach.frame))"
                return "frame \(next.index) \(describe(next.frame)) overlaps \(other)"
            }
            if next.frame.maxX > reach.frame.maxX { reach = next }
        }
        return nil
    }

    static func imagesFitSlots(_ snapshot: InvariantSnapshot) -> String? {
        guard snapshot.slotCount > 0 else { return nil }
        let slotWidth = abs(snapshot.bounds.width) / Double(snapshot.slotCount)
        for (index, frame) in placedFrames(snapshot) where !atMost(frame.width, slotWidth) {
            return "frame \(index) is \(frame.width) wide, its slot \(slotWidth)"
        }
        return nil
    }

    // MARK: - Masks, ratings and sizes

    static func masksInsideFrames(_ snapshot: InvariantSnapshot) -> String? {
        for placed in snapshot.masks {
            let mask = placed.mask
            let inside = mask.isFinite && mask.x == 0 && mask.y == 0 && mask.width >= 0 && mask.height >= 0
                && atMost(mask.width, placed.frame.width) && atMost(mask.height, placed.frame.height)
            if !inside { return "mask \(describe(mask)) in frame \(describe(placed.frame))" }
        }
        return nil
    }

    static func ratingInRange(_ snapshot: InvariantSnapshot) -> String? {
        let rating = snapshot.rating
        guard rating < Float(snapshot.minRating) || rating > Float(snapshot.maxRating) else {
            return nil
        }
        return "rating \(rating) with minRating \(snapshot.minRating), maxRating \(snapshot.maxRating)"
    }

    static func ratingCountInRange(_ snapshot: InvariantSnapshot) -> String? {
        (1...RatingLimits.maximumRatingCount).contains(snapshot.maxRating) ? nil : "maxRating \(snapshot.maxRating)"
    }

    static func imageViewsMatchMaxRating(_ snapshot: InvariantSnapshot) -> String? {
        guard snapshot.slotCount != snapshot.maxRating else { return nil }
        return "\(snapshot.slotCount) slots for maxRating \(snapshot.maxRating)"
    }

    static func intrinsicSizeBounded(_ snapshot: InvariantSnapshot) -> String? {
        guard let size = snapshot.intrinsicSize else { return nil }
        let cap = RatingLimits.maximumSafeDimension
        let bounded = size.width >= 0 && size.width <= cap && size.height >= 0 && size.height <= cap
        return bounded ? nil : "intrinsic size \(size.width) × \(size.height)"
    }
}
