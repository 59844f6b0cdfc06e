/// What the stand-in records for a test driver, and how it reports invalid geometry (stand-in only).
@_spi(CheckBaseline) public enum StandInRecorder {
    /// Receives every rejected geometry assignment. The default behaves as iOS does on the uncaught
    /// `CALayerInvalidGeometry` exception: it prints the reason and aborts.
    nonisolated(unsafe) public static var invalidGeometryHandler: (StandInInvalidGeometry) -> Void =
        terminateOnInvalidGeometry

    /// The default handler: writes iOS's uncaught-exception line to standard error, then aborts.
    public static func terminateOnInvalidGeometry(_ report: StandInInvalidGeometry) {
        let line = "*** Terminating app due to uncaught exception 'CALayerInvalidGeometry', "
            + "reason: '\(report.message)'\n"
        FileHandle.standardError.write(Data(line.utf8))
        abort()
    }

    /// Receives each question the stand-in cannot answer honestly on Linux (`responds(to:)`). The default
    /// writes `check-baseline: not verifiable: <reason>` to standard error; `verify-control`'s driver and the
    /// recorder of `--xctest` put their own here, which send the reason on their result channel.
    nonisolated(unsafe) public static var notVerifiableHandler: (String) -> Void = { reason in
        FileHandle.standardError.write(Data("check-baseline: not verifiable: \(reason)\n".utf8))
    }

    /// Reports that what a test asked cannot be verified here, and why.
    public static func notVerifiable(_ reason: String) {
        notVerifiableHandler(reason)
    }

    /// Every `UIView.animate(…)` call since the last `reset()`, in call order.
    nonisolated(unsafe) public private(set) static var animations: [StandInRecordedAnimation] = []

    /// Every `UIAccessibility.post(notification:argument:)` since the last `reset()`, in call order.
    nonisolated(unsafe) public private(set) static var accessibilityPosts: [StandInAccessibilityPost] = []

    /// The touch of every `location(in:)` or `previousLocation(in:)` call since the last `reset()`, in call order.
    nonisolated(unsafe) public private(set) static var touchReads: [ObjectIdentifier] = []

    /// How many touches were made since the last `reset()`: each touch's hash (`UITouch.hash`).
    nonisolated(unsafe) static var touchesMade = 0

    /// Completion blocks of recorded animations that have not ended yet.
    nonisolated(unsafe) private static var pendingCompletions: [(Bool) -> Void] = []

    /// The changes of each animations block being run, innermost last.
    nonisolated(unsafe) private static var openBlocks: [[StandInAnimatedChange]] = []

    /// Ends every pending animation: runs the completions recorded so far with `true` (finished), in order.
    public static func completeAnimations() {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        completions.forEach { $0(true) }
    }

    /// Clears the recorded animations, pending completions, accessibility posts and touch reads, and numbers
    /// touches from zero again.
    public static func reset() {
        touchesMade = 0
        animations.removeAll()
        accessibilityPosts.removeAll()
        pendingCompletions.removeAll()
        touchReads.removeAll()
    }

    /// Runs `block` at once, collecting the animatable changes it makes.
    static func collectChanges(of block: () -> Void) -> [StandInAnimatedChange] {
        openBlocks.append([])
        block()
        return openBlocks.removeLast()
    }

    /// Notes `change` when an animations block is running.
    static func note(_ change: StandInAnimatedChange) {
        guard !openBlocks.isEmpty else { return }
        openBlocks[openBlocks.count - 1].append(change)
    }

    /// Appends `animation`, keeping `completion` until `completeAnimations()`.
    static func record(_ animation: StandInRecordedAnimation, completion: ((Bool) -> Void)?) {
        animations.append(animation)
        for change in animation.changes {
            switch change {
            case .transform(let view, _, _): view.layer.attachAnimation(forKey: "transform")
            case .property(let name, let view): view.layer.attachAnimation(forKey: name)
            }
        }
        if let completion {
            pendingCompletions.append(completion)
        }
    }

    /// Appends `post`.
    static func record(_ post: StandInAccessibilityPost) {
        accessibilityPosts.append(post)
    }

    /// Notes that a control read a location of `touch`.
    static func noteRead(of touch: UITouch) {
        touchReads.append(ObjectIdentifier(touch))
    }
}
