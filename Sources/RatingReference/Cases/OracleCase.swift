/// One documented behaviour as data: where it is written down, and the steps that show it.
public struct OracleCase: Hashable, Sendable {
    /// A stable identifier, used on the command line (`--render NAME`) and in the export.
    public var name: String
    /// Where the behaviour is documented (spec section, README sentence, plan or XCTest).
    public var documented: String
    /// What the case does and expects, in order, starting from a control with the default state.
    public var steps: [Step]
    /// The entries of the stand-in's fidelity ledger (`docs/uikit-fidelity.md`) marked *assumed* that the
    /// expectations rest on: a control that differs here may be right on iOS, so a difference is a note.
    public var assumes: [String]

    /// A case named `name`, documented at `documented`.
    public init(name: String, documented: String, steps: [Step], assumes: [String] = []) {
        self.name = name
        self.documented = documented
        self.steps = steps
        self.assumes = assumes
    }
}

extension OracleCase {
    /// The case without its assignments of `properties`, for a control that does not declare them (older
    /// controls lack the optional ones); the case itself when it assigns none of them.
    public func leavingOut(_ properties: Set<Assignment.Property>) -> OracleCase {
        guard !properties.isEmpty else { return self }
        var trimmed = self
        trimmed.steps.removeAll { step in
            if case .set(let assignment) = step { return properties.contains(assignment.property) }
            return false
        }
        return trimmed
    }
}
