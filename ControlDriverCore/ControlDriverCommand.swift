@_spi(CheckBaseline) import UIKit

/// A line of the cases file, its words read into values. All reading is done here, in the driver's fixed part,
/// compiled once: the per-control part (the session) then holds only code that names the control, and compiles
/// in a quarter of the time (the generic code that reads words is most of an optimised compile).
enum ControlDriverCommand {
    /// `case N`: a new control for case N.
    case startCase(Int)
    /// `environment SCALE STYLE`: the screen's scale and the interface style, for the cases after it.
    case environment(scale: CGFloat, dark: Bool)
    /// `end`: the case is over.
    case end
    /// Any other word: a step of the case, read once it is announced (`ControlDriverStep`).
    case step(name: Substring, arguments: ArraySlice<Substring>)

    /// The command of `words`; none for an empty line.
    init?(_ words: [Substring]) {
        guard let command = words.first else { return nil }
        let arguments = words.dropFirst()
        switch command {
        case "case": self = .startCase(Int(arguments.first ?? "") ?? 0)
        case "environment":
            self = .environment(scale: ControlDriverInput.double(arguments.first ?? ""), dark: arguments.dropFirst().first == "dark")
        case "end": self = .end
        default: self = .step(name: command, arguments: arguments)
        }
    }
}

/// One step a case performs on its control, its arguments read (`Step.Kind` names them in the tool).
enum ControlDriverStep {
    case decode(frame: CGRect, accessibilityLabel: String?)
    case set(ControlDriverAssignment)
    case layout
    case commit
    case touchesBegan([CGPoint])
    case touchesMoved([CGPoint])
    case touchesEnded([CGPoint])
    case accessibilityIncrement
    case accessibilityDecrement
    case sizeForImage(image: CGSize, container: CGSize)
    case observe
    /// A step the tool sent that this driver does not know.
    case unknown(String)

    init(name: Substring, arguments: ArraySlice<Substring>) {
        switch name {
        case "decode":
            let label = arguments.dropFirst(4).first.flatMap { $0 == "-" ? nil : ControlDriverInput.text($0.dropFirst()) }
            self = .decode(frame: ControlDriverInput.rect(arguments), accessibilityLabel: label)
        case "set": self = .set(ControlDriverAssignment(property: String(arguments.first ?? ""), value: arguments.dropFirst()))
        case "layout": self = .layout
        case "commit": self = .commit
        case "touchesBegan": self = .touchesBegan(ControlDriverInput.points(arguments))
        case "touchesMoved": self = .touchesMoved(ControlDriverInput.points(arguments))
        case "touchesEnded": self = .touchesEnded(ControlDriverInput.points(arguments))
        case "accessibilityIncrement": self = .accessibilityIncrement
        case "accessibilityDecrement": self = .accessibilityDecrement
        case "sizeForImage":
            self = .sizeForImage(image: ControlDriverInput.size(arguments), container: ControlDriverInput.size(arguments.dropFirst(2)))
        case "observe": self = .observe
        default: self = .unknown(String(name))
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

    init(property: String, value: ArraySlice<Substring>) {
        let first = value.first ?? ""
        let flag = first == "1"
        switch property {
        case "emptyImage": self = .emptyImage(first == "-" ? nil : ControlDriverInput.size(value))
        case "fullImage": self = .fullImage(first == "-" ? nil : ControlDriverInput.size(value))
        case "minRating": self = .minRating(Int(first) ?? 0)
        case "maxRating": self = .maxRating(Int(first) ?? 0)
        case "minImageSize": self = .minImageSize(ControlDriverInput.size(value))
        case "rating": self = .rating(ControlDriverInput.float(first))
        case "editable": self = .editable(flag)
        case "halfRatings": self = .halfRatings(flag)
        case "floatRatings": self = .floatRatings(flag)
        case "shouldBounce": self = .shouldBounce(flag)
        case "delegate": self = .delegate(flag)
        case "bounds": self = .bounds(ControlDriverInput.rect(value))
        case "transform":
            let scale = ControlDriverInput.size(value)
            self = .transform(CGAffineTransform(scaleX: scale.width, y: scale.height))
        case "accessibilityLabel": self = .accessibilityLabel(ControlDriverInput.text(first.dropFirst()))
        default: self = .optional(property: property, value: first)
        }
    }
}
