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

    /// On iOS, whether the Objective-C runtime finds a method for `selector`, which depends on `@objc`
    /// exposure the control compiled for Linux does not have. The stand-in cannot know: it reports the
    /// question as not verifiable (`StandInRecorder.notVerifiable`) and answers `false`.
    open func responds(to selector: Selector?) -> Bool {
        StandInRecorder.notVerifiable(
            "responds(to: \(selector.map(\.name) ?? "nil")) asks the Objective-C runtime, which Swift on Linux does not have")
        return false
    }
}
