/// What the Objective-C runtime would answer `responds(to:)` with on iOS, as far as the stand-in can know it
/// (stand-in only): the selectors UIKit's own classes implement, as their SDK headers declare them (the ones
/// the stand-in models), and those a control's classes expose, which `verify-control` derives from the
/// control's source by the Swift compiler's rules and registers before any of the checkout's code runs.
@_spi(CheckBaseline) public enum StandInObjectiveC {
    /// The selectors each class implements itself, by class; a class also answers for its superclasses'.
    nonisolated(unsafe) private static var implemented: [ObjectIdentifier: Set<String>] = [
        ObjectIdentifier(NSObject.self): uikitObjectSelectors,
        ObjectIdentifier(UIResponder.self): [
            "nextResponder", "touchesBegan:withEvent:", "touchesMoved:withEvent:", "touchesEnded:withEvent:",
            "touchesCancelled:withEvent:",
        ],
        ObjectIdentifier(UIView.self): uikitViewSelectors,
        ObjectIdentifier(UIImageView.self): ["initWithImage:", "image", "setImage:"],
    ]

    /// Registers `selectors` as implemented by instances of `type` (the tool's generated code calls it).
    public static func expose(_ selectors: [String], on type: AnyClass) {
        implemented[ObjectIdentifier(type), default: []].formUnion(selectors)
    }

    /// Whether an instance of `type` responds to `selector`: `true` when it or a superclass is known to
    /// implement it, `nil` when the stand-in cannot tell (UIKit implements far more than it models).
    static func answer(_ type: AnyClass, respondsTo selector: String) -> Bool? {
        var current: AnyClass? = type
        while let found = current {
            if implemented[ObjectIdentifier(found)]?.contains(selector) == true { return true }
            current = _getSuperclass(found)
        }
        return nil
    }

    /// NSObject's, and the accessibility properties and actions UIAccessibility.h adds to every NSObject.
    private static let uikitObjectSelectors: Set<String> = [
        "init", "class", "self", "description", "hash", "isEqual:", "respondsToSelector:", "isKindOfClass:",
        "isAccessibilityElement", "setIsAccessibilityElement:", "accessibilityLabel", "setAccessibilityLabel:",
        "accessibilityValue", "setAccessibilityValue:", "accessibilityHint", "setAccessibilityHint:",
        "accessibilityTraits", "setAccessibilityTraits:", "accessibilityIncrement", "accessibilityDecrement",
    ]

    /// UIView.h's, for what the stand-in models of a view.
    private static let uikitViewSelectors: Set<String> = [
        "initWithFrame:", "initWithCoder:", "layer", "frame", "setFrame:", "bounds", "setBounds:", "center",
        "setCenter:", "transform", "setTransform:", "isHidden", "setHidden:", "alpha", "setAlpha:",
        "backgroundColor", "setBackgroundColor:", "contentMode", "setContentMode:", "clipsToBounds",
        "setClipsToBounds:", "isUserInteractionEnabled", "setUserInteractionEnabled:", "tag", "setTag:",
        "superview", "subviews", "addSubview:", "insertSubview:atIndex:", "removeFromSuperview",
        "setNeedsLayout", "layoutIfNeeded", "layoutSubviews", "intrinsicContentSize",
        "invalidateIntrinsicContentSize", "sizeThatFits:", "sizeToFit", "pointInside:withEvent:",
        "hitTest:withEvent:", "convertPoint:toView:", "convertPoint:fromView:", "convertRect:toView:",
        "convertRect:fromView:", "translatesAutoresizingMaskIntoConstraints",
        "setTranslatesAutoresizingMaskIntoConstraints:", "constraints", "addConstraint:", "removeConstraint:",
        "systemLayoutSizeFittingSize:",
    ]
}
