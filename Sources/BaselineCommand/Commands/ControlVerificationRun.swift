import BaselineChecks
import BaselineSupport
import BehaviourVerification

/// What `verify-control` and `xcode-test` read from their words: the checkouts, revisions and output they share,
/// and how the control is driven.
struct VerificationArguments: CommandArguments {
    var checkouts: [String] = []
    var format = ReportFormat.text
    var revisions: [String] = []
    var jobs = ProcessorCount.online
    var strict = false
    var quiet = false
    var verbose = false
    var verify = VerifyOptions()
}

/// The run `verify-control` and `xcode-test` share: each checkout (or each of its revisions) verified as the
/// mode says, the reports written as a check's are; and the options both take.
enum ControlVerificationRun {
    static func run(_ arguments: VerificationArguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        let verification: (reports: [CheckoutReport], notices: [String])
        do {
            verification = try ControlVerification.run(
                arguments.checkouts, revisions: arguments.revisions, jobs: arguments.jobs, options: arguments.verify
            ) { io.writeError("check-baseline: \($0)\n") }
        } catch {
            throw UsageError(error.description)
        }
        if verification.reports.isEmpty {
            return CommandOutcome.nothingToCheck(arguments.revisions, in: arguments.checkouts, format: arguments.format, style: style)
                .write(to: io)
        }
        let reports = arguments.strict ? verification.reports.map(\.strict) : verification.reports
        var style = style
        style.quiet = arguments.quiet
        style.verbose = arguments.verbose
        return CommandOutcome(
            standardOutput: arguments.format.render(reports, style: style),
            standardError: verification.notices.map { "check-baseline: \($0.escapedForMessage)\n" }.joined(),
            exitCode: reports.allSatisfy(\.passed) ? 0 : 1
        ).write(to: io)
    }

    /// The checkouts: the words that are not options, else the current directory.
    static func place(_ arguments: inout VerificationArguments, _ words: ParsedWords) {
        arguments.checkouts = words.all.isEmpty ? ["."] : words.all
    }

    /// `--format`, `--rev`, `--jobs`, `--strict` and `--quiet`, as both take them; `verb` says what they do to a checkout.
    static func outputOptions(_ verb: String, writer: String) -> [CommandOption<VerificationArguments>] {
        [
            .format(writer: writer, \.format),
            .revisions(help: """
                \(verb) commit REV of each checkout's git repository instead of its
                work tree; repeat to \(verb) several; A..B and A...B \(verb) each commit
                of the range, oldest first
                """, \.revisions),
            .jobs(help: "driver processes per checkout, 1 to 64 (default: one per processor)", \.jobs),
            .flag("--strict", help: "a rule with a warning fails, as one with an error does", \.strict),
            .flag("--quiet", "-q", help: """
                text and compiler formats: only errors and warnings (no note, no
                passing checkout without warnings)
                """, \.quiet),
            .flag("--verbose", help: """
                text and compiler formats: every place a summary note sums up
                (each rewrite made to compile for Linux, each shrunk case inline)
                """, \.verbose),
        ]
    }

    /// `--skip-test NAME`.
    static func skipTest(_ help: String) -> CommandOption<VerificationArguments> {
        .repeated("--skip-test", value: "NAME", help: help, \.verify.skippedTests)
    }

    /// `--no-sandbox`.
    static var noSandbox: CommandOption<VerificationArguments> {
        .flag("--no-sandbox", help: """
            run the control without bubblewrap (still with resource limits,
            a clean environment and a deadline)
            """) { $0.verify.sandboxed = false }
    }
}
