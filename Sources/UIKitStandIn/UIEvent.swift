/// UIKit's `UIEvent`: passed along with touches; the stand-in carries nothing in it.
open class UIEvent: NSObject {}
