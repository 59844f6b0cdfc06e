/// The classes of a set of Swift files as Interface Builder sees them: each class's superclass, its `@IBOutlet`
/// properties with their types, and its `@IBAction` methods with the types of their parameters. Extensions add to
/// the class they extend. A storyboard's connections are held against this (`StoryboardConnections`).
public struct InterfaceBuilderClasses: Sendable {
    /// One class, where it is declared.
    public struct Class: Sendable {
        public let name: String
        public let superclass: String?
        public let path: String
        public let location: SourceLocation
        /// Outlet name → the declared type's name, Optional and implicitly unwrapped Optional removed.
        public var outlets: [String: String] = [:]
        /// Action base name → the type names of its parameters, one list per overload.
        public var actions: [String: [[String]]] = [:]
    }

    public private(set) var classes: [String: Class] = [:]

    public init() {}

    /// Adds the classes declared in `file`, found at `path`.
    public mutating func add(_ file: SwiftSourceFile, at path: String) {
        let model = ObjCSourceModel(file: file)
        let tokens = file.tokens
        for type in model.types where type.kind == .class {
            classes[type.name] = Class(
                name: type.name, superclass: type.inherited.first, path: path,
                location: tokens[type.declaration.keywordToken].location)
        }
        for type in model.types where type.kind == .class || type.kind == .extension {
            guard classes[type.name] != nil else { continue }
            for member in type.members where member.has("IBOutlet") || member.has("IBAction") {
                let signature = SwiftMemberSignature.read(member, in: tokens, pairs: model.scanner.pairs)
                if member.has("IBOutlet"), signature.kind == .property {
                    classes[type.name]?.outlets[signature.name] = signature.type.map(Self.className) ?? ""
                } else if member.has("IBAction"), signature.kind == .method {
                    classes[type.name]?.actions[signature.name, default: []].append(
                        (signature.parameters ?? []).map { Self.className($0.type) })
                }
            }
        }
    }

    /// The chain from `name` up through its superclasses, as far as these classes and UIKit's known ones tell.
    public func ancestry(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, !chain.contains(next) {
            chain.append(next)
            current = classes[next]?.superclass ?? Self.uikitSuperclasses[next]
        }
        return chain
    }

    /// A type's name as a storyboard names a class: `UILabel!`, `UILabel?` and `UIKit.UILabel` are `UILabel`.
    static func className(_ type: SwiftTypeReference) -> String {
        switch type {
        case .optional(let wrapped, _): className(wrapped)
        case .named(let path, _): path.last ?? ""
        default: type.description
        }
    }

    /// UIKit's classes a storyboard object can be, and their superclasses (UIKit's headers: `@interface UILabel : UIView`).
    static let uikitSuperclasses: [String: String] = [
        "UIView": "UIResponder", "UIViewController": "UIResponder", "UIResponder": "NSObject",
        "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UITextField": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
        "UIWindow": "UIView", "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
    ]
}
