/// What the invariants look at in either model, right after a step.
public struct InvariantSnapshot: Hashable, Sendable {
    /// A mask together with the frame of the overlay it cuts.
    public struct PlacedMask: Hashable, Sendable {
        /// The overlay's frame.
        public var frame: Rect
        /// The mask, in the overlay's coordinates.
        public var mask: Rect
    }

    /// The control's bounds.
    public var bounds: Rect
    /// The frames to check, in pair order (for a huge tutorial count: a sample, see `frameIndices`).
    public var frames: [Rect]
    /// The pair index of each entry of `frames`.
    public var frameIndices: [Int]
    /// Every mask with its frame.
    public var masks: [PlacedMask]
    /// How many image slots (pairs, or tutorial image views) the model has.
    public var slotCount: Int
    /// The rating.
    public var rating: Float
    /// The lowest rating.
    public var minRating: Int
    /// The rating count as stored.
    public var maxRating: Int
    /// `nil` for a model without an intrinsic size.
    public var intrinsicSize: Size?
    /// The exception the model raised, if any.
    public var raised: RaisedException?

    /// Whether two snapshots hold bit-for-bit the same frames and masks.
    public func hasSameGeometry(as other: InvariantSnapshot) -> Bool {
        frames.count == other.frames.count && masks.count == other.masks.count
            && zip(frames, other.frames).allSatisfy { $0.isIdentical(to: $1) }
            && zip(masks, other.masks).allSatisfy { $0.mask.isIdentical(to: $1.mask) }
    }
}
