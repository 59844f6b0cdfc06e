/// What the analysis knows of the iOS SDK without reading it: a short list per kind of type. A name not
/// listed is "unknown", and whatever depends on it is reported as undecided rather than guessed.
enum ObjCKnownFrameworks {
    /// Objective-C classes a Swift class can inherit from, each with its superclass (`nil` for a root).
    /// None is marked `swift_objc_members` in the SDK (as `XCTestCase` is), so none makes its subclasses'
    /// members `@objcMembers`; a class that might be is left out, and its subclasses stay undecided.
    static let classes: [String: String?] = [
        "NSObject": nil, "NSProxy": nil,
        "UIResponder": "NSObject", "UIView": "UIResponder", "UIViewController": "UIResponder",
        "UIApplication": "UIResponder", "UIControl": "UIView", "UIImageView": "UIView", "UILabel": "UIView",
        "UIStackView": "UIView", "UIScrollView": "UIView", "UIWindow": "UIView", "UIVisualEffectView": "UIView",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UITableViewCell": "UIView",
        "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UIStepper": "UIControl",
        "UISegmentedControl": "UIControl", "UITextField": "UIControl", "UIPageControl": "UIControl",
        "UIDatePicker": "UIControl", "UIRefreshControl": "UIControl",
        "UINavigationController": "UIViewController", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UIAlertController": "UIViewController",
        "UIGestureRecognizer": "NSObject", "UITapGestureRecognizer": "UIGestureRecognizer",
        "UIPanGestureRecognizer": "UIGestureRecognizer", "UILongPressGestureRecognizer": "UIGestureRecognizer",
        "UISwipeGestureRecognizer": "UIGestureRecognizer", "UIPinchGestureRecognizer": "UIGestureRecognizer",
        "UIImage": "NSObject", "UIColor": "NSObject", "UIFont": "NSObject", "UITouch": "NSObject",
        "UIEvent": "NSObject", "UIScreen": "NSObject", "UITraitCollection": "NSObject", "UIBezierPath": "NSObject",
        "UILayoutGuide": "NSObject", "UIDevice": "NSObject", "UINib": "NSObject", "UIStoryboard": "NSObject",
        "UIAccessibilityElement": "NSObject", "UIFeedbackGenerator": "NSObject",
        "UISelectionFeedbackGenerator": "UIFeedbackGenerator", "UIImpactFeedbackGenerator": "UIFeedbackGenerator",
        "UINotificationFeedbackGenerator": "UIFeedbackGenerator", "UIViewPropertyAnimator": "NSObject",
        "UIBlurEffect": "NSObject", "UIAlertAction": "NSObject", "UIBarButtonItem": "NSObject",
        "CALayer": "NSObject", "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CATextLayer": "CALayer",
        "CAReplicatorLayer": "CALayer", "CAEmitterLayer": "CALayer", "CAAnimation": "NSObject",
        "CABasicAnimation": "CAAnimation", "CAKeyframeAnimation": "CAAnimation", "CADisplayLink": "NSObject",
        "CAMediaTimingFunction": "NSObject", "NSString": "NSObject", "NSNumber": "NSObject", "NSArray": "NSObject",
        "NSMutableArray": "NSArray", "NSDictionary": "NSObject", "NSSet": "NSObject", "NSError": "NSObject",
        "NSCoder": "NSObject", "NSData": "NSObject", "NSDate": "NSObject", "NSURL": "NSObject",
        "NSAttributedString": "NSObject", "NSMutableAttributedString": "NSAttributedString",
        "NSLayoutConstraint": "NSObject", "NSLayoutDimension": "NSObject", "NSLayoutXAxisAnchor": "NSObject",
        "NSLayoutYAxisAnchor": "NSObject", "Bundle": "NSObject", "Timer": "NSObject",
        "NotificationCenter": "NSObject", "UserDefaults": "NSObject", "FileManager": "NSObject",
        "OperationQueue": "NSObject", "Operation": "NSObject", "Thread": "NSObject", "JSONSerialization": "NSObject",
        "NSValue": "NSObject",
    ]

    /// Core Foundation and Core Graphics types: Objective-C can hold them, no Swift class can inherit from them.
    static let foreignClasses: Set<String> = [
        "CGColor", "CGImage", "CGPath", "CGMutablePath", "CGContext", "CGColorSpace", "CGGradient", "CGFont", "CTFont",
    ]

