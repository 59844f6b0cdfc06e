/// UIKit's `UITouch`: one finger on the screen, with a location the stand-in's driver chooses.
///
/// Every `location(in:)` and `previousLocation(in:)` call is noted in `StandInRecorder.touchReads`,
/// so a driver can tell which touch of a set a control read.
open class UITouch: NSObject {
    /// The phase of a touch; UIKit's first five cases and raw values.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// The location in `view`'s coordinates (the window's when `view` is nil).
    private var currentLocation: CGPoint
    /// The location before the last `standInMove`, in `view`'s coordinates.
    private var earlierLocation: CGPoint

    /// The view the touch is delivered to, whose coordinates the stored locations use.
    open private(set) var view: UIView?

    /// Where the touch is in its life.
    open private(set) var phase: Phase

    /// Taps at this point; the stand-in's touches are single taps.
    open var tapCount: Int { 1 }

    /// A touch at `location` in `view`'s coordinates (nil: window coordinates) (stand-in only).
    @_spi(CheckBaseline) public init(standInLocation location: CGPoint, in view: UIView?, phase: Phase = .began) {
        currentLocation = location
        earlierLocation = location
        self.view = view
        self.phase = phase
        number = StandInRecorder.touchesMade
        StandInRecorder.touchesMade += 1
        super.init()
    }

    /// The touch's place among those made since `StandInRecorder.reset()`.
    private let number: Int

    /// The order of a set of touches is unspecified on iOS (the model accepts each touch first); here it is
    /// one order that depends only on the case, not on where the touches happen to be in memory, so that two
    /// runs of a case agree: the hash is the touch's number (with deterministic hashing in the driver).
    open override var hash: Int { number }

    /// A touch at the window's origin, in no view (`UITouch()`, NSObject's initializer, designated so that a
    /// subclass inherits it): a subclass answers its own locations.
    public override init() {
        currentLocation = .zero
        earlierLocation = .zero
        view = nil
        phase = .began
        number = StandInRecorder.touchesMade
        StandInRecorder.touchesMade += 1
        super.init()
    }

    /// Moves the touch to `location` in its view's coordinates, in `phase`, keeping the old location
    /// as the previous one (stand-in only).
    @_spi(CheckBaseline) public func standInMove(to location: CGPoint, phase: Phase) {
        earlierLocation = currentLocation
        currentLocation = location
        self.phase = phase
    }

    /// The touch's location in `view`'s coordinates (nil: the window's), converted as `UIView.convert` does.
    open func location(in view: UIView?) -> CGPoint {
        StandInRecorder.noteRead(of: self)
        return converted(currentLocation, to: view)
    }

    /// The location before the last move, in `view`'s coordinates; a new touch's previous location is its location.
    open func previousLocation(in view: UIView?) -> CGPoint {
        StandInRecorder.noteRead(of: self)
        return converted(earlierLocation, to: view)
    }

    private func converted(_ point: CGPoint, to target: UIView?) -> CGPoint {
        if let target {
            return target.convert(point, from: self.view)
        }
        return self.view?.convert(point, to: nil) ?? point
    }
}
