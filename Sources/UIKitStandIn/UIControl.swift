/// UIKit's `UIControl`, reduced to its state (UIControl.h: enabled, not selected, not highlighted) and the
/// events it sends. Target–action sends a selector through the Objective-C runtime, which Linux lacks: an
/// action sent to a registered target is reported as not verifiable (`StandInRecorder.notVerifiable`).
open class UIControl: UIView {
    /// UIControl.h's `UIControlEvents` bits.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIControl.h's `UIControlState` bits.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// The state the three flags make.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: Selector, events: Event)] = []

    /// Registers `action` for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Sends the actions registered for `controlEvents`: each one is reported as not verifiable.
    open func sendActions(for controlEvents: Event) {
        for registered in actions where !registered.events.intersection(controlEvents).isEmpty {
            StandInRecorder.notVerifiable(
                "sendActions(for:) sends \(registered.action.name) through the Objective-C runtime, which Swift on Linux does not have")
        }
    }
}
