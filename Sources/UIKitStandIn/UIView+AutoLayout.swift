/// UIKit's Auto Layout entry points on `UIView`: anchors, installed constraints, content priorities and
/// the fitting size (solved by `StandInLayoutSolver`).
extension UIView {
    /// The smallest size `systemLayoutSizeFitting` looks for.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting` looks for (UIKit's value).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// Installs `constraint` on this view, making it active.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.owner?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.owner = self
        setNeedsLayout()
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// Uninstalls `constraint`, making it inactive.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.owner = nil
        setNeedsLayout()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis.rawValue] = priority
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis.rawValue] = priority
    }

    /// The size closest to `targetSize` that the view's constraints allow, each dimension wanting the target
    /// at `fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        CGSize(
            width: StandInLayoutSolver.fittingLength(of: self, axis: .horizontal, target: targetSize.width, priority: horizontal),
            height: StandInLayoutSolver.fittingLength(of: self, axis: .vertical, target: targetSize.height, priority: vertical))
    }
}
