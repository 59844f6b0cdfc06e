/// A storyboard held against the classes an app builds and links: every custom class it names exists in the module
/// it names, and every outlet and action connection names a member of the right kind and type, as Interface Builder
/// would connect it at run time (where a mismatch is a crash: "this class is not key value coding-compliant").
public struct StoryboardConnections {
    /// One mismatch, at the storyboard element that makes it.
    public struct Problem: Sendable, Equatable {
        public enum Kind: Sendable { case missingClass, connection }
        public let kind: Kind
        public let message: String
        public let location: SourceLocation
    }

    /// The app's own classes, and its module's name (what `customModuleProvider="target"` means).
    public let app: InterfaceBuilderClasses
    public let appModule: String
    /// The library's classes, and its module's name.
    public let library: InterfaceBuilderClasses
    public let libraryModule: String

    public init(app: InterfaceBuilderClasses, appModule: String, library: InterfaceBuilderClasses, libraryModule: String) {
        self.app = app
        self.appModule = appModule
        self.library = library
        self.libraryModule = libraryModule
    }

    public func problems(in storyboard: XMLDocument) -> [Problem] {
        var objects: [String: XMLElement] = [:]
        collect(storyboard.root) { element in
            if let id = element.attribute("id") { objects[id] = element }
        }
        var problems: [Problem] = []
        collect(storyboard.root) { element in
            if let problem = classProblem(element) { problems.append(problem) }
            guard let connections = element.elements.first(where: { $0.name == "connections" }) else { return }
            for connection in connections.elements {
                if let problem = connectionProblem(connection, owner: element, objects: objects) { problems.append(problem) }
            }
        }
        return problems
    }

    /// The class a storyboard element is: its custom class, else the UIKit class its tag stands for.
    public static func className(of element: XMLElement) -> String? {
        element.attribute("customClass") ?? uikitClasses[element.name]
    }

    /// Whether the storyboard names a class of the library's module, or the library's view by name.
    public func usesLibrary(_ storyboard: XMLDocument) -> Bool {
        var uses = false
        collect(storyboard.root) { element in
            uses = uses || element.attribute("customModule") == libraryModule
                || element.attribute("customClass").map { library.classes[$0] != nil && element.attribute("customModule") == nil } == true
        }
        return uses
    }

    private func classProblem(_ element: XMLElement) -> Problem? {
        guard let name = element.attribute("customClass") else { return nil }
        let module = element.attribute("customModule")
        let inApp = module == nil || module == appModule || element.attribute("customModuleProvider") == "target"
        if inApp && module != libraryModule {
            guard app.classes[name] == nil else { return nil }
            return Problem(kind: .missingClass, message: "custom class \(name) is declared in none of the app's Swift files",
                           location: element.location)
        }
        if module == libraryModule {
            guard library.classes[name] == nil else { return nil }
            return Problem(kind: .missingClass, message: "custom class \(name) is not declared by the module \(libraryModule)",
                           location: element.location)
        }
        return Problem(
            kind: .missingClass,
            message: "custom class \(name) names the module \(module ?? ""), which is neither the app (\(appModule)) nor the"
                + " library (\(libraryModule))",
            location: element.location)
    }

    private func connectionProblem(_ connection: XMLElement, owner: XMLElement, objects: [String: XMLElement]) -> Problem? {
        let destination = connection.attribute("destination").flatMap { objects[$0] }
        switch connection.name {
        case "outlet":
            guard let property = connection.attribute("property"), let ownerClass = Self.className(of: owner),
                  let found = member(of: ownerClass, \.outlets, property) else {
                return checkable(owner) ? problem(connection, "outlet \(connection.attribute("property") ?? "") names no"
                    + " @IBOutlet property of \(Self.className(of: owner) ?? owner.name)") : nil
            }
            guard let destination, let targetClass = Self.className(of: destination) else { return nil }
            return isKind(targetClass, of: found) ? nil : problem(
                connection, "outlet \(property) is declared \(found), but connects a \(targetClass)")
        case "action":
            guard let destination, checkable(destination), let targetClass = Self.className(of: destination) else { return nil }
            let selector = connection.attribute("selector") ?? ""
            let baseName = String(selector.prefix { $0 != ":" })
            let arity = selector.filter { $0 == ":" }.count
            let overloads = member(of: targetClass, \.actions, baseName) ?? []
            guard let parameters = overloads.first(where: { $0.count == arity }) else {
                return problem(connection, "action \(selector) names no @IBAction method of \(targetClass) taking \(arity)"
                    + " argument\(arity == 1 ? "" : "s")")
            }
            guard let sender = parameters.first, let senderClass = Self.className(of: owner) else { return nil }
            return isKind(senderClass, of: sender) ? nil : problem(
                connection, "action \(selector) takes a \(sender) sender, but a \(senderClass) sends it")
        default:
            return nil
        }
    }

    /// Whether the element's class is one of the app's or the library's, whose members can be read; a UIKit class's
    /// outlets (`dataSource`, `delegate`) are UIKit's own and not known here.
    private func checkable(_ element: XMLElement) -> Bool {
        Self.className(of: element).map { app.classes[$0] != nil || library.classes[$0] != nil } ?? false
    }

    /// The member `name` of `className` or of its superclasses among the app's and the library's classes.
    private func member<Value>(
        of className: String, _ members: KeyPath<InterfaceBuilderClasses.Class, [String: Value]>, _ name: String
    ) -> Value? {
        for ancestor in app.ancestry(of: className) + library.ancestry(of: className) {
            if let found = (app.classes[ancestor] ?? library.classes[ancestor])?[keyPath: members][name] { return found }
        }
        return nil
    }

    /// Whether an object of class `name` can be held in a variable of type `type`.
    private func isKind(_ name: String, of type: String) -> Bool {
        ["Any", "AnyObject", "NSObject"].contains(type) || (app.ancestry(of: name) + library.ancestry(of: name)).contains(type)
    }

    private func problem(_ connection: XMLElement, _ message: String) -> Problem {
        Problem(kind: .connection, message: message, location: connection.location)
    }

    private func collect(_ element: XMLElement, _ visit: (XMLElement) -> Void) {
        visit(element)
        for child in element.elements { collect(child, visit) }
    }

    /// A storyboard element's tag and the UIKit class it stands for.
    static let uikitClasses: [String: String] = [
        "viewController": "UIViewController", "view": "UIView", "label": "UILabel", "switch": "UISwitch",
        "button": "UIButton", "imageView": "UIImageView", "textField": "UITextField", "slider": "UISlider",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView", "textView": "UITextView",
        "segmentedControl": "UISegmentedControl", "stepper": "UIStepper", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "collectionView": "UICollectionView",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
    ]
}
