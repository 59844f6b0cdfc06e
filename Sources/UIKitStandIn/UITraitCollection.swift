/// UIKit's `UITraitCollection`, reduced to the traits a control reads: the display scale (the stand-in
/// screen's) and the interface style (light unless the verifier sets another, `StandInEnvironment`).
open class UITraitCollection: NSObject {
    /// Light or dark appearance (UIInterface.h `UIUserInterfaceStyle`).
    public enum UserInterfaceStyle: Int, Sendable {
        case unspecified, light, dark
    }

    open var displayScale: CGFloat { UIScreen.main.scale }
    open var userInterfaceStyle: UserInterfaceStyle { StandInEnvironment.interfaceStyle }
}
