@_spi(CheckBaseline) import UIKit

/// A line of the cases file, its words read into values. All reading is done in the driver's fixed part, compiled
/// once (here and in `ControlDriverArguments`): the per-control part (the session) then holds only code that names
/// the control, and compiles in a quarter of the time (the generic code that reads words is most of an optimised
/// compile).
enum ControlDriverCommand {
    /// `case N`: a new control for case N.
    case startCase(Int)
    /// `environment SCALE STYLE`: the screen's scale and the interface style, for the cases after it.
    case environment(scale: CGFloat, dark: Bool)
    /// `end`: the case is over.
    case end
    /// Any other word: a step of the case (`Step.Kind` names them in the tool), its arguments read by the
    /// session once the step is announced.
    case step(name: Substring, arguments: ControlDriverArguments)

    /// The command of `words`; none for an empty line.
    init?(_ words: [Substring]) {
        guard let command = words.first else { return nil }
        let arguments = words.dropFirst()
        switch command {
        case "case": self = .startCase(Int(arguments.first ?? "") ?? 0)
        case "environment":
            self = .environment(scale: ControlDriverInput.double(arguments.first ?? ""), dark: arguments.dropFirst().first == "dark")
        case "end": self = .end
        default: self = .step(name: command, arguments: ControlDriverArguments(arguments))
        }
    }
}

/// A property assignment of a `set` step, its value read. Images are sizes here: the session makes the image
/// when it assigns it, as the control would be handed one.
enum ControlDriverAssignment {
    case emptyImage(CGSize?)
    case fullImage(CGSize?)
    case minRating(Int)
    case maxRating(Int)
    case minImageSize(CGSize)
    case rating(Float)
    case editable(Bool)
    case halfRatings(Bool)
    case floatRatings(Bool)
    case shouldBounce(Bool)
    case delegate(Bool)
    case bounds(CGRect)
    case transform(CGAffineTransform)
    case accessibilityLabel(String)
    /// A property a control may lack: assigned by the file written for the control, with its first word.
    case optional(property: String, value: Substring)

    /// The assignment whose property and value come next.
    init(reading arguments: inout ControlDriverArguments) {
        let property = arguments.word()
        switch property {
        case "emptyImage": self = .emptyImage(arguments.image())
        case "fullImage": self = .fullImage(arguments.image())
        case "minRating": self = .minRating(arguments.integer())
        case "maxRating": self = .maxRating(arguments.integer())
        case "minImageSize": self = .minImageSize(arguments.size())
        case "rating": self = .rating(arguments.float())
        case "editable": self = .editable(arguments.flag())
        case "halfRatings": self = .halfRatings(arguments.flag())
        case "floatRatings": self = .floatRatings(arguments.flag())
        case "shouldBounce": self = .shouldBounce(arguments.flag())
        case "delegate": self = .delegate(arguments.flag())
        case "bounds": self = .bounds(arguments.rect())
        case "transform":
            let scale = arguments.size()
            self = .transform(CGAffineTransform(scaleX: scale.width, y: scale.height))
        case "accessibilityLabel": self = .accessibilityLabel(arguments.text())
        default: self = .optional(property: String(property), value: arguments.word())
        }
    }
}
