/// Core Animation's `CALayer`, reduced to geometry, hierarchy, masking and layout.
///
/// The layer holds the geometry: `bounds` (kept standardized, as Core Animation keeps it), `position`,
/// `anchorPoint` and the affine transform. `frame` is not stored; Core Animation documents it as derived from
/// those, so a frame that is set reads back through `position` (x = 30.6, width 20 reads back as
/// (30.6 + 10) − 10). Only a NaN component is refused, as iOS refuses it: see `StandInInvalidGeometry`.
/// Layout is invalidated as `CALayer.h` says: see `invalidateLayout(andSuperlayer:)`.
open class CALayer: NSObject {
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedTransform = CGAffineTransform.identity
    private var sublayerList: [CALayer] = []
    private var layoutPending = false
    /// The layer is running `layoutSublayers()`: implicit invalidations of it are skipped meanwhile.
    private var layingOut = false
    /// The view whose `layoutSubviews()` lays this layer out (UIKit makes the view the layer's delegate).
    weak var view: UIView?
    /// The keys of the animations attached (`animationKeys()`), in the order attached.
    private var attachedAnimationKeys: [String] = []

    /// Required so that `UIView` can create its layer from `layerClass`.
    public required override init() {
        super.init()
    }

    // MARK: Animations

    /// The keys of the animations attached to the layer (CALayer.h: "Returns an array containing the keys of
    /// all animations currently attached to the receiver"), nil when there are none. The stand-in attaches one,
    /// keyed by the property, for each property a view animation block changes (`StandInRecorder.record`); they
    /// stay until removed, as the stand-in has no clock to end them.
    open func animationKeys() -> [String]? {
        attachedAnimationKeys.isEmpty ? nil : attachedAnimationKeys
    }

    /// Removes every animation attached to the layer.
    open func removeAllAnimations() {
        attachedAnimationKeys.removeAll()
    }

    /// Attaches an animation of `key`, once.
    func attachAnimation(forKey key: String) {
        if !attachedAnimationKeys.contains(key) { attachedAnimationKeys.append(key) }
    }

    // MARK: Geometry

    /// The layer's own coordinate space, stored standardized: a negative size moves the origin by it, so
    /// {0, 0, −100, 10} is kept as {−100, 0, 100, 10}. A change lays out the layer and its superlayer.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard StandInInvalidGeometry.accepts(newValue, as: "bounds") else { return }
            let standardized = newValue.standardized
            guard standardized != storedBounds else { return }
            storedBounds = standardized
            invalidateLayout(andSuperlayer: true)
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { storedPosition }
        set {
            guard StandInInvalidGeometry.accepts(newValue, as: "position") else { return }
            storedPosition = newValue
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at `position` and that transforms
    /// turn around; (0.5, 0.5), the centre, by default.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { storedAnchorPoint = newValue }
    }

    /// The layer's rectangle in the superlayer's coordinates, derived from bounds, position,
    /// anchor point and transform; setting it sets `position`, then the size of `bounds` (so a NaN anywhere
    /// is reported by the position, as iOS reports it from `-[CALayer setPosition:]`).
    open var frame: CGRect {
        get {
            CALayer.frame(bounds: bounds, position: position, anchorPoint: anchorPoint,
                          transform: affineTransform())
        }
        set {
            let placement = CALayer.placement(ofFrame: newValue, anchorPoint: anchorPoint,
                                              transform: affineTransform(), boundsOrigin: bounds.origin)
            guard StandInInvalidGeometry.accepts(placement.position, as: "position"),
                  StandInInvalidGeometry.accepts(placement.bounds, as: "bounds") else { return }
            position = placement.position
            bounds = placement.bounds
        }
    }

    /// The transform applied around the anchor point (the affine part of Core Animation's `transform`).
    open func affineTransform() -> CGAffineTransform {
        storedTransform
    }

    /// Sets the transform applied around the anchor point; a change lays out the layer and its superlayer.
    open func setAffineTransform(_ m: CGAffineTransform) {
        guard m != storedTransform else { return }
        storedTransform = m
        invalidateLayout(andSuperlayer: true)
    }

    // MARK: Appearance

    // Stored privately and read by Core Animation's renderer from here (`standInRendered`), so that a
    // subclass overriding a getter changes what code reads, never what the screen shows.
    private var storedMask: CALayer?
    private var storedBackgroundColor: CGColor?
    private var storedHidden = false

    /// A layer whose opaque area clips this layer's content; it is not one of `sublayers`.
    open var mask: CALayer? {
        get { storedMask }
        set { storedMask = newValue }
    }
    /// The background fill; nil draws none.
    open var backgroundColor: CGColor? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue }
    }
    /// Whether the layer is not displayed.
    open var isHidden: Bool {
        get { storedHidden }
        set { storedHidden = newValue }
    }

    /// The layer as Core Animation renders it (stand-in only): its stored state, read through a member no
    /// subclass can override.
    @_spi(CheckBaseline) public final var standInRendered: StandInRenderedLayer {
        StandInRenderedLayer(
            frame: CALayer.frame(bounds: storedBounds, position: storedPosition, anchorPoint: storedAnchorPoint,
                                 transform: storedTransform),
            isHidden: storedHidden, mask: storedMask, backgroundAlpha: storedBackgroundColor?.alpha ?? 0)
    }
    /// Whether sublayers are clipped to the bounds (`UIView.clipsToBounds`).
    open var masksToBounds = false

    // MARK: Hierarchy

    /// The sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        sublayerList.isEmpty ? nil : sublayerList
    }

    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// Appends `layer` after removing it from its current superlayer; both then need layout.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayerList.append(layer)
        layer.superlayer = self
        invalidateLayout(andSuperlayer: false)
        layer.invalidateLayout(andSuperlayer: false)
    }

    /// Inserts `layer` at `idx` (after removing it from its current superlayer); an index past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: min(Int(idx), sublayerList.count))
        layer.superlayer = self
        invalidateLayout(andSuperlayer: false)
        layer.invalidateLayout(andSuperlayer: false)
    }

    /// Detaches the layer from its superlayer, which then needs layout.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayerList.removeAll { $0 === self }
        self.superlayer = nil
        superlayer.invalidateLayout(andSuperlayer: false)
    }

    // MARK: Layout

    /// Marks the layer as needing layout.
    open func setNeedsLayout() {
        layoutPending = true
    }

    /// Whether layout is pending.
    open func needsLayout() -> Bool {
        layoutPending
    }

    /// Lays out what is pending: first the superlayers that need layout (up to the highest one in a row that
    /// does), then the whole tree below it, each layer that needs it in tree order, parents first.
    open func layoutIfNeeded() {
        var top = self
        while let superlayer = top.superlayer, superlayer.needsLayout() {
            top = superlayer
        }
        top.layoutTree()
    }

    /// Lays out the sublayers: the view's `layoutSubviews()` for a view's layer, nothing otherwise.
    open func layoutSublayers() {
        view?.layoutSubviews()
    }

    /// The mark `CALayer.h` says Core Animation sets by itself when the sublayers, the bounds or the transform
    /// change (on the layer, and for bounds and transform on its superlayer too), skipped for a layer that is
    /// running `layoutSublayers()`.
    private func invalidateLayout(andSuperlayer: Bool) {
        if !layingOut { layoutPending = true }
        if andSuperlayer, let superlayer, !superlayer.layingOut { superlayer.layoutPending = true }
    }

    private func layoutTree() {
        if layoutPending {
            layoutPending = false
            layingOut = true
            layoutSublayers()
            layingOut = false
        }
        for sublayer in sublayerList {
            sublayer.layoutTree()
        }
    }
}
