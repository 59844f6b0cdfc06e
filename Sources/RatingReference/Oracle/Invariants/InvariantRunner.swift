/// Drives a model through steps and checks the invariants after each one.
public enum InvariantRunner {
    /// The first violation of each applicable invariant while `model` performs `steps`, in step order.
    ///
    /// Geometry invariants are checked right after each `layout` step (bounds may change before the next
    /// layout without breaking anything); the others after every step. Once the model raised an exception,
    /// the app has ended: that is the one violation, and nothing else is looked at.
    public static func violations<Model: InvariantSubject>(
        performing steps: [Step], on model: Model
    ) -> [InvariantViolation] {
        var model = model
        var found: [Invariant: InvariantViolation] = [:]
        let applicable = Model.applicableInvariants
        func check(_ snapshot: InvariantSnapshot, step: Int, freshLayout: Bool) {
            let looked = snapshot.raised == nil ? applicable : [.noInvalidGeometry]
            for invariant in looked where found[invariant] == nil && (freshLayout || !invariant.needsFreshLayout) {
                if let detail = InvariantChecks.violation(of: invariant, in: snapshot) {
                    found[invariant] = InvariantViolation(invariant: invariant, step: step, detail: detail)
                }
            }
        }
        for (index, step) in steps.enumerated() where found[.noInvalidGeometry] == nil {
            model.perform(step)
            let snapshot = model.invariantSnapshot()
            // After a commit the frames are those of a layout in the current bounds (a change of bounds marks).
            let isLayout = step == .layout || step == .commit
            check(snapshot, step: index, freshLayout: isLayout)
            if isLayout, snapshot.raised == nil, applicable.contains(.layoutStable), found[.layoutStable] == nil {
                var again = model
                again.perform(.layout)
                if !again.invariantSnapshot().hasSameGeometry(as: snapshot) {
                    found[.layoutStable] = InvariantViolation(
                        invariant: .layoutStable, step: index, detail: "a second layout moved frames or masks")
                }
            }
        }
        return found.values.sorted { ($0.step, $0.invariant) < ($1.step, $1.invariant) }
    }
}
