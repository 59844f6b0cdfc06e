/// The rating control (`HeartRatingView`): its state, the setters' normalisation and what its image views hold.
///
/// Every mutating method is one UIKit entry point (a property assignment, `layoutSubviews`, a touch phase,
/// an accessibility action); the stored `frames` and `overlays` are what the image views would show.
public struct RatingControl: Hashable, Sendable {
    /// The empty image's size; `nil` when no empty image is set.
    public private(set) var emptyImage: Size?
    /// The full image's size; `nil` when no full image is set.
    public private(set) var fullImage: Size?
    /// The lowest rating, within `0 … maxRating`.
    public private(set) var minRating = 0
    /// The number of pairs, within `1 … 100`.
    public private(set) var maxRating = 5
    /// The smallest image size, each dimension finite and non-negative.
    public private(set) var minImageSize = Size(width: 5, height: 5)
    /// The rating, always within `minRating … maxRating`.
    public private(set) var rating: Float = 0
    /// Whether touches and accessibility actions change the rating.
    public var editable = true
    /// Whether touches rate in halves.
    public var halfRatings = false
    /// Whether touches rate in fractions (when `halfRatings` is off).
    public var floatRatings = false
    /// Whether a finished change bounces the touched overlay.
    public var shouldBounce = false
    /// Whether a delegate is attached; callbacks are only sent to one, bounces happen regardless.
    public var hasDelegate = false
    /// The control's own bounds, which layout works in; standardized, never NaN (see `setBounds`).
    public private(set) var bounds = Rect.zero
    /// The view's transform, which layout must ignore (it works in bounds).
    public private(set) var transform = Transform.identity
    /// The content mode every image view shows its image with, by UIKit's name (`imageContentMode`).
    public private(set) var imageContentMode = ContentMode.scaleAspectFit
    /// Whether the control is marked for layout, so that the run loop's next commit lays it out (correction G).
    /// A new control is: `init` adds its image views, and a change of sublayers marks a layer (CALayer.h).
    /// What a direct `layoutSubviews()` marks is not followed: layout is idempotent, so a commit that lays out
    /// again shows the same frames.
    public private(set) var needsLayout = true
    /// The accessibility label (`"Rating"` unless replaced).
    public var accessibilityLabel = Accessibility.defaultLabel
    /// The frame of each pair's empty image view, in order: what touches read.
    public private(set) var frames: [Rect]
    /// The frame of each pair's full image view, which the masks are cut from; the same as `frames` after a
    /// layout, image-sized before the first layout of views a `maxRating` change created (correction A).
    public private(set) var fullFrames: [Rect]
    /// What each pair's full image view shows.
    public private(set) var overlays: [Overlay]
    /// Callbacks and bounces since the log was last taken.
    public private(set) var events: [ControlEvent] = []
    /// The exception UIKit raised, after which the control does nothing more (the app has ended).
    public private(set) var raised: RaisedException?

    /// A control with the documented defaults: five pairs at zero frames, no images. `init` never refreshes,
    /// so the full overlays show UIView's default `isHidden = false` until the first refresh (correction C).
    public init() {
        frames = Array(repeating: .zero, count: 5)
        fullFrames = frames
        overlays = Array(repeating: .full, count: 5)
    }

    /// A control made by `init(coder:)` from an archive, as a storyboard makes it: UIView's initialiser places
    /// the archived frame (its bounds the frame's size at the origin) and sets the archived label, then the
    /// control's own initialisation runs, which keeps a label that is set.
    public init(archivedFrame frame: Rect, accessibilityLabel label: String?) {
        self.init()
        setBounds(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        if let label { accessibilityLabel = label }
    }

    /// Whether both images are set.
    public var imagesComplete: Bool { emptyImage != nil && fullImage != nil }
    /// The number of image views: an empty and a full one per pair.
    public var imageViewCount: Int { frames.count * 2 }

    /// The intrinsic content size (`IntrinsicSize.of`).
    public var intrinsicContentSize: Size {
        IntrinsicSize.of(emptyImage: emptyImage, fullImage: fullImage, minImageSize: minImageSize, maxRating: maxRating)
    }

    public var accessibilityValue: String { Accessibility.value(rating: rating, maxRating: maxRating) }
    public var accessibilityTraits: AccessibilityTraits { Accessibility.traits(editable: editable) }

    /// Returns the events logged so far and starts a new log.
    public mutating func takeEvents() -> [ControlEvent] {
        defer { events = [] }
        return events
    }
}

// MARK: - Property assignments

extension RatingControl {
    /// `maxRating = value`: clamped; `minRating` follows; a real change rebuilds the pairs and refreshes.
    public mutating func setMaxRating(_ value: Int) {
        let old = maxRating
        maxRating = Normalisation.maxRating(value)
        setMinRating(min(minRating, maxRating))
        guard maxRating != old else { return }
        needsLayout = true
        // `UIImageView(image:)` sizes each new view to its image until the next layout (correction A).
        frames = Array(repeating: Rect(origin: Point(x: 0, y: 0), size: emptyImage ?? .zero), count: maxRating)
        fullFrames = Array(repeating: Rect(origin: Point(x: 0, y: 0), size: fullImage ?? .zero), count: maxRating)
        overlays = Array(repeating: .full, count: maxRating)
        setRating(rating)
        refresh()
    }

    /// `minRating = value`: clamped to `0 … maxRating`, then the rating is re-bounded.
    public mutating func setMinRating(_ value: Int) {
        minRating = Normalisation.minRating(value, maxRating: maxRating)
        setRating(rating)
    }

