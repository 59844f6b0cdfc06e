import BaselineChecks
import BaselineSupport
import RatingReference

/// BHV003–BHV004: the control builds against the UIKit stand-in and runs every case to its end; without
/// them nothing of its behaviour can be verified.
extension BehaviourRules {
    static let buildAndRunFamily = [build, run]

    public static let build = BehaviourRule(
        RuleDescriptor(
            id: "BHV003", name: "control-builds-against-stand-in",
            summary: "The control compiles on Linux against the UIKit stand-in, with only Objective-C and Interface"
                + " Builder attributes and optional requirements rewritten.",
            rationale: "A control that does not build cannot be run, so its behaviour cannot be verified; compiler"
                + " errors are mapped back to the checkout's file, line and column."),
        runs: [.model, .comparison],
        failing: [
            ForkExample("a misspelt name", [
                .control("let desiredImageWidth = availableWidth / CGFloat(count)",
                         "let desiredImageWidth = availableWidth / CGFloat(↓countt)"),
            ], reports: "does not build against the UIKit stand-in: cannot find 'countt' in scope"),
            // No default implementation on Linux can yield the nil an unimplemented requirement yields on iOS.
            ForkExample("an optional requirement that returns a value", [
                .control("    optional func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float)\n",
                         "    ↓optional func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) -> Bool\n"),
            ], reports: "cannot be compiled for Linux faithfully: the optional requirement `heartRatingView` returns `Bool`"),
        ],
        passing: [
            ForkExample("an Interface Builder attribute, rewritten for Linux", [
                .control("@objcMembers\nopen class HeartRatingView", "@IBDesignable @objcMembers\nopen class HeartRatingView"),
            ]),
        ])

    public static let run = BehaviourRule(
        RuleDescriptor(
            id: "BHV004", name: "control-runs-to-completion",
            summary: "The control never crashes, never raises CALayerInvalidGeometry where the model does not, and"
                + " finishes every case within its deadline.",
            rationale: "On iOS a crash or an uncaught CALayerInvalidGeometry ends the app, and a hang freezes it."),
        runs: [.model],
        failing: [
            ForkExample("a layout that stops the app on infinite bounds", [
                .control("super.layoutSubviews()\n", "super.layoutSubviews()\n        precondition(bounds.width.isFinite)\n"),
            ], reports: "crashed ("),
        ],
        passing: [
            ForkExample("a layout that asserts what always holds", [
                .control("super.layoutSubviews()\n", "super.layoutSubviews()\n        assert(maxRating >= 1)\n"),
            ]),
        ])
}

extension BehaviourFindings {
    /// BHV003: a compiler error, at the checkout's position when it is in the control.
    static func buildError(_ message: String, at location: SourceLocation, inDriver: Bool) -> Finding {
        Finding(
            ruleID: BehaviourRules.build.id, severity: .error,
            message: inDriver
                ? "the control does not offer what the driver uses (its documented API): \(message)"
                : "does not build against the UIKit stand-in: \(message)",
            path: CheckoutPaths.source, location: location)
    }

    /// BHV003, as one note at the first: the changes the rewrite for Linux made to the control, counted by
    /// kind; each, where it made it, is a detail note (the text report lists them with `--verbose`).
    static func rewrites(
        _ edits: [ControlRewrite.Edit], ruleID: String = BehaviourRules.build.id, path: String = CheckoutPaths.source
    ) -> Finding? {
        guard let first = edits.first else { return nil }
        var kinds: [(name: String, count: Int)] = []
        for edit in edits {
            let name = rewriteKind(edit)
            if let index = kinds.firstIndex(where: { $0.name == name }) { kinds[index].count += 1 } else { kinds.append((name, 1)) }
        }
        // Stable: the most frequent kind first, ties in the order the control has them.
        let tally = kinds.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
            .map { "\($0.element.name) ×\($0.element.count)" }
        return Finding(
            ruleID: ruleID, severity: .note,
            message: "compiled for Linux with \(CountedNoun.text(edits.count, "rewrite")): \(tally.joined(separator: ", "));"
                + " --verbose lists them",
            path: path, location: first.location,
            notes: edits.map { edit in
                let change = edit.removed.isEmpty ? "inserted `\(edit.inserted)`" : "removed `\(edit.removed)`"
                return FindingNote(message: "\(change): \(edit.reason)", location: edit.location, detail: true)
            })
    }

    /// What a rewrite changed, as the summary counts it: the attribute or word removed (`@objc` for
    /// `@objc(name:)`), or the default implementation inserted.
    private static func rewriteKind(_ edit: ControlRewrite.Edit) -> String {
        guard !edit.removed.isEmpty else { return "an inserted default implementation" }
        return "`\(edit.removed.prefix { $0 != "(" })`"
    }

    /// How a case failed to run, as BHV004 words it.
    enum RunFailure {
        case raised(String)
        case crashed(String)
        case timedOut(seconds: Int)
        case notRun(String)

        var text: String {
            switch self {
            case .raised(let message): "raised \(message) where the model raises nothing"
            case .crashed(let detail): "crashed (\(detail))"
            case .timedOut(let seconds): "ran past its deadline (\(seconds) s without progress)"
            case .notRun(let reason): "not run: \(reason)"
            }
        }
    }

    /// BHV004: a case the control crashed in, raised an exception the model does not, or ran past its deadline.
    static func runFailure(_ failure: RunFailure, in oracleCase: OracleCase, step: Int?, at location: SourceLocation) -> Finding {
        let place = step.map { " at step \($0 + 1) (\(stepText(oracleCase.steps[min($0, oracleCase.steps.count - 1)])))" } ?? ""
        return Finding(
            ruleID: BehaviourRules.run.id, severity: .error,
            message: "case \(oracleCase.name)\(place): \(failure.text)", path: CheckoutPaths.source, location: location)
    }
}
