import BaselineChecks

/// BHV005: what the control (and, with --xctest, its tests) compiles to links only what a rating view may
/// (`LinkAllowlist`, checked on the objects before anything of them runs), and its source has nothing the
/// objects cannot show; reported by every run, after the rules whose verdicts it qualifies.
extension BehaviourRules {
    static let tellsFamily = [tells]

    public static let tells = BehaviourRule(
        RuleDescriptor(
            id: "BHV005", name: "no-verification-tells",
            summary: "The control (and, with --xctest, its tests) compiles to objects that define only its own module's"
                + " names, add no section plain Swift lacks (no initializers), and link only the UIKit stand-in, the"
                + " Swift runtime and standard library, the listed parts of Foundation and C functions, and for tests"
                + " XCTest; its source has no platform conditionals and no attributes that name symbols.",
            rationale: "The control's code runs in the driver's process, and its tests' in the recorder's: code that"
                + " could reach the C library, the process, files or the environment could tell it is being verified,"
                + " or forge what the driver reports, and every verdict would hold only for that run. So the compiled"
                + " objects are held against an allowlist (what they may link, with the reason for each entry) before"
                + " anything of them is linked or run, and anything else is an error that leaves every verdict not"
                + " evaluated. It replaces a list of names that gave away such code, which other spellings passed."
                + " Only what an object cannot show is still read from the source: a platform conditional anywhere in"
                + " an `#if` (the branch iOS would compile is gone from the object, so a verdict would hold for"
                + " Linux's branch only), the stand-in's instrumentation, and attributes that choose a symbol's name or"
                + " section (`@_silgen_name`, `@_cdecl`, `@c`, `@section`, `@used`…), with which a name could pass for"
                + " the compiler's own (errors: nothing of the code runs); `#file`/`#filePath` (a warning). And what"
                + " cannot be seen in either: the documented cases run"
                + " again at another screen scale and interface style, and a control that agrees with the model at"
                + " one and not the other reacts to which device it is on (an error).",
            severity: .error),
        runs: [.model, .comparison, .ownTests],
        failing: [
            ForkExample("a fork that tells the sandbox by its process ID", [
                .control("        adjustRating(by: 1)\n", "        adjustRating(by: ↓getpid() > 100 ? 1 : 5)\n"),
            ], reports: "the control calls `getpid` from the C library, which a rating view has no use for"),
            ForkExample("a fork that puts its own `write` in the driver's place", [
                .control("import UIKit\n", """
                    import UIKit

                    ↓@c(↓write) func forgedWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { count }

                    """),
            ], reports: "the control defines `write`, a name outside its own module (iHeartRating)"),
            // On Linux the fork behaves, so every case agrees: only the conditional shows what it does on a device.
            ForkExample("a fork that gives every touch the maximum rating on a device only", [
                .control("        rating = boundedRating(newRating)\n", """
                            ↓#if os(iOS)
                            rating = Float(maxRating)
                            #else
                            rating = boundedRating(newRating)
                            #endif

                    """),
            ], reports: "`#if os` compiles differently on Linux than on iOS"),
        ],
        passing: [
            ForkExample("Foundation imported beside UIKit", [.control("import UIKit\n", "import UIKit\nimport Foundation\n")]),
            ForkExample("the accessibility value formatted by Foundation's `String(format:)`", [
                .control("of \\(maxRating)\"", "of \\(String(format: \"%d\", maxRating))\""),
            ]),
        ])
}
