/// UIKit's `UIScreen`, reduced to the main screen's scale: a device's, 2 or 3 (every device iOS 12 and later
/// runs on has a Retina display), 2 unless the verifier sets another (`StandInEnvironment`), so that a control
/// reading it sees what a device shows and a control that reacts to which device it is on can be told apart.
/// Images are still rendered at 1 (`UIGraphicsImageRendererFormat`).
open class UIScreen: NSObject {
    nonisolated(unsafe) public static let main = UIScreen()

    /// Points to pixels: the environment's scale.
    open var scale: CGFloat { StandInEnvironment.screenScale }
}

/// What iOS varies from one device or setting to another, as the stand-in answers it (stand-in only): the
/// verifier runs the documented cases under more than one, and a control whose answers change with it reacted
/// to something an honest rating control has no use for.
@_spi(CheckBaseline) public enum StandInEnvironment {
    /// The main screen's scale: 2 or 3 on the devices iOS 12 and later runs on.
    nonisolated(unsafe) public static var screenScale: CGFloat = 2
    /// The interface style the traits report.
    nonisolated(unsafe) public static var interfaceStyle = UITraitCollection.UserInterfaceStyle.light
}
