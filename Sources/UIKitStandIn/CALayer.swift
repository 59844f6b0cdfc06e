/// Core Animation's `CALayer`, reduced to geometry, hierarchy, masking and the layout flag.
///
/// The layer holds the geometry: `bounds`, `position`, `anchorPoint` and the affine transform.
/// `frame` is not stored; Core Animation documents it as derived from those, so a frame that is set
/// reads back through `position` (x = 30.6, width 20 reads back as (30.6 + 10) − 10).
/// A NaN or infinite component is never applied: see `StandInInvalidGeometry`.
open class CALayer: NSObject {
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedTransform = CGAffineTransform.identity
    private var sublayerList: [CALayer] = []
    private var layoutPending = false

    /// Required so that `UIView` can create its layer from `layerClass`.
    public required override init() {
        super.init()
    }

    // MARK: Geometry

    /// The layer's own coordinate space; a change of size marks the layer as needing layout.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard StandInInvalidGeometry.accepts(newValue, as: "bounds") else { return }
            let resized = newValue.size != storedBounds.size
            storedBounds = newValue
            if resized {
                setNeedsLayout()
            }
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
        set {
            guard StandInInvalidGeometry.accepts(newValue, as: "anchorPoint") else { return }
            storedAnchorPoint = newValue
        }
    }

    /// The layer's rectangle in the superlayer's coordinates, derived from bounds, position,
    /// anchor point and transform; setting it sets `position` and the size of `bounds`.
    open var frame: CGRect {
        get {
            CALayer.frame(bounds: bounds, position: position, anchorPoint: anchorPoint,
                          transform: affineTransform())
        }
        set {
            guard StandInInvalidGeometry.accepts(newValue, as: "frame") else { return }
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

    /// Sets the transform applied around the anchor point.
    open func setAffineTransform(_ m: CGAffineTransform) {
        storedTransform = m
    }

    // MARK: Appearance

    /// A layer whose opaque area clips this layer's content; it is not one of `sublayers`.
    open var mask: CALayer?
    /// The background fill; nil draws none.
    open var backgroundColor: CGColor?
    /// Whether the layer is not displayed.
    open var isHidden = false
    /// Whether sublayers are clipped to the bounds (`UIView.clipsToBounds`).
    open var masksToBounds = false

    // MARK: Hierarchy

    /// The sublayers, back to front; nil when there are none.
    open var sublayers: [CALayer]? {
        sublayerList.isEmpty ? nil : sublayerList
    }

    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?

    /// Appends `layer` after removing it from its current superlayer.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayerList.append(layer)
        layer.superlayer = self
    }

    /// Inserts `layer` at `idx` (after removing it from its current superlayer); an index past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: min(Int(idx), sublayerList.count))
        layer.superlayer = self
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.sublayerList.removeAll { $0 === self }
        superlayer = nil
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

    /// Clears the pending layout, as a layout pass does before it runs.
    func beginLayout() {
        layoutPending = false
    }
}
