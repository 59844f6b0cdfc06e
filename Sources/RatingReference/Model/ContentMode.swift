/// How an image view shows its image in its bounds: `UIView.ContentMode`, by UIKit's case names in UIKit's order.
public enum ContentMode: String, CaseIterable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
