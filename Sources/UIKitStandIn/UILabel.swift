/// UIKit's `UILabel`, as far as an app sets it: the text it shows, none at first. Nothing is drawn.
open class UILabel: UIView {
    open var text: String?
}

/// UIKit's `UISwitch`: an on/off control, off at first.
open class UISwitch: UIControl {
    open var isOn = false

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
