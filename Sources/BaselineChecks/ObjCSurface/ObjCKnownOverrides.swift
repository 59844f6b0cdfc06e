/// Selectors of SDK members that Swift subclasses override. An override takes the overridden member's
/// selector (`inferObjCName`), which the SDK's header names and the Swift name does not always tell:
/// `touchesBegan(_:with:)` is `touchesBegan:withEvent:`, `isEnabled` is set by `setEnabled:`.
/// An override not listed here is exposed, but its selectors are reported as undecided.
enum ObjCKnownOverrides {
    struct Entry: Sendable {
        /// The SDK classes that declare the member; the override must inherit from one of them.
        let declaredIn: [String]
        /// A method's selector, or a property's getter.
        let selector: String
        /// A read-write property's setter.
        let setter: String?
        let isClassMember: Bool
    }

    static func method(_ declaredIn: String..., selector: String, isClassMember: Bool = false) -> Entry {
        Entry(declaredIn: declaredIn, selector: selector, setter: nil, isClassMember: isClassMember)
    }

    static func method(_ declaredIn: String, _ selector: String, isClassMember: Bool = false) -> Entry {
        Entry(declaredIn: [declaredIn], selector: selector, setter: nil, isClassMember: isClassMember)
    }

    static func property(_ declaredIn: String, _ getter: String, _ setter: String? = nil, isClassMember: Bool = false) -> Entry {
        Entry(declaredIn: [declaredIn], selector: getter, setter: setter, isClassMember: isClassMember)
    }

