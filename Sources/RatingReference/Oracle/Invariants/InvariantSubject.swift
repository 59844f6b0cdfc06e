/// A model the invariant runner can drive with generated steps.
public protocol InvariantSubject: Sendable {
    /// The name the reports use.
    static var displayName: String { get }
    /// The invariants that mean something for this model (the tutorial has no masks and no intrinsic size).
    static var applicableInvariants: [Invariant] { get }
    /// Performs one step (steps the model has no counterpart for are ignored).
    mutating func perform(_ step: Step)
    /// What the invariants look at now.
    func invariantSnapshot() -> InvariantSnapshot
}

extension RatingControl: InvariantSubject {
    public static let displayName = "heart model (HeartRatingView)"
    public static let applicableInvariants = Invariant.allCases

    public mutating func perform(_ step: Step) {
        apply(step)
    }

    public func invariantSnapshot() -> InvariantSnapshot {
        // A mask cuts the full image view, whose frame differs from the empty one's before a layout.
        let masks = zip(fullFrames, overlays).compactMap { frame, overlay in
            overlay.mask.map { InvariantSnapshot.PlacedMask(frame: frame, mask: $0) }
        }
        return InvariantSnapshot(
            bounds: bounds, frames: frames, frameIndices: Array(frames.indices), masks: masks,
            slotCount: frames.count, rating: rating, minRating: minRating, maxRating: maxRating,
            intrinsicSize: intrinsicContentSize, raised: raised)
    }
}

extension TutorialRateView: InvariantSubject {
    public static let displayName = "tutorial model (RateView, as written)"
    public static let applicableInvariants = Invariant.allCases.filter {
        $0 != .masksInsideFrames && $0 != .intrinsicSizeBounded
    }
    /// How many leading frames a snapshot holds; the last frame is added beyond that.
    static let sampledFrameCount = 1_000

    public mutating func perform(_ step: Step) {
        guard raised == nil else { return }
        switch step {
        case .set(let assignment): assign(assignment)
        // The tutorial's view has no marks of its own to follow: a window's commit lays it out.
        case .layout, .commit: layoutSubviews()
        default: break
        }
    }

    /// The tutorial's counterpart of an assignment; the full image also serves as its half image.
    mutating func assign(_ assignment: Assignment) {
        switch assignment {
        case .emptyImage(let image): notSelectedImage = image
        case .fullImage(let image):
            fullSelectedImage = image
            halfSelectedImage = image
        case .maxRating(let value): setMaxRating(Int32(truncatingIfNeeded: value))
        case .minImageSize(let size): minImageSize = size
        case .rating(let value): rating = value
        case .editable(let flag): editable = flag
        case .bounds(let rect): setBounds(rect)
        case .transform(let value): transform = value
        // The tutorial's view has no counterpart of the others.
        default: break
        }
    }

    public func invariantSnapshot() -> InvariantSnapshot {
        var indices = Array(0..<min(imageViewCount, Self.sampledFrameCount))
        if imageViewCount > Self.sampledFrameCount { indices.append(imageViewCount - 1) }
        return InvariantSnapshot(
            bounds: bounds, frames: indices.map(frame(at:)), frameIndices: indices, masks: [],
            slotCount: imageViewCount, rating: rating, minRating: 0, maxRating: Int(maxRating), intrinsicSize: nil,
            raised: raised)
    }
}
