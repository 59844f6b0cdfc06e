/// UIKit's layout anchors: a view's attribute, from which constraints are made. As UIKit's are, they are
/// generic over their kind, so that an x position is only ever related to an x position.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    unowned let view: UIView
    let attribute: NSLayoutConstraint.Attribute

    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation, toItem: other?.view,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right, centre x.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centre y.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size: width or height, which can also be a constant or a multiple of another size.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, constant: constant)
    }

    open func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: constant)
    }

    open func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
