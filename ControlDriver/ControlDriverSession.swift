@_spi(CheckBaseline) import UIKit
@testable import ControlDriverCore
@testable import iHeartRating

/// Performs the cases' commands on a fresh `HeartRatingView` per case, through its public API only, and
/// reports each look at it. The control lives in a window, as in an app: the root view controller's view
/// holds it, and a `commit` ends a run-loop turn there.
struct ControlDriverSession {
    private let output: ControlDriverOutput
    private let memory: ControlDriverMemoryDirectories
    /// The case's control, made when the case starts: none of the control's code runs before the first case,
    /// where what it reports (a question the stand-in cannot answer) would belong to no case.
    private var view: HeartRatingView!
    private var window: UIWindow!
    private let recorder = ControlDriverEvents()
    private var caseIndex = -1
    private var step = 0

    init(output: ControlDriverOutput, memory: ControlDriverMemoryDirectories) {
        self.output = output
        self.memory = memory
    }

    mutating func perform(_ words: [Substring]) {
        switch ControlDriverCommand(words) {
        case nil: return
        case .startCase(let index)?: startCase(index)
        case .environment(let scale, let dark)?:
            // What iOS varies between devices, for the cases after it: the screen's scale and the interface style.
            StandInEnvironment.screenScale = scale
            StandInEnvironment.interfaceStyle = dark ? .dark : .light
        case .end?:
            // A full directory stays full: the process ends, and the cases after run in a new, empty one.
            if let full = memory.full() {
                output.full(full)
                exit(ControlDriverOutput.fullStatus)
            }
            output.caseDone(caseIndex)
        case .step(let name, var arguments)?:
            output.stepStarted(step)
            perform(name, &arguments)
            recorder.log.noteRecorded(of: view)
            StandInRecorder.completeAnimations()
            step += 1
        }
    }

    /// Performs the step `name` (a `Step.Kind` of the tool), reading its arguments in the order the tool writes
    /// them. A kind of step is performed here, the only place that calls the control for it.
    private mutating func perform(_ name: Substring, _ arguments: inout ControlDriverArguments) {
        switch name {
        case "decode": decode(frame: arguments.rect(), accessibilityLabel: arguments.optionalText())
        case "set": assign(&arguments)
        case "layout": view.layoutSubviews()
        case "commit": window.standInCommit()
        case "touchesBegan": view.touchesBegan(arguments.touches(in: view), with: nil)
        case "touchesMoved": view.touchesMoved(arguments.touches(in: view), with: nil)
        case "touchesEnded": view.touchesEnded(arguments.touches(in: view), with: nil)
        case "touchesCancelled": view.touchesCancelled(arguments.touches(in: view), with: nil)
        case "accessibilityIncrement": view.accessibilityIncrement()
        case "accessibilityDecrement": view.accessibilityDecrement()
        case "sizeForImage":
            let image = UIImage(standInSize: arguments.size())
            output.answer(ControlDriverOutput.size(view.sizeForImage(image, inSize: arguments.size())), step: step)
        case "observe":
            recorder.log.noteRecorded(of: view)
            let view = self.view!
            output.answer(ControlDriverLook.json(of: view, events: recorder.log.take()) {
                ControlDriverLook.OwnFields(
                    maxRating: view.maxRating.description, minImageSize: ControlDriverOutput.size(view.minImageSize),
                    minRating: view.minRating.description, rating: ControlDriverOutput.number(view.rating))
            }, step: step)
        // A step the tool sends but the driver cannot perform must never pass as performed.
        default: output.notVerifiable("the driver cannot perform the step \"\(name)\"")
        }
    }

    private mutating func startCase(_ index: Int) {
        StandInRecorder.reset()
        recorder.log.reset()
        caseIndex = index
        step = 0
        output.caseStarted(index)
        view = HeartRatingView(frame: .zero)
        let controller = UIViewController()
        window = UIWindow(frame: Self.screen)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(view)
    }

    /// The window's frame: a phone's screen in points.
    private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The case's control replaced by one made from an archive, as a storyboard makes it; a control whose
    /// `init(coder:)` fails ends the case as an app would end.
    private mutating func decode(frame: CGRect, accessibilityLabel label: String?) {
        let archive = StandInViewArchive(frame: frame, accessibilityLabel: label)
        guard let decoded = HeartRatingView(coder: archive) else {
            output.raised("HeartRatingView(coder:) returned nil: the storyboard cannot make the control")
            exit(ControlDriverOutput.raisedStatus)
        }
        view.removeFromSuperview()
        view = decoded
        window.rootViewController?.view.addSubview(view)
    }

    /// Assigns the property the arguments name (an `Assignment.Property` of the tool), its value read after it.
    private func assign(_ arguments: inout ControlDriverArguments) {
        let property = arguments.word()
        switch property {
        case "emptyImage": view.emptyImage = arguments.image()
        case "fullImage": view.fullImage = arguments.image()
        case "minRating": view.minRating = arguments.integer()
        case "maxRating": view.maxRating = arguments.integer()
        case "minImageSize": view.minImageSize = arguments.size()
        case "rating": view.rating = arguments.float()
        case "editable": view.editable = arguments.flag()
        case "halfRatings": view.halfRatings = arguments.flag()
        case "floatRatings": view.floatRatings = arguments.flag()
        case "shouldBounce": view.shouldBounce = arguments.flag()
        case "delegate": view.delegate = arguments.flag() ? recorder : nil
        case "bounds": view.bounds = arguments.rect()
        case "transform": view.transform = arguments.transform()
        case "accessibilityLabel": view.accessibilityLabel = arguments.text()
        default:
            // Properties a control may lack are assigned by a file written for the control (the tool sends
            // them only to a control that declares them).
            if !checkBaselineAssignOptionalProperty(String(property), arguments.word(), on: view) {
                output.notVerifiable("the driver cannot assign the property \"\(property)\"")
            }
        }
    }
}
