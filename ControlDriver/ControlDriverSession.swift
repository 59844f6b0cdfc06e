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
        guard let command = words.first else { return }
        let arguments = words.dropFirst()
        if command == "case" {
            startCase(Int(arguments.first ?? "") ?? 0)
            return
        }
        if command == "environment" {
            // What iOS varies between devices, for the cases after it: the screen's scale and the interface style.
            StandInEnvironment.screenScale = ControlDriverInput.double(arguments.first ?? "")
            StandInEnvironment.interfaceStyle = arguments.dropFirst().first == "dark" ? .dark : .light
            return
        }
        if command == "end" {
            // A full directory stays full: the process ends, and the cases after run in a new, empty one.
            if let full = memory.full() {
                output.full(full)
                exit(ControlDriverOutput.fullStatus)
            }
            output.caseDone(caseIndex)
            return
        }
        output.stepStarted(step)
        switch command {
        case "decode": decode(arguments)
        case "set": assign(String(arguments.first ?? ""), arguments.dropFirst())
        case "layout": view.layoutSubviews()
        case "commit": window.standInCommit()
        case "touchesBegan": view.touchesBegan(touches(arguments), with: nil)
        case "touchesMoved": view.touchesMoved(touches(arguments), with: nil)
        case "touchesEnded": view.touchesEnded(touches(arguments), with: nil)
        case "accessibilityIncrement": view.accessibilityIncrement()
        case "accessibilityDecrement": view.accessibilityDecrement()
        case "sizeForImage":
            let image = UIImage(standInSize: ControlDriverInput.size(arguments))
            let size = view.sizeForImage(image, inSize: ControlDriverInput.size(arguments.dropFirst(2)))
            output.answer(ControlDriverOutput.size(size), step: step)
        case "observe":
            recorder.noteRecorded(of: view)
            output.answer(ControlDriverObservation.json(of: view, events: recorder.take()), step: step)
        // A step the tool sends but the driver cannot perform must never pass as performed.
        default: output.notVerifiable("the driver cannot perform the step \"\(command)\"")
        }
        recorder.noteRecorded(of: view)
        StandInRecorder.completeAnimations()
        step += 1
    }

    private mutating func startCase(_ index: Int) {
        StandInRecorder.reset()
        recorder.reset()
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
    private mutating func decode(_ arguments: ArraySlice<Substring>) {
        let label = arguments.dropFirst(4).first.flatMap { $0 == "-" ? nil : ControlDriverInput.text($0.dropFirst()) }
        let archive = StandInViewArchive(frame: ControlDriverInput.rect(arguments), accessibilityLabel: label)
        guard let decoded = HeartRatingView(coder: archive) else {
            output.raised("HeartRatingView(coder:) returned nil: the storyboard cannot make the control")
            exit(ControlDriverOutput.raisedStatus)
        }
        view.removeFromSuperview()
        view = decoded
        window.rootViewController?.view.addSubview(view)
    }

    private func touches(_ arguments: ArraySlice<Substring>) -> Set<UITouch> {
        Set(ControlDriverInput.points(arguments).map { UITouch(standInLocation: $0, in: view) })
    }

    private func assign(_ property: String, _ value: ArraySlice<Substring>) {
        let first = value.first ?? ""
        let flag = first == "1"
        switch property {
        case "emptyImage": view.emptyImage = first == "-" ? nil : UIImage(standInSize: ControlDriverInput.size(value))
        case "fullImage": view.fullImage = first == "-" ? nil : UIImage(standInSize: ControlDriverInput.size(value))
        case "minRating": view.minRating = Int(first) ?? 0
        case "maxRating": view.maxRating = Int(first) ?? 0
        case "minImageSize": view.minImageSize = ControlDriverInput.size(value)
        case "rating": view.rating = ControlDriverInput.float(first)
        case "editable": view.editable = flag
        case "halfRatings": view.halfRatings = flag
        case "floatRatings": view.floatRatings = flag
        case "shouldBounce": view.shouldBounce = flag
        case "delegate": view.delegate = flag ? recorder : nil
        case "bounds": view.bounds = ControlDriverInput.rect(value)
        case "transform":
            let scale = ControlDriverInput.size(value)
            view.transform = CGAffineTransform(scaleX: scale.width, y: scale.height)
        case "accessibilityLabel": view.accessibilityLabel = ControlDriverInput.text(first.dropFirst())
        default:
            // Properties a control may lack are assigned by a file written for the control (the tool sends
            // them only to a control that declares them).
            if !checkBaselineAssignOptionalProperty(property, first, on: view) {
                output.notVerifiable("the driver cannot assign the property \"\(property)\"")
            }
        }
    }
}
