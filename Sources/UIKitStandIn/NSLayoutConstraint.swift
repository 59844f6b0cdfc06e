/// UIKit's `NSLayoutConstraint`: `first.attribute (relation) multiplier × second.attribute + constant`.
/// Activating one adds it to the closest common ancestor of its views, as UIKit does.
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    public let firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority = UILayoutPriority.required

    public init(
        item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// The view the constraint is installed on while it is active.
    weak var owner: UIView?

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { owner != nil }
        set {
            if newValue, owner == nil {
                commonAncestor()?.addConstraint(self)
            } else if !newValue {
                owner?.removeConstraint(self)
            }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    /// The closest view that is, or contains, every view of the constraint.
    private func commonAncestor() -> UIView? {
        guard let first = firstItem as? UIView else { return nil }
        guard let second = secondItem as? UIView else { return first }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = second
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }
}
