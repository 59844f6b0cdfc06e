/// One thing a case does to the control, or one look at it.
///
/// Each kind of step is declared here once: its case, its name, its fields in the order both written forms
/// give them (`write(to:)`), how they are read back (`init(kind:reading:)`), an example, what it does to the
/// model (`act(on:)`) and the Swift statement an exported test performs it with (`swift(number:)`). The case
/// file, the driver's script, the generators and the simplifier follow this declaration; the driver performs
/// a kind in its session (the one place that calls the control), and a kind it cannot perform fails
/// `ControlDriverVocabularyTests`, which sends it every kind's example.
public enum Step: Hashable, Sendable {
    /// A new control in place of the case's, made as a storyboard makes it: `init(coder:)` with an archive of
    /// this frame and accessibility label (`nil`: none archived). The storyboard's user-defined runtime
    /// attributes are the `set` steps after it: Interface Builder assigns them after `init(coder:)`, in order.
    case decode(frame: Rect, accessibilityLabel: String?)
    /// A property assignment.
    case set(Assignment)
    /// A call of `layoutSubviews()`, as UIKit never makes it in an app (Apple: "You should not call this method
    /// directly"): kept for the documented cases that need it.
    case layout
    /// The end of a run-loop turn: the control lives in a window, and Core Animation's commit lays out every
    /// view marked for layout, top down, then displays (correction G).
    case commit
    /// `touchesBegan` with these touch locations (the first one counts; an empty list is an empty set).
    case touchesBegan([Point])
    /// `touchesMoved` with these touch locations.
    case touchesMoved([Point])
    /// `touchesEnded` with these touch locations.
    case touchesEnded([Point])
    /// `touchesCancelled` with these touch locations: UIKit's call when a system event (an alert, a call) ends
    /// the touch sequence instead of `touchesEnded`.
    case touchesCancelled([Point])
    /// `accessibilityIncrement()`.
    case accessibilityIncrement
    /// `accessibilityDecrement()`.
    case accessibilityDecrement
    /// A call of `sizeForImage(_:inSize:)`, with the result expected (or `nil` for none).
    case sizeForImage(image: Size, container: Size, expect: Size?)
    /// A look at the control: the fields present in the observation are the ones expected.
    case observe(Observation)

    /// The kinds of step, named as the case file's `"do"` and the driver script's first word name them.
    public enum Kind: String, CaseIterable, Sendable {
        case decode, set, layout, commit, touchesBegan, touchesMoved, touchesEnded, touchesCancelled
        case accessibilityIncrement, accessibilityDecrement, sizeForImage, observe

        /// One step of this kind, for tests that must cover every kind.
        public var example: Step {
            switch self {
            case .decode: .decode(frame: Rect(x: 40, y: 105, width: 295, height: 48), accessibilityLabel: "Stars")
            case .set: .set(.rating(2.5))
            case .layout: .layout
            case .commit: .commit
            case .touchesBegan: .touchesBegan([Point(x: 30, y: 5)])
            case .touchesMoved: .touchesMoved([Point(x: 50, y: 5), Point(x: 10, y: 5)])
            case .touchesEnded: .touchesEnded([])
            case .touchesCancelled: .touchesCancelled([Point(x: 30, y: 5)])
            case .accessibilityIncrement: .accessibilityIncrement
            case .accessibilityDecrement: .accessibilityDecrement
            case .sizeForImage: .sizeForImage(image: Size(width: 20, height: 10), container: Size(width: 40, height: 40),
                                              expect: Size(width: 40, height: 20))
            case .observe: .observe(Observation(rating: 2.5))
            }
        }
    }

    public var kind: Kind {
        switch self {
        case .decode: .decode
        case .set: .set
        case .layout: .layout
        case .commit: .commit
        case .touchesBegan: .touchesBegan
        case .touchesMoved: .touchesMoved
        case .touchesEnded: .touchesEnded
        case .touchesCancelled: .touchesCancelled
        case .accessibilityIncrement: .accessibilityIncrement
        case .accessibilityDecrement: .accessibilityDecrement
        case .sizeForImage: .sizeForImage
        case .observe: .observe
        }
    }