    /// Standard-library and C numbers: trivially representable, bridged to `NSNumber` inside collections.
    static let numbers: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
        "Float32", "Float64", "CGFloat", "Bool", "NSInteger", "NSUInteger", "TimeInterval", "NSTimeInterval",
        "CInt", "CUnsignedInt", "CLong", "CUnsignedLong", "CLongLong", "CUnsignedLongLong", "CShort",
        "CUnsignedShort", "CChar", "CSignedChar", "CUnsignedChar", "CFloat", "CDouble", "CBool",
    ]

    /// C structs, `NS_ENUM`/`NS_OPTIONS` and typed enums imported from the SDK: representable by value only
    /// (an optional of one is not representable).
    static let cValueTypes: Set<String> = [
        "ObjCBool", "Selector", "OpaquePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
        "CGSize", "CGRect", "CGPoint", "CGVector", "CGAffineTransform", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "UIOffset", "NSRange", "CATransform3D",
        "UIView.ContentMode", "UIViewContentMode", "NSTextAlignment", "NSLineBreakMode", "UIControl.State",
        "UIControlState", "UIControl.Event", "UIControlEvents", "UIAccessibilityTraits", "UIView.AutoresizingMask",
        "UIViewAutoresizing", "UIRectCorner", "UIRectEdge", "UIUserInterfaceStyle", "UIImage.RenderingMode",
        "UIImageRenderingMode", "NSLayoutConstraint.Axis", "UILayoutConstraintAxis", "UIStackView.Alignment",
        "UIStackView.Distribution", "UISemanticContentAttribute", "UIView.TintAdjustmentMode", "UIBlurEffect.Style",
        "UIActivityIndicatorView.Style", "UIButton.ButtonType", "UIKeyboardType", "UIReturnKeyType",
        "UIStatusBarStyle", "UIModalPresentationStyle", "UILayoutPriority", "UIFont.Weight",
        "UIAccessibilityContainerType", "UIView.AnimationOptions", "UIViewAnimationOptions",
    ]

    /// Swift value types the Foundation overlay bridges to an Objective-C class (optional ones too).
    static let bridgedValueTypes: Set<String> = [
        "String", "Date", "Data", "URL", "UUID", "IndexPath", "IndexSet", "Notification", "Locale", "TimeZone",
        "Calendar", "DateComponents", "CharacterSet", "URLRequest", "URLComponents", "Decimal",
        "NSAttributedString.Key", "Notification.Name", "Any", "Error",
    ]

    /// `@objc` protocols of the SDK, representable as `id<P>`.
    static let objcProtocols: Set<String> = [
        "NSObjectProtocol", "NSCoding", "NSSecureCoding", "NSCopying", "UITableViewDataSource", "UITableViewDelegate",
        "UICollectionViewDataSource", "UICollectionViewDelegate", "UIGestureRecognizerDelegate", "UIScrollViewDelegate",
        "UITextFieldDelegate", "UITextViewDelegate", "UIPickerViewDataSource", "UIPickerViewDelegate",
        "UISearchBarDelegate", "CALayerDelegate", "CAAnimationDelegate", "UIAppearance", "UIDynamicItem",
        "UITraitEnvironment", "UICoordinateSpace", "UIFocusEnvironment", "UIFocusItem", "UIKeyInput", "UITextInput",
        "UIViewControllerTransitioningDelegate", "UIAdaptivePresentationControllerDelegate",
        "UIPopoverPresentationControllerDelegate", "UIContentSizeCategoryAdjusting",
    ]

    /// Protocols that are certainly not `@objc`: conforming to one makes no member a witness to an
    /// Objective-C requirement.
    static let swiftProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Codable",
        "Encodable", "Decodable", "Sendable", "Identifiable", "CaseIterable", "RawRepresentable", "Error",
        "LocalizedError", "CustomReflectable", "CustomPlaygroundDisplayConvertible", "ObservableObject",
        "Sequence", "Collection", "IteratorProtocol", "AnyObject",
    ]

    /// The known Objective-C ancestors of `name`, nearest first; empty for a name not listed.
    static func ancestry(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        while let name = current, let superclass = classes[name], !result.contains(name) {
            result.append(name)
            current = superclass
        }
        return result
    }
}
