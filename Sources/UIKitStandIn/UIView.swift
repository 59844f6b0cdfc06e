/// UIKit's `UIView`: a rectangle backed by a `CALayer` that holds its geometry.
///
/// `frame`, `bounds`, `center` and `transform` are read and written through `layer`, never stored twice.
/// The members a subclass may override are declared here; hierarchy, layout passes, coordinate conversion
/// and animation live in extensions.
open class UIView: UIResponder {
    /// The class of the layer every new view creates; subclasses override it for another layer type.
    open class var layerClass: CALayer.Type { CALayer.self }

    /// The value of an intrinsic dimension the view does not have (−1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The backing layer, created from `layerClass` before anything else.
    public let layer: CALayer

    /// The view this one is a subview of; weak, as the superview owns its subviews.
    public internal(set) weak var superview: UIView?

    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []

    /// How many times `invalidateIntrinsicContentSize()` ran on this view (stand-in only).
    @_spi(CheckBaseline) public private(set) var standInIntrinsicContentSizeInvalidations = 0

    /// The intrinsic size layout last read, kept until `invalidateIntrinsicContentSize()`.
    private var intrinsicSizeReadByLayout: CGSize?

    /// Whether `setNeedsDisplay()` ran since the view was made (stand-in only: nothing is ever drawn).
    @_spi(CheckBaseline) public internal(set) var standInNeedsDisplay = false

    /// The tint set on this view, if any (`tintColor` inherits otherwise).
    var ownTintColor: UIColor?

    /// Whether layout keeps the view's frame as set (true, UIKit's default) or places it by constraints.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The active constraints installed on this view (the closest common ancestor of their views).
    public internal(set) var constraints: [NSLayoutConstraint] = []

    /// Content hugging (default 250) and compression resistance (default 750), per axis.
    var huggingPriorities = [UILayoutPriority.defaultLow, .defaultLow]
    var compressionResistancePriorities = [UILayoutPriority.defaultHigh, .defaultHigh]

    /// Creates the layer, then places it as UIKit does: the bounds from the frame's size first, then the
    /// position, so a NaN size is reported by the bounds and a NaN origin by the position.
    public init(frame: CGRect) {
        layer = type(of: self).layerClass.init()
        super.init()
        layer.view = self
        let placement = CALayer.placement(
            ofFrame: frame, anchorPoint: layer.anchorPoint, transform: .identity, boundsOrigin: .zero)
        layer.bounds = placement.bounds
        layer.position = placement.position
    }

    /// A view from an archive: from a `StandInViewArchive`, its frame (placed as `init(frame:)` places one) and
    /// accessibility label, set before the subclass's initialisation goes on; from any other coder, nothing.
    public required init?(coder: NSCoder) {
        layer = type(of: self).layerClass.init()
        super.init()
        layer.view = self
        guard let archive = coder as? StandInViewArchive else { return }
        let placement = CALayer.placement(
            ofFrame: archive.frame, anchorPoint: layer.anchorPoint, transform: .identity, boundsOrigin: .zero)
        layer.bounds = placement.bounds
        layer.position = placement.position
        accessibilityLabel = archive.accessibilityLabel
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry, through the layer

    /// The rectangle in the superview, `layer.frame`; UIKit calls it undefined while `transform` is not the identity.
    open var frame: CGRect {
        get { layer.frame }
        set {
            layer.frame = newValue
            StandInRecorder.note(.property("frame", of: self))
        }
    }

    /// The view's own coordinate space, `layer.bounds` (standardized); a change lays out the view and its superview.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            StandInRecorder.note(.property("bounds", of: self))
        }
    }

    /// The centre in the superview's coordinates, `layer.position`.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            StandInRecorder.note(.property("center", of: self))
        }
    }

    /// The transform around the anchor point (the centre by default), the layer's affine transform.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            let old = layer.affineTransform()
            layer.setAffineTransform(newValue)
            StandInRecorder.note(.transform(self, from: old, to: layer.affineTransform()))
        }
    }

    // MARK: Appearance and interaction

    /// Whether the view is hidden, `layer.isHidden`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Stored here and read by the renderer from here (`standInRenderedAlpha`), whatever a subclass's getter says.
    private var storedAlpha: CGFloat = 1

    /// The opacity, 1 by default; below 0.01 the view receives no touches.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            storedAlpha = newValue
            StandInRecorder.note(.property("alpha", of: self))
        }
    }

    /// The opacity the view is composited with (stand-in only), read through a member no subclass can override.
    @_spi(CheckBaseline) public final var standInRenderedAlpha: CGFloat { storedAlpha }

    /// The background color; also sets `layer.backgroundColor`.
    open var backgroundColor: UIColor? {
        didSet {
            layer.backgroundColor = backgroundColor?.cgColor
            StandInRecorder.note(.property("backgroundColor", of: self))
        }
    }

    /// How content is laid out in the bounds; `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill

    /// Whether subviews are clipped to the bounds, `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view receives touches; true by default.
    open var isUserInteractionEnabled = true

    /// An integer to identify the view by; 0 by default.
    open var tag = 0

    /// A view's next responder is its superview.
    open override var next: UIResponder? { superview }

    // MARK: Layout and sizing hooks

    /// Lays out subviews: UIKit's default places those that use constraints (`StandInLayoutSolver`).
    open func layoutSubviews() {
        StandInLayoutSolver.placeConstrainedSubviews(of: self)
    }

    /// The natural size; none in either dimension by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells layout that `intrinsicContentSize` changed, so that it reads it again; the stand-in counts the calls.
    open func invalidateIntrinsicContentSize() {
        standInIntrinsicContentSizeInvalidations += 1
        intrinsicSizeReadByLayout = nil
    }

    /// The intrinsic size as layout uses it: read when first needed, and again only after
    /// `invalidateIntrinsicContentSize()` ("Otherwise UIKit won't notice that it changed", UIView.h).
    @_spi(CheckBaseline) public var standInIntrinsicSizeForLayout: CGSize {
        if let read = intrinsicSizeReadByLayout { return read }
        let read = intrinsicContentSize
        intrinsicSizeReadByLayout = read
        return read
    }

    /// Draws the view's content; UIView's does nothing. Called at a window's commit for a view marked by
    /// `setNeedsDisplay()`; the stand-in renders nothing of what it draws.
    open func draw(_ rect: CGRect) {}

    /// The traits changed; the stand-in's never do, so it is never called.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The size that best fits `size`; UIView's default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    // MARK: Hit testing

    /// Whether `point` (in the view's coordinates) is inside: `bounds.contains(point)`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant (or the view itself) containing `point`, subviews tried last-first.
    /// As UIKit documents, hidden views, views with user interaction disabled and views with an alpha
    /// below 0.01 are ignored, and points outside the receiver's bounds are never hits.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) {
                return hit
            }
        }
        return self
    }

    // MARK: Accessibility

    /// Whether assistive technologies treat the view as one element; false by default.
    open var isAccessibilityElement = false
    /// The element's name; nil by default.
    open var accessibilityLabel: String?
    /// The element's current value; nil by default.
    open var accessibilityValue: String?
    /// What activating the element does; nil by default.
    open var accessibilityHint: String?
    /// The element's traits; none by default.
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// An adjustable element's increment (VoiceOver swipe up); the default does nothing.
    open func accessibilityIncrement() {}

    /// An adjustable element's decrement (VoiceOver swipe down); the default does nothing.
    open func accessibilityDecrement() {}
}
