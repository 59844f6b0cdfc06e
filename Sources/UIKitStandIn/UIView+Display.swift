extension UIView {
    /// Marks the view's content as needing to be drawn (UIView.h `setNeedsDisplay`): `draw(_:)` runs at the
    /// window's next commit (`UIWindow.standInCommit()`); the mark can be read (`standInNeedsDisplay`).
    public func setNeedsDisplay() {
        standInNeedsDisplay = true
    }

    /// The tint, inherited from the superview when none is set; with none anywhere a system colour
    /// (UIView.h: "-tintColor always returns a color"), here the system blue.
    public var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? UIView.systemTint }
        set { ownTintColor = newValue }
    }

    /// The view's traits: the stand-in screen's (`UITraitCollection`).
    public var traitCollection: UITraitCollection {
        UITraitCollection()
    }

    private static var systemTint: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
}