    /// Keyed by the Swift full name as the override spells it.
    static let members: [String: Entry] = [
        // NSObject and its informal protocols (UIAccessibility, UINibLoadingAdditions).
        "init()": method("NSObject", "init"),
        "description": property("NSObject", "description"),
        "debugDescription": property("NSObject", "debugDescription"),
        "hash": property("NSObject", "hash"),
        "isEqual(_:)": method("NSObject", "isEqual:"),
        "awakeFromNib()": method("NSObject", "awakeFromNib"),
        "prepareForInterfaceBuilder()": method("NSObject", "prepareForInterfaceBuilder"),
        "observeValue(forKeyPath:of:change:context:)": method("NSObject", "observeValueForKeyPath:ofObject:change:context:"),
        "accessibilityIncrement()": method("NSObject", "accessibilityIncrement"),
        "accessibilityDecrement()": method("NSObject", "accessibilityDecrement"),
        "accessibilityActivate()": method("NSObject", "accessibilityActivate"),
        "isAccessibilityElement": property("NSObject", "isAccessibilityElement", "setIsAccessibilityElement:"),
        "accessibilityLabel": property("NSObject", "accessibilityLabel", "setAccessibilityLabel:"),
        "accessibilityValue": property("NSObject", "accessibilityValue", "setAccessibilityValue:"),
        "accessibilityHint": property("NSObject", "accessibilityHint", "setAccessibilityHint:"),
        "accessibilityTraits": property("NSObject", "accessibilityTraits", "setAccessibilityTraits:"),
        "accessibilityFrame": property("NSObject", "accessibilityFrame", "setAccessibilityFrame:"),
        // UIResponder
        "touchesBegan(_:with:)": method("UIResponder", "touchesBegan:withEvent:"),
        "touchesMoved(_:with:)": method("UIResponder", "touchesMoved:withEvent:"),
        "touchesEnded(_:with:)": method("UIResponder", "touchesEnded:withEvent:"),
        "touchesCancelled(_:with:)": method("UIResponder", "touchesCancelled:withEvent:"),
        "canBecomeFirstResponder": property("UIResponder", "canBecomeFirstResponder"),
        "canResignFirstResponder": property("UIResponder", "canResignFirstResponder"),
        "becomeFirstResponder()": method("UIResponder", "becomeFirstResponder"),
        "resignFirstResponder()": method("UIResponder", "resignFirstResponder"),
        // UIView
        "init(frame:)": method("UIView", "initWithFrame:"),
        "init(coder:)": method("UIView", "UIViewController", selector: "initWithCoder:"),
        "layoutSubviews()": method("UIView", "layoutSubviews"),
        "draw(_:)": method("UIView", "drawRect:"),
        "intrinsicContentSize": property("UIView", "intrinsicContentSize"),
        "sizeThatFits(_:)": method("UIView", "sizeThatFits:"),
        "didMoveToSuperview()": method("UIView", "didMoveToSuperview"),
        "didMoveToWindow()": method("UIView", "didMoveToWindow"),
        "willMove(toSuperview:)": method("UIView", "willMoveToSuperview:"),
        "willMove(toWindow:)": method("UIView", "willMoveToWindow:"),
        "didAddSubview(_:)": method("UIView", "didAddSubview:"),
        "willRemoveSubview(_:)": method("UIView", "willRemoveSubview:"),
        "traitCollectionDidChange(_:)": method("UIView", "traitCollectionDidChange:"),
        "tintColorDidChange()": method("UIView", "tintColorDidChange"),
        "updateConstraints()": method("UIView", "updateConstraints"),
        "layoutMarginsDidChange()": method("UIView", "layoutMarginsDidChange"),
        "safeAreaInsetsDidChange()": method("UIView", "safeAreaInsetsDidChange"),
        "point(inside:with:)": method("UIView", "pointInside:withEvent:"),
        "hitTest(_:with:)": method("UIView", "hitTest:withEvent:"),
        "frame": property("UIView", "frame", "setFrame:"),
        "bounds": property("UIView", "bounds", "setBounds:"),
        "center": property("UIView", "center", "setCenter:"),
        "backgroundColor": property("UIView", "backgroundColor", "setBackgroundColor:"),
        "isHidden": property("UIView", "isHidden", "setHidden:"),
        "alpha": property("UIView", "alpha", "setAlpha:"),
        "tintColor": property("UIView", "tintColor", "setTintColor:"),
        "contentMode": property("UIView", "contentMode", "setContentMode:"),
        "isUserInteractionEnabled": property("UIView", "isUserInteractionEnabled", "setUserInteractionEnabled:"),
        "layerClass": property("UIView", "layerClass", isClassMember: true),
        "requiresConstraintBasedLayout": property("UIView", "requiresConstraintBasedLayout", isClassMember: true),
        // UIViewController
        "init(nibName:bundle:)": method("UIViewController", "initWithNibName:bundle:"),
        "loadView()": method("UIViewController", "loadView"),
        "viewDidLoad()": method("UIViewController", "viewDidLoad"),
        "viewWillAppear(_:)": method("UIViewController", "viewWillAppear:"),
        "viewDidAppear(_:)": method("UIViewController", "viewDidAppear:"),
        "viewWillDisappear(_:)": method("UIViewController", "viewWillDisappear:"),
        "viewDidDisappear(_:)": method("UIViewController", "viewDidDisappear:"),
        "viewWillLayoutSubviews()": method("UIViewController", "viewWillLayoutSubviews"),
        "viewDidLayoutSubviews()": method("UIViewController", "viewDidLayoutSubviews"),
        "didReceiveMemoryWarning()": method("UIViewController", "didReceiveMemoryWarning"),
        "prepare(for:sender:)": method("UIViewController", "prepareForSegue:sender:"),
        "preferredStatusBarStyle": property("UIViewController", "preferredStatusBarStyle"),
        // UIControl
        "isEnabled": property("UIControl", "isEnabled", "setEnabled:"),
        "isSelected": property("UIControl", "isSelected", "setSelected:"),
        "isHighlighted": property("UIControl", "isHighlighted", "setHighlighted:"),
        "beginTracking(_:with:)": method("UIControl", "beginTrackingWithTouch:withEvent:"),
        "continueTracking(_:with:)": method("UIControl", "continueTrackingWithTouch:withEvent:"),
        "endTracking(_:with:)": method("UIControl", "endTrackingWithTouch:withEvent:"),
        "cancelTracking(with:)": method("UIControl", "cancelTrackingWithEvent:"),
    ]

    /// Optional requirements of protocols that `UIView` adopts, which a subclass's member of the same name
    /// may witness without `override` (`findWitnessedObjCRequirements` looks into inherited conformances).
    /// Whether `UIView` implements each is not known here, so such a member is undecided.
    static let inheritedOptionalRequirements: [String: String] = [
        "display(_:)": "CALayerDelegate", "draw(_:in:)": "CALayerDelegate", "layerWillDraw(_:)": "CALayerDelegate",
        "layoutSublayers(of:)": "CALayerDelegate", "action(for:forKey:)": "CALayerDelegate",
        "collisionBoundsType": "UIDynamicItem", "collisionBoundingPath": "UIDynamicItem",
        "didHintFocusMovement(_:)": "UIFocusItem", "focusGroupIdentifier": "UIFocusEnvironment",
        "soundIdentifierForFocusUpdate(in:)": "UIFocusEnvironment", "focusItemDeferralMode": "UIFocusItem",
        "focusGroupPriority": "UIFocusItem", "focusEffect": "UIFocusItem", "isTransparentFocusItem": "UIFocusItem",
    ]
}
