import RatingReference

/// The driver's assignments of the properties a control may lack (`Assignment.Property.isOptional`), written
/// for each control with a case only for those it declares, so that the driver builds against older controls
/// too; the tool sends such steps only to a control that declares the property (`OracleCase.leavingOut`).
enum OptionalPropertyAssignments {
    static let fileName = "CheckBaselineOptionalProperties.swift"
    static let functionName = "checkBaselineAssignOptionalProperty"

    /// The properties of `Assignment.Property` that may be missing and that `declarations` does not declare.
    static func missing(in declarations: ControlDeclarations) -> Set<Assignment.Property> {
        Set(Assignment.Property.allCases.filter { $0.isOptional && !declarations.declaresProperty($0.rawValue) })
    }

    /// The function the driver calls for a property it does not assign itself: whether it assigned it.
    static func source(missing: Set<Assignment.Property>, module: String) -> String {
        let cases = Assignment.Property.allCases.filter { $0.isOptional && !missing.contains($0) }.map { property in
            switch property {
            case .imageContentMode:
                """
                    case "imageContentMode":
                        guard let mode = ControlDriverInput.contentMode(value) else { return false }
                        view.imageContentMode = mode
                """
            default: ""
            }
        }
        return """
            // Written by check-baseline verify-control: the optional properties this control declares.
            import UIKit
            @testable import ControlDriverCore
            @testable import \(module)

            func \(functionName)(_ property: String, _ value: Substring, on view: HeartRatingView) -> Bool {
                switch property {
            \(cases.joined(separator: "\n"))
                default: return false
                }
                return true
            }

            """
    }
}
