@_spi(CheckBaseline) import UIKit

/// The log of delegate callbacks, animations and accessibility posts in the order they happened (animations and
/// posts made between two callbacks: the animations first). The delegate the driver attaches (the session's,
/// which names the control's protocol) writes its callbacks here.
final class ControlDriverEventLog {
    private var events: [String] = []
    private var animationsSeen = 0
    private var postsSeen = 0

    /// A callback of the delegate: `didUpdate` or `isUpdating`, with its rating.
    func callback(_ name: String, rating: Float) {
        events.append("{\"\(name)\":\(ControlDriverOutput.number(rating))}")
    }

    /// Logs the animations started and the accessibility notifications posted since the last look: a full
    /// image view sprung back from a 0.1 scale to the identity with the documented timing is the bounce
    /// (`{"bounce": i}`); any other animation, and every post (`{"accessibilityPost": "announcement: …"}`), is
    /// logged as it is, with its timing.
    func noteRecorded(of view: UIView) {
        let animations = StandInRecorder.animations
        if animationsSeen < animations.count {
            let imageViews = view.subviews.filter { $0 is UIImageView }
            for animation in animations[animationsSeen...] {
                for change in animation.changes {
                    events.append(Self.event(for: change, in: animation, imageViews: imageViews))
                }
            }
            animationsSeen = animations.count
        }
        let posts = StandInRecorder.accessibilityPosts
        for post in posts.dropFirst(postsSeen) {
            let text = post.notification + (post.argument.map { ": " + $0 } ?? "")
            events.append("{\"accessibilityPost\":\(ResultChannelWriter.string(text))}")
        }
        postsSeen = posts.count
    }

    private static func event(
        for change: StandInAnimatedChange, in animation: StandInRecordedAnimation, imageViews: [UIView]
    ) -> String {
        switch change {
        case .transform(let animated, let from, let to):
            let index = imageViews.firstIndex { $0 === animated }
            if let index, index % 2 == 1, from == CGAffineTransform(scaleX: 0.1, y: 0.1), to.isIdentity,
               hasBounceTiming(animation) {
                return "{\"bounce\":\(index / 2)}"
            }
            let place = index.map { "image view \($0)" } ?? "another view"
            return "{\"animation\":\(ResultChannelWriter.string("transform of \(place) from \(from) to \(to), \(timing(animation))"))}"
        case .property(let name, let animated):
            let place = imageViews.firstIndex { $0 === animated }.map { "image view \($0)" } ?? "another view"
            return "{\"animation\":\(ResultChannelWriter.string("\(name) of \(place), \(timing(animation))"))}"
        }
    }

    /// The bounce's documented timing (docs/oracle.md): a spring of 2 s, no delay, damping 0.2, initial
    /// velocity 9, interactive while it runs.
    private static func hasBounceTiming(_ animation: StandInRecordedAnimation) -> Bool {
        animation.duration == 2 && animation.delay == 0 && animation.springDamping == 0.2
            && animation.initialSpringVelocity == 9 && animation.options == [.allowUserInteraction]
    }

    private static func timing(_ animation: StandInRecordedAnimation) -> String {
        let spring = animation.springDamping.map { damping in
            "spring damping \(damping) velocity \(animation.initialSpringVelocity ?? 0), "
        } ?? ""
        return "\(animation.duration) s after \(animation.delay) s, \(spring)options \(animation.options.rawValue)"
    }

    /// The events since the last call, as a JSON array.
    func take() -> String {
        defer { events.removeAll() }
        return "[" + events.joined(separator: ",") + "]"
    }

    func reset() {
        events.removeAll()
        animationsSeen = 0
        postsSeen = 0
    }
}
