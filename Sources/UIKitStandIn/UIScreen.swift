/// UIKit's `UIScreen`, reduced to the main screen's scale. UIScreen.h declares the scale read-only and
/// device-dependent (2 or 3 on current iPhones); Linux has no screen, and the stand-in's is 1, the scale it
/// renders images at (`UIGraphicsImageRendererFormat`): a control that reads it sees 1.
open class UIScreen: NSObject {
    nonisolated(unsafe) public static let main = UIScreen()

    /// Points to pixels: 1 here.
    open var scale: CGFloat { 1 }
}
