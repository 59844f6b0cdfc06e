/// What the full image view of one pair shows: hidden or not, and the mask that cuts it.
public struct Overlay: Hashable, Sendable {
    /// Whether the full image view is hidden.
    public var isHidden: Bool
    /// The layer mask in the overlay's own coordinates, or `nil` for none.
    public var mask: Rect?

    /// An overlay with the given visibility and mask.
    public init(isHidden: Bool, mask: Rect?) {
        self.isHidden = isHidden
        self.mask = mask
    }

    /// Hidden, with no mask (also what an incomplete pair shows).
    public static let hidden = Overlay(isHidden: true, mask: nil)
    /// Visible in full, with no mask.
    public static let full = Overlay(isHidden: false, mask: nil)
}
