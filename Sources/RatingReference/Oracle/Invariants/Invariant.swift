/// A property that must hold for any input, however hostile (rating-model.md, Layout and Refresh).
public enum Invariant: String, CaseIterable, Sendable, Comparable {
    case framesFinite
    case framesNonNegative
    case framesInsideBounds
    case framesOrdered
    case framesDoNotOverlap
    case imagesFitSlots
    case masksInsideFrames
    case ratingFinite
    case ratingInRange
    case ratingCountInRange
    case imageViewsMatchMaxRating
    case intrinsicSizeBounded
    case layoutStable
    case noInvalidGeometry

    /// What the invariant promises, in one line.
    public var summary: String {
        switch self {
        case .framesFinite: "every frame is finite"
        case .framesNonNegative: "every frame has a non-negative width and height"
        case .framesInsideBounds: "every frame with an area lies inside the bounds"
        case .framesOrdered: "frames with an area go left to right in pair order"
        case .framesDoNotOverlap: "no two frames with an area overlap"
        case .imagesFitSlots: "every image fits its slot (bounds width / count)"
        case .masksInsideFrames: "every mask is finite, at the overlay's origin and within its frame"
        case .ratingFinite: "the rating is a finite number"
        case .ratingInRange: "a finite rating lies within minRating … maxRating"
        case .ratingCountInRange: "maxRating is within 1 … 100"
        case .imageViewsMatchMaxRating: "there is one image slot per rating"
        case .intrinsicSizeBounded: "the intrinsic size is finite, non-negative and at most 1e6"
        case .layoutStable: "a second layout gives the same frames and masks"
        case .noInvalidGeometry: "no NaN geometry reaches a layer (iOS raises CALayerInvalidGeometry)"
        }
    }

    /// Whether the invariant is about a fresh layout's geometry (checked only right after a layout).
    var needsFreshLayout: Bool {
        switch self {
        case .framesFinite, .framesNonNegative, .framesInsideBounds, .framesOrdered, .framesDoNotOverlap,
             .imagesFitSlots, .layoutStable:
            true
        case .masksInsideFrames, .ratingFinite, .ratingInRange, .ratingCountInRange, .imageViewsMatchMaxRating,
             .intrinsicSizeBounded, .noInvalidGeometry:
            false
        }
    }

    /// Declaration order.
    public static func < (lhs: Invariant, rhs: Invariant) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// One invariant broken by one model at one step, with what was seen.
public struct InvariantViolation: Hashable, Sendable {
    /// The broken invariant.
    public var invariant: Invariant
    /// The step after which it was seen (0-based).
    public var step: Int
    /// What was seen, with numbers.
    public var detail: String
}
