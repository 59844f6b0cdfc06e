extension UIView {
    /// Options for block animations; UIKit's raw values (the curve is a two-bit field at bit 16).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    // As UIKit does, each variant runs `animations` at once, so the model values (what the getters return)
    // take their final values before the call returns; only the on-screen presentation would move over time.
    // The stand-in records the call, and `completion` runs with `true` at `StandInRecorder.completeAnimations()`.

    /// Animates with no delay and the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(duration: duration, delay: 0, spring: nil, options: [], animations: animations, completion: nil)
    }

    /// Animates with no delay and the ease-in-out curve, then completes.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: 0, spring: nil, options: [], animations: animations, completion: completion)
    }

    /// Animates after `delay` with `options`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, spring: nil, options: options, animations: animations,
            completion: completion)
    }

    /// Animates after `delay` along a spring with damping ratio `dampingRatio` and initial velocity `velocity`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, spring: (dampingRatio, velocity), options: options,
            animations: animations, completion: completion)
    }

    private class func run(duration: TimeInterval, delay: TimeInterval, spring: (damping: CGFloat, velocity: CGFloat)?,
                           options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let changes = StandInRecorder.collectChanges(of: animations)
        let animation = StandInRecordedAnimation(duration: duration, delay: delay, springDamping: spring?.damping,
                                                 initialSpringVelocity: spring?.velocity, options: options,
                                                 changes: changes)
        StandInRecorder.record(animation, completion: completion)
    }
}
