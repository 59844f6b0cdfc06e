/// UIKit's `UIWindow`: a view, the root of a view hierarchy on screen, whose root view controller's view is
/// its content; and the end of a run-loop turn, when Core Animation commits what changed (stand-in only).
open class UIWindow: UIView {
    /// The view controller whose view is the window's content. Assigning it installs that view as the
    /// window's content view, sized to the window (its old content view leaves the window).
    open var rootViewController: UIViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController, old.isViewLoaded { old.view.removeFromSuperview() }
            guard let content = rootViewController?.view else { return }
            content.frame = bounds
            addSubview(content)
        }
    }

    /// Shows the window; the stand-in has one screen and no key window to change.
    open func makeKeyAndVisible() {
        isHidden = false
    }

    /// One turn of the run loop ending (stand-in only), as Core Animation commits its transaction: every view
    /// of the window marked for layout is laid out, top down (`layoutIfNeeded()` of the window), then every
    /// view marked for display draws (`draw(_:)` of its bounds), once.
    @_spi(CheckBaseline) public func standInCommit() {
        layoutIfNeeded()
        displayMarkedViews(in: self)
    }

    private func displayMarkedViews(in view: UIView) {
        if view.standInNeedsDisplay {
            view.standInNeedsDisplay = false
            view.draw(view.bounds)
        }
        for subview in view.subviews {
            displayMarkedViews(in: subview)
        }
    }
}