    /// `rating = value`: stores the bounded rating; refreshes only when the stored value changed.
    public mutating func setRating(_ value: Float) {
        let bounded = Normalisation.boundedRating(value, minRating: minRating, maxRating: maxRating)
        guard !bounded.isIdentical(to: rating) else { return }
        rating = bounded
        refresh()
    }

    /// `minImageSize = value`, each dimension normalised on its own.
    public mutating func setMinImageSize(_ value: Size) {
        minImageSize = Normalisation.minImageSize(value)
        needsLayout = true
    }

    /// `bounds = rect`, kept standardized as Core Animation keeps it (rating-model.md, correction B). Core
    /// Animation raises `CALayerInvalidGeometry` for a NaN component before the control's code runs; the
    /// control then does nothing more. Infinite components are accepted: layout then makes zero frames.
    public mutating func setBounds(_ rect: Rect) {
        guard !rect.containsNaN else {
            raised = .invalidGeometry(property: "bounds", value: rect)
            return
        }
        let stored = rect.standardized
        guard stored != bounds else { return }
        bounds = stored
        // A change of bounds marks the layer (CALayer.h), so the next commit lays the control out.
        needsLayout = true
    }

    /// `transform = value`: layout ignores it, but a change marks the control as a change of bounds does.
    public mutating func setTransform(_ value: Transform) {
        guard value != transform else { return }
        transform = value
        needsLayout = true
    }

    /// `imageContentMode = mode`: every image view takes it, and the control is marked for layout.
    public mutating func setImageContentMode(_ mode: ContentMode) {
        imageContentMode = mode
        needsLayout = true
    }

    /// `emptyImage = image` (`nil` clears it); invalidates the layout and refreshes the overlays.
    public mutating func setEmptyImage(_ image: Size?) {
        emptyImage = image
        needsLayout = true
        refresh()
    }

    /// `fullImage = image` (`nil` clears it); invalidates the layout and refreshes the overlays.
    public mutating func setFullImage(_ image: Size?) {
        fullImage = image
        needsLayout = true
        refresh()
    }
}

// MARK: - Layout and refresh

extension RatingControl {
    /// `layoutSubviews()`: frames from the bounds, then a refresh.
    public mutating func layoutSubviews() {
        frames = Layout.frames(emptyImage: emptyImage, bounds: bounds, minImageSize: minImageSize, count: frames.count)
        fullFrames = frames
        refresh()
    }

    /// The end of a run-loop turn, as Core Animation commits it (correction G): the control is laid out if it
    /// is marked, and only then; a setter that should have marked it and did not leaves the old frames.
    public mutating func commit() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Sets each full overlay's visibility and mask from the rating and the full image views' frames.
    public mutating func refresh() {
        overlays = Refresh.overlays(rating: rating, frames: fullFrames, imagesComplete: imagesComplete)
    }
}

// MARK: - Touches, bounce and accessibility actions

extension RatingControl {
    /// `touchesBegan`: ignored unless editable with a touch; otherwise rates at the first touch.
    public mutating func touchesBegan(_ touches: [Point]) {
        guard editable, let touch = touches.first else { return }
        handleTouch(at: touch)
    }

    /// `touchesMoved`: as `touchesBegan`.
    public mutating func touchesMoved(_ touches: [Point]) {
        guard editable, let touch = touches.first else { return }
        handleTouch(at: touch)
    }

    /// `touchesEnded`: ignored unless editable with a touch; otherwise `didUpdate` and a bounce.
    public mutating func touchesEnded(_ touches: [Point]) {
        guard editable, !touches.isEmpty else { return }
        send(.didUpdate(rating))
        bounce()
    }

    /// `touchesCancelled`: the control does not override it, and UIResponder's default passes it up the responder
    /// chain, so nothing: the rating the last touch set stays, with neither `didUpdate` nor a bounce.
    public mutating func touchesCancelled(_ touches: [Point]) {}

    /// `handleTouchAtLocation`: the touched rating, bounded, then `isUpdating`.
    mutating func handleTouch(at point: Point) {
        guard editable, imagesComplete, !frames.isEmpty else { return }
        let granularity: TouchRating.Granularity = halfRatings ? .half : floatRatings ? .float : .whole
        setRating(TouchRating.rating(at: point, frames: frames, granularity: granularity))
        send(.isUpdating(rating))
    }

    /// `accessibilityIncrement()`.
    public mutating func accessibilityIncrement() { adjustRating(by: 1) }

    /// `accessibilityDecrement()`.
    public mutating func accessibilityDecrement() { adjustRating(by: -1) }

    /// A bounded step of the rating; nothing at all happens when the bound leaves it unchanged.
    mutating func adjustRating(by delta: Float) {
        guard editable else { return }
        let adjusted = Normalisation.boundedRating(rating + delta, minRating: minRating, maxRating: maxRating)
        guard adjusted != rating else { return }
        setRating(adjusted)
        send(.didUpdate(rating))
        bounce()
    }

    /// Starts the bounce when enabled, whether or not a delegate listens.
    mutating func bounce() {
        guard shouldBounce, let index = Bounce.overlayIndex(rating: rating, count: frames.count) else { return }
        events.append(.bounce(index))
    }

    /// Logs a delegate callback, which only an attached delegate receives.
    mutating func send(_ callback: ControlEvent) {
        guard hasDelegate else { return }
        events.append(callback)
    }
}
