import BaselineChecks
import BaselineSupport
import BehaviourVerification
import RuleRegistry

/// `verify-control`: each checkout's control compiled against the UIKit stand-in and run in a sandbox, held against
/// the model (or, with `--against`, against itself at a revision; with `--xctest`, by its own tests).
enum VerifyControlCommand: Subcommand {
    typealias Arguments = VerificationArguments

    static let name = "verify-control"
    static let synopsis = [
        "verify-control [OPTIONS] [--rev REV ...] [CHECKOUT ...]",
        "verify-control --against REV [--rev REV2] [OPTIONS] [CHECKOUT ...]",
        "verify-control --xctest [--rev REV ...] [OPTIONS] [CHECKOUT ...]",
    ]
    static var summary: String {
        """
        compile each checkout's own control (iHeartRating/iHeartRatingView.swift)
        against a UIKit stand-in, run it in a sandbox (bubblewrap: no
        network, read-only system) and hold it against the model on the
        documented and generated cases: \(ids { $0.runs.contains(.model) && $0 != BehaviourRules.tells }); a control
        whose compiled code links anything but what a rating view may (the
        UIKit stand-in, Swift's runtime, listed parts of Foundation and C),
        or that reacts to which device it is on, is an error, and a platform
        conditional a warning (--strict fails it): \(BehaviourRules.tells.id). It runs the
        checkout's Swift code, so it runs only when asked
        """
    }

    /// The options that choose what a run does, one at a time.
    private static let modes = ["--against", "--xctest", "--prepare"]

    static var options: [CommandOption<Arguments>] {
        ControlVerificationRun.outputOptions("verify", writer: name) + [
            .number("--generate", in: 0...VerifyOptions.maximumGeneratedCases, help: """
                generated cases after the documented ones (default 3000, 0 to
                \(VerifyOptions.maximumGeneratedCases))
                """, \.verify.generatedCases),
            .seed(help: "the seed of the generated cases (default \(VerifyOptions().seed))", \.verify.seed),
            .text("--save-cases", value: "DIR", help: """
                write each shrunk case a difference is shown by to DIR (made if
                missing) as DIR/NAME-HASH.json, which oracle --eval replays
                """, \.verify.savedCases),
            CommandOption(names: ["--against"], value: "REV", help: """
                compare the control (of the work tree, or of --rev REV2) with its
                own behaviour at REV instead of with the model: every difference
                is \(ids { $0.runs == [.comparison] }) (exit 1 when it changed)
                """) { arguments, revision in arguments.verify.mode = .comparison(against: revision) },
            .flag("--xctest", help: """
                run the checkout's own XCTest suite (from its Xcode project) on
                Linux against the UIKit stand-in: \(ids { $0.runs == [.ownTests] })
                """) { $0.verify.mode = .ownTests },
            ControlVerificationRun.skipTest("""
                with --xctest: leave out the test Class.method (or method); a name
                that is no test fails the run
                """),
            .repeated("--add-tests", value: "FILE", help: """
                with --xctest: compile and run the test file FILE (such as
                oracle --export-xctest's) with the checkout's own tests, as if
                its test target held it; once per file
                """, \.verify.addedTests),
            ControlVerificationRun.noSandbox,
            .flag("--prepare", help: """
                only build the UIKit stand-in and the driver's fixed part into the
                cache (build.sh and make run do), and verify nothing
                """) { $0.verify.mode = .prepare },
        ]
    }

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        let chosen = modes.filter(words.given.contains)
        guard chosen.count <= 1 else { throw UsageError("\(Spelling.all(chosen)) cannot be combined") }
        if arguments.verify.mode == .prepare {
            guard words.all.isEmpty, Set(words.given).isSubset(of: ["--prepare", "--no-sandbox"]) else {
                throw UsageError("--prepare takes no checkout, revision or other option")
            }
        }
        guard !words.given.contains("--save-cases") || arguments.verify.mode != .ownTests else {
            throw UsageError("--save-cases goes with a run against the model or --against, whose differences are cases")
        }
        guard !words.given.contains("--skip-test") || arguments.verify.mode == .ownTests else {
            throw UsageError("--skip-test goes with --xctest")
        }
        guard !words.given.contains("--add-tests") || arguments.verify.mode == .ownTests else {
            throw UsageError("--add-tests goes with --xctest")
        }
        if case .comparison = arguments.verify.mode,
           arguments.revisions.count > 1 || arguments.revisions.contains(where: GitRevisionRange.isRange) {
            throw UsageError("--against compares with one revision: give at most one --rev (default: the work tree)")
        }
        ControlVerificationRun.place(&arguments, words)
    }

    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        guard arguments.verify.mode == .prepare else { return try ControlVerificationRun.run(arguments, style: style, io: io) }
        do {
            let entry = try ControlVerification.prepare(options: arguments.verify)
            return CommandOutcome.success("verify-control: the UIKit stand-in is built, in \(entry)\n").write(to: io)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The IDs of the rules `include` takes, as ranges (`BHV001-BHV004`): the descriptors say which run reports each.
    static func ids(_ include: (BehaviourRule) -> Bool) -> String {
        RuleRegistry.ranges(BehaviourRules.described.filter(include).map(\.id))
    }
}