    /// Writes the step's fields, after its kind.
    public func write<Writer: StepFieldWriter>(to writer: inout Writer) {
        switch self {
        case .decode(let frame, let label):
            writer.rect("frame", frame)
            writer.optionalText("accessibilityLabel", label)
        case .set(let assignment): assignment.write(to: &writer)
        case .touchesBegan(let touches), .touchesMoved(let touches), .touchesEnded(let touches), .touchesCancelled(let touches):
            writer.points("touches", touches)
        case .sizeForImage(let image, let container, let expected):
            writer.size("image", image)
            writer.size("container", container)
            writer.expectedSize("expect", expected)
        case .observe(let observation): writer.expectedObservation("expect", observation)
        case .layout, .commit, .accessibilityIncrement, .accessibilityDecrement: break
        }
    }

    /// The step of `kind` whose fields `reader` holds, read in the order `write(to:)` writes them.
    public init<Reader: StepFieldReader>(kind: Kind, reading reader: inout Reader) throws(Reader.Failure) {
        switch kind {
        case .decode:
            let frame = try reader.rect("frame")
            self = .decode(frame: frame, accessibilityLabel: try reader.optionalText("accessibilityLabel"))
        case .set: self = .set(try Assignment(reading: &reader))
        case .layout: self = .layout
        case .commit: self = .commit
        case .touchesBegan: self = .touchesBegan(try reader.points("touches"))
        case .touchesMoved: self = .touchesMoved(try reader.points("touches"))
        case .touchesEnded: self = .touchesEnded(try reader.points("touches"))
        case .touchesCancelled: self = .touchesCancelled(try reader.points("touches"))
        case .accessibilityIncrement: self = .accessibilityIncrement
        case .accessibilityDecrement: self = .accessibilityDecrement
        case .sizeForImage:
            let image = try reader.size("image")
            self = .sizeForImage(image: image, container: try reader.size("container"), expect: try reader.expectedSize("expect"))
        case .observe: self = .observe(try reader.expectedObservation("expect"))
        }
    }

    /// What the step does to the model: looks (`observe`, `sizeForImage`) change nothing.
    func act(on control: inout RatingControl) {
        switch self {
        case .decode(let frame, let label): control = RatingControl(archivedFrame: frame, accessibilityLabel: label)
        case .set(let assignment): control.assign(assignment)
        case .layout: control.layoutSubviews()
        case .commit: control.commit()
        case .touchesBegan(let touches): control.touchesBegan(touches)
        case .touchesMoved(let touches): control.touchesMoved(touches)
        case .touchesEnded(let touches): control.touchesEnded(touches)
        case .touchesCancelled(let touches): control.touchesCancelled(touches)
        case .accessibilityIncrement: control.accessibilityIncrement()
        case .accessibilityDecrement: control.accessibilityDecrement()
        case .sizeForImage, .observe: break
        }
    }

    /// The statement that performs this step as step `number` (1-based) of an exported case's run, or why
    /// there is none.
    func swift(number: Int) -> SwiftStep {
        switch self {
        case .decode: .leftOut(.decodesArchive)
        case .set(let assignment):
            assignment.swiftValue.map { .perform(number, "$0.\(assignment.property.rawValue) = \($0)") }
                ?? .leftOut(.imageNoRendererMakes)
        case .layout: .perform(number, "$0.layoutSubviews()", driverOnly: .directLayoutSubviews)
        case .commit: .statement("run.commit(\(number))", driverOnly: nil)
        case .touchesBegan(let points): .touches("touchesBegan", points, number)
        case .touchesMoved(let points): .touches("touchesMoved", points, number)
        case .touchesEnded(let points): .touches("touchesEnded", points, number)
        case .touchesCancelled(let points): .touches("touchesCancelled", points, number)
        case .accessibilityIncrement: .perform(number, "$0.accessibilityIncrement()")
        case .accessibilityDecrement: .perform(number, "$0.accessibilityDecrement()")
        case .sizeForImage(let image, let container, let expected):
            .statement("run.sizeForImage(\(number), image: \(SwiftLiteral.size(image)), in: \(SwiftLiteral.size(container)), "
                        + "expect: \(expected.map(SwiftLiteral.size) ?? "nil"))", driverOnly: nil)
        case .observe(let observation):
            .statement("run.observe(\(number), " + SwiftExpectation.literal(observation) + ")", driverOnly: nil)
        }
    }
}
