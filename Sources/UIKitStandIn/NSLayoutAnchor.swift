/// UIKit's layout anchors: a view's attribute, from which constraints are made. The three kinds only make
/// constraints with their own kind, as UIKit's generic `NSLayoutAnchor` does.
open class NSLayoutAnchorBase: NSObject {
    unowned let view: UIView
    let attribute: NSLayoutConstraint.Attribute

    init(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
        super.init()
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchorBase?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation, toItem: other?.view,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right, centre x.
open class NSLayoutXAxisAnchor: NSLayoutAnchorBase {
    open func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A vertical position: top, bottom, centre y.
open class NSLayoutYAxisAnchor: NSLayoutAnchorBase {
    open func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A size: width or height.
open class NSLayoutDimension: NSLayoutAnchorBase {
    open func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, constant: constant)
    }

    open func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: constant)
    }

    open func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
