/// What can be observed of the control at one moment; a field left `nil` is not looked at.
///
/// The model fills every field; a documented expectation fills only the fields its documentation speaks of.
public struct Observation: Hashable, Sendable {
    /// The rating.
    public var rating: Float?
    /// The lowest rating.
    public var minRating: Int?
    /// The number of pairs.
    public var maxRating: Int?
    /// The normalised minimum image size.
    public var minImageSize: Size?
    /// The intrinsic content size.
    public var intrinsicContentSize: Size?
    /// The intrinsic content size as Auto Layout uses it: read again only after the control invalidates it.
    public var layoutIntrinsicContentSize: Size?
    /// All image views: two per pair.
    public var imageViewCount: Int?
    /// The content modes the image views have, each named once, sorted (`["scaleAspectFit"]`); empty with none.
    public var imageContentModes: [String]?
    /// How many image views are accessibility elements (asked through `isAccessibilityElement`, as VoiceOver
    /// asks): none, since the control itself is the one element.
    public var accessibleImageViews: Int?
    /// One entry per pair, in order; when expected, the count must match too.
    public var pairs: [PairObservation]?
    /// The accessibility label.
    public var accessibilityLabel: String?
    /// The accessibility value.
    public var accessibilityValue: String?
    /// The accessibility traits.
    public var accessibilityTraits: AccessibilityTraits?
    /// Callbacks and bounces since the previous observation (or the start of the case).
    public var events: [ControlEvent]?
    /// The name of the exception raised (`CALayerInvalidGeometry`), after which nothing else is observed.
    public var raised: String?

    /// An observation of the given fields.
    public init(
        rating: Float? = nil, minRating: Int? = nil, maxRating: Int? = nil, minImageSize: Size? = nil,
        intrinsicContentSize: Size? = nil, layoutIntrinsicContentSize: Size? = nil, imageViewCount: Int? = nil,
        imageContentModes: [String]? = nil, accessibleImageViews: Int? = nil,
        pairs: [PairObservation]? = nil,
        accessibilityLabel: String? = nil, accessibilityValue: String? = nil,
        accessibilityTraits: AccessibilityTraits? = nil, events: [ControlEvent]? = nil, raised: String? = nil
    ) {
        self.rating = rating
        self.minRating = minRating
        self.maxRating = maxRating
        self.minImageSize = minImageSize
        self.intrinsicContentSize = intrinsicContentSize
        self.layoutIntrinsicContentSize = layoutIntrinsicContentSize
        self.imageViewCount = imageViewCount
        self.imageContentModes = imageContentModes
        self.accessibleImageViews = accessibleImageViews
        self.pairs = pairs
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
        self.accessibilityTraits = accessibilityTraits
        self.events = events
        self.raised = raised
    }
}

/// What one pair shows: the frames of its empty and full image views, and its full overlay.
public struct PairObservation: Hashable, Sendable {
    /// The frame of the empty image view (subview `2i`).
    public var frame: Rect?
    /// The frame of the full image view (subview `2i + 1`): the same after a layout (correction A).
    public var fullFrame: Rect?
    /// Whether the full image view is hidden.
    public var fullHidden: Bool?
    /// The full image view's mask.
    public var fullMask: MaskObservation?
    /// The image the empty image view shows (its size), and the one the full image view shows.
    public var emptyImage: ShownImage?
    public var fullImage: ShownImage?
    /// How opaque Core Animation draws the empty and the full image view: 0 when its layer is hidden,
    /// otherwise its alpha; read from what the renderer holds, not through getters a subclass could override.
    public var emptyOpacity: Double?
    public var fullOpacity: Double?
    /// How much of the overlay the mask lets through where it covers it: the alpha of its fill (0 without
    /// one: CALayer.h, a mask's alpha channel selects what shows, and `backgroundColor` defaults to nil);
    /// `nil` (JSON `null`) when there is no mask.
    public var fullMaskOpacity: Double?

    /// A pair observation of the given fields.
    public init(
        frame: Rect? = nil, fullFrame: Rect? = nil, fullHidden: Bool? = nil, fullMask: MaskObservation? = nil,
        emptyImage: ShownImage? = nil, fullImage: ShownImage? = nil, emptyOpacity: Double? = nil,
        fullOpacity: Double? = nil, fullMaskOpacity: Double? = nil
    ) {
        self.frame = frame
        self.fullFrame = fullFrame
        self.fullHidden = fullHidden
        self.fullMask = fullMask
        self.emptyImage = emptyImage
        self.fullImage = fullImage
        self.emptyOpacity = emptyOpacity
        self.fullOpacity = fullOpacity
        self.fullMaskOpacity = fullMaskOpacity
    }
}

/// What an image view shows: no image, or an image of this size (the cases tell images apart by size).
public enum ShownImage: Hashable, Sendable {
    case none
    case image(Size)

    /// The image of `size`, or none.
    public init(_ size: Size?) {
        self = size.map(ShownImage.image) ?? .none
    }
}

/// The full overlay's layer mask: none, or a rectangle in the overlay's own coordinates.
public enum MaskObservation: Hashable, Sendable {
    case unmasked
    case masked(Rect)
}
