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
