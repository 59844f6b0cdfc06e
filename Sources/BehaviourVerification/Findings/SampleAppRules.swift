import BaselineChecks

/// APP001–APP004: the checkout's sample app (`example/SampleApp`, what its `build.sh` builds last) type-checked on
/// Linux against the UIKit stand-in and the control, and its storyboards held against the classes it builds and
/// links (`xcode-test`).
extension BehaviourRules {
    static let sampleAppFamily = [appTypechecks, storyboardClasses, storyboardConnections, appUsesLibrary]

    public static let appTypechecks = BehaviourRule(
        RuleDescriptor(
            id: "APP001", name: "sample-app-typechecks",
            summary: "The sample app's Swift files, read from its Xcode project, type-check against the UIKit stand-in and"
                + " the control compiled as the module iHeartRating; what only Xcode and a simulator can show (asset"
                + " catalogs, code signing, availability against the deployment target, launching) is listed as not"
                + " evaluated.",
            rationale: "The sample app is how a user first meets the library: an app that no longer builds against the"
                + " control's API is a broken example, and `build.sh` otherwise needs a Mac to say so. Errors are given"
                + " at the app file's line and column."),
        runs: [.sampleApp],
        failing: [
            ForkExample("the app calls a method the control lacks", [
                .app("ratingView.delegate = self\n", "ratingView.delegate = self\n        ratingView.resetRating()\n"),
            ], reports: "value of type 'HeartRatingView' has no member 'resetRating'"),
        ],
        passing: [
            ForkExample("a delegate that leaves out the optional isUpdating", [
                .app("func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {", "func liveRatingChanged(_ rating: Float) {"),
            ]),
        ])

    public static let storyboardClasses = BehaviourRule(
        RuleDescriptor(
            id: "APP002", name: "storyboard-classes-exist",
            summary: "Every custom class a sample app storyboard names exists: in the app's Swift files, or in the library"
                + " when the storyboard names its module.",
            rationale: "A storyboard's class is looked up by name at run time: a missing one is a plain UIViewController or"
                + " UIView on screen and a log line, not a build error."),
        runs: [.sampleApp],
        failing: [
            ForkExample("a view controller class renamed in the storyboard only", [
                .storyboard("customClass=\"ViewController\"", "customClass=\"RatingController\""),
            ], reports: "custom class RatingController is declared in none of the app's Swift files"),
        ],
        passing: [
            ForkExample("a view controller class renamed in both", [
                .storyboard("customClass=\"ViewController\"", "customClass=\"RatingController\""),
                .app("final class ViewController:", "final class RatingController:"),
            ]),
        ])

    public static let storyboardConnections = BehaviourRule(
        RuleDescriptor(
            id: "APP003", name: "storyboard-connections-match",
            summary: "Every outlet and action connection of a sample app storyboard names an @IBOutlet property or"
                + " @IBAction method of the right class, of a type that holds what it connects.",
            rationale: "Interface Builder connects by name at run time: a renamed outlet is a crash at launch (\"not key"
                + " value coding-compliant\"), found here at the storyboard's line."),
        runs: [.sampleApp],
        failing: [
            ForkExample("an outlet whose property was renamed", [
                .storyboard("<outlet property=\"liveRatingLabel\"", "<outlet property=\"liveLabel\""),
            ], reports: "outlet liveLabel names no @IBOutlet property of ViewController"),
            ForkExample("an outlet declared as another kind of view", [
                .app("weak var finalRatingLabel: UILabel!", "weak var finalRatingLabel: UISwitch!"),
            ], reports: "outlet finalRatingLabel is declared UISwitch, but connects a UILabel"),
            ForkExample("an action whose method was renamed", [
                .app("func halfRatingsChanged(_ sender: UISwitch)", "func halfRatingChanged(_ sender: UISwitch)"),
            ], reports: "action halfRatingsChanged: names no @IBAction method of ViewController taking 1 argument"),
        ],
        passing: [
            ForkExample("an action whose sender is declared as any control", [
                .app("func halfRatingsChanged(_ sender: UISwitch) {\n        ratingView.halfRatings = sender.isOn",
                     "func halfRatingsChanged(_ sender: UIControl) {\n        ratingView.halfRatings = (sender as? UISwitch)?.isOn ?? false"),
            ]),
        ])

    public static let appUsesLibrary = BehaviourRule(
        RuleDescriptor(
            id: "APP004", name: "sample-app-uses-library",
            summary: "The sample app uses the library: a Swift file imports iHeartRating, or a storyboard places one of its"
                + " classes; a note when it does not.",
            rationale: "An app that does not use the library proves only that an app template compiles: `build.sh`'s"
                + " sample-app step then says nothing about the rating view, and a reader should know.",
            severity: .note),
        runs: [.sampleApp],
        failing: [
            ForkExample("neither an import nor a storyboard view of the library", [
                .app("import iHeartRating\n", ""),
                .storyboard(" customClass=\"HeartRatingView\" customModule=\"iHeartRating\"", ""),
            ], reports: "the sample app does not use iHeartRating"),
        ],
        passing: [
            ForkExample("the library placed by the storyboard only", [
                .app("import iHeartRating\n", ""),
            ]),
        ])
}

extension ForkExample.Edit {
    /// An edit of the example's sample app view controller.
    static func app(_ original: String, _ replacement: String) -> Self {
        Self(path: CheckoutPaths.sampleAppFolder + "/SampleApp/ViewController.swift", original: original, replacement: replacement)
    }

    /// An edit of the example's sample app storyboard.
    static func storyboard(_ original: String, _ replacement: String) -> Self {
        Self(path: CheckoutPaths.sampleAppFolder + "/SampleApp/Base.lproj/Main.storyboard", original: original, replacement: replacement)
    }
}
