/// What a storyboard's `<view>` element archives for `UIView.init(coder:)` as the stand-in decodes it (stand-in
/// only): the frame (`<rect key="frame">`) and the accessibility label (`<accessibility label="…">`). The
/// user-defined runtime attributes are not here: Interface Builder sets them after `init(coder:)`, by key-value
/// coding, each through the property's setter.
@_spi(CheckBaseline) open class StandInViewArchive: NSCoder {
    /// The archived frame.
    public let frame: CGRect
    /// The archived accessibility label, if the element has one.
    public let accessibilityLabel: String?

    public init(frame: CGRect, accessibilityLabel: String?) {
        self.frame = frame
        self.accessibilityLabel = accessibilityLabel
        super.init()
    }
}
