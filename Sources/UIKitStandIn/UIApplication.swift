/// UIKit's `UIApplication`, as far as an app's declarations name it: the keys of the launch options its
/// delegate is handed. Launching an app is not modelled (`app.launch-not-modelled` in the fidelity ledger).
open class UIApplication: UIResponder {
    /// A key of the options `application(_:didFinishLaunchingWithOptions:)` receives.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

/// UIKit's `UIApplicationDelegate`. Every requirement is optional on iOS, so here it has none: an app delegate's
/// methods are its own, as an unimplemented optional requirement is never called.
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// What `@main` calls on iOS: `UIApplicationMain`, which never returns. The stand-in cannot launch an app.
    public static func main() {
        preconditionFailure("the UIKit stand-in cannot launch an app: \(Self.self) is only type-checked")
    }
}

