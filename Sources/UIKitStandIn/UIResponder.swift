/// UIKit's `UIResponder`: an object in the responder chain that can handle touches.
///
/// UIKit documents that the default touch methods forward the message up the responder chain
/// (to `next`), so a subclass calls `super` for touches it does not handle.
open class UIResponder: NSObject {
    /// The next responder in the chain; none by default (a view answers its superview).
    open var next: UIResponder? { nil }

    /// Touches began; forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended; forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled; forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// On iOS, whether the Objective-C runtime finds a method for `selector`. The stand-in answers `true` for
    /// the selectors it knows the class implements (`StandInObjectiveC`: UIKit's own, and the control's as the
    /// tool derived them from its source); for any other it cannot know, reports the question as not
    /// verifiable (`StandInRecorder.notVerifiable`) and answers `false`.
    open func responds(to selector: Selector?) -> Bool {
        if let selector, StandInObjectiveC.answer(type(of: self), respondsTo: selector.name) == true { return true }
        StandInRecorder.notVerifiable(
            "responds(to: \(selector.map(\.name) ?? "nil")) names a selector the stand-in does not know to be"
                + " implemented: the Objective-C runtime, which Swift on Linux does not have, would answer")
        return false
    }
}
