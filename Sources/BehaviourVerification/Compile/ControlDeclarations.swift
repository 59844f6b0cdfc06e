import BaselineChecks
import RatingReference

/// Where in the control's source each entry point a case step calls is declared, so that a behaviour
/// finding points at the code that ran last before the control parted from the model.
package struct ControlDeclarations: Sendable {
    /// The first `func NAME` or `var NAME` declaration of each name.
    private let declarations: [String: SourceLocation]
    /// The names declared by `var`.
    private let properties: Set<String>
    /// The `class HeartRatingView` declaration (or the file's start).
    let control: SourceLocation

    init(_ source: SwiftSourceFile) {
        var declarations: [String: SourceLocation] = [:]
        var control: SourceLocation?
        var properties: Set<String> = []
        let tokens = source.tokens
        for index in tokens.indices.dropLast() where tokens[index].kind == .keyword {
            let name = tokens[index + 1]
            switch tokens[index].text {
            case "func" where name.kind == .identifier, "var" where name.kind == .identifier:
                if declarations[name.text] == nil { declarations[name.text] = name.location }
                if tokens[index].text == "var" { properties.insert(name.text) }
            case "class" where name.text == "HeartRatingView":
                control = control ?? name.location
            default: continue
            }
        }
        self.declarations = declarations
        self.properties = properties
        self.control = control ?? SourceLocation(line: 1, column: 1)
    }

    /// The declaration `step` calls (a property's `didSet`, `layoutSubviews`, a touch handler, …): the
    /// method a step is named after, but for properties UIView declares and the look, which calls nothing.
    func location(of step: Step) -> SourceLocation {
        let name: String? = switch step {
        case .set(let assignment):
            [.delegate, .bounds, .transform, .accessibilityLabel].contains(assignment.property)
                ? nil : assignment.property.rawValue
        case .layout, .commit: "layoutSubviews"
        case .observe: nil
        default: step.kind.rawValue
        }
        return name.flatMap { declarations[$0] } ?? control
    }

    /// Whether the source declares a property (a `var`) of this name.
    func declaresProperty(_ name: String) -> Bool {
        properties.contains(name)
    }

    /// The declaration of the last step before `step` that acts on the control.
    func location(before step: Int, in oracleCase: OracleCase) -> SourceLocation {
        let acting = oracleCase.steps[...min(step, oracleCase.steps.count - 1)].last { step in
            if case .observe = step { return false }
            return true
        }
        return acting.map(location(of:)) ?? control
    }
}
