import BaselineChecks

// The sample app's findings (APP001-APP004), worded; its rules are in Findings/SampleAppRules.swift.
extension BehaviourFindings {
    /// APP001: a compiler error at its place in the checkout.
    static func appTypecheckError(_ message: String, path: String, at location: SourceLocation?) -> Finding {
        Finding(ruleID: BehaviourRules.appTypechecks.id, severity: .error,
                message: "does not type-check against the UIKit stand-in and iHeartRating: \(message)", path: path, location: location)
    }

    /// APP001: the app cannot be read, or cannot be compiled faithfully.
    static func appCannotBuild(_ message: String, path: String, at location: SourceLocation?) -> Finding {
        Finding(ruleID: BehaviourRules.appTypechecks.id, severity: .error,
                message: "the sample app cannot be type-checked here: \(message)", path: path, location: location)
    }

    /// APP001, as a note: what a build in Xcode shows that this one cannot. Never a pass of those.
    static let notEvaluatedOnLinux = "not evaluated on Linux (they need Xcode and a simulator): asset catalogs, code"
        + " signing, availability against the deployment target, launching the app"

    static func appNotEvaluated(path: String, at location: SourceLocation) -> Finding {
        Finding(ruleID: BehaviourRules.appTypechecks.id, severity: .note, message: notEvaluatedOnLinux, path: path, location: location)
    }

    /// APP001, as a note: a Swift file the app compiles that is outside the project's folders, so neither read nor
    /// type-checked here; the rule is then not evaluated.
    static func appFileNotRead(_ name: String, why: String, at location: SourceLocation) -> Finding {
        Finding(ruleID: BehaviourRules.appTypechecks.id, severity: .note,
                message: "the sample app compiles \(name), which is not type-checked here: \(why)", path: SampleApp.project,
                location: location)
    }

    /// APP002 or APP003: a storyboard mismatch at its element.
    static func storyboard(_ problem: StoryboardConnections.Problem, path: String) -> Finding {
        Finding(ruleID: problem.kind == .missingClass ? BehaviourRules.storyboardClasses.id : BehaviourRules.storyboardConnections.id,
                severity: .error, message: problem.message, path: path, location: problem.location)
    }

    /// APP004: the app does not use the library, at its target in the project.
    static func appDoesNotUseLibrary(refersToIt: Bool, at location: SourceLocation) -> Finding {
        Finding(ruleID: BehaviourRules.appUsesLibrary.id, severity: .note,
                message: "the sample app does not use \(ControlBuilder.controlModule): no Swift file imports it and no"
                    + " storyboard places its views" + (refersToIt ? " (its project links it)" : ", and its project does not refer"
                    + " to it"),
                path: SampleApp.project, location: location)
    }
}
