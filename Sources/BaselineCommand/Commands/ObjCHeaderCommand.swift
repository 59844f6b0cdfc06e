import BaselineChecks
import BaselineSupport
import RuleRegistry

/// `objc-header [--check] [CHECKOUT]`: the Objective-C header Xcode would generate for the checkout's control,
/// derived on any machine; with `--check`, the header checks' report (HDR). The logic is the library's
/// (`ObjCHeaderGate`); this only finds the checkout as the check does and words the outcome.
enum ObjCHeaderCommand: Subcommand {
    struct Arguments: CommandArguments {
        var checkout = "."
        var check = false
        var format = ReportFormat.text
    }

    static let name = "objc-header"
    static let synopsis = ["objc-header [--check [--format NAME]] [CHECKOUT]"]
    static var summary: String {
        """
        print the Objective-C interface Xcode would generate for the
        checkout's control (iHeartRating-Swift.h without the compiler's
        prelude), derived by the Swift compiler's printing rules without
        a compiler. With --check, build.sh's greps of that header held
        against it (\(HeaderRules.grepsHold.id)), @objc use Xcode rejects (\(HeaderRules.objCUseValid.id)), declarations
        not derived (\(HeaderRules.derivable.id), a warning). Exit 1 when the checkout or its
        control cannot be read or Xcode would reject it (or, with --check,
        a rule fails)
        """
    }

    static var options: [CommandOption<Arguments>] {
        [
            .flag("--check", help: """
                print the header checks' report (\(RuleRegistry.ranges(RuleRegistry.standard.rules(of: .header).map(\.id)))) instead of
                the header
                """, \.check),
            .format(writer: name, help: "with --check: the report's format, as a check's", \.format),
        ]
    }

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        guard arguments.check || !words.given.contains("--format") else { throw UsageError("--format goes with --check") }
        guard words.all.count <= 1 else { throw UsageError("objc-header takes one checkout") }
        arguments.checkout = words.all.first ?? "."
    }

    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        // Found as the check finds a checkout: one that cannot be read, or is none, is its report and exit code 1.
        let source: DirectorySource
        let note: Finding?
        switch Engine.locate(directory: arguments.checkout, rules: Catalog.standard.rules) {
        case .unchecked(let report):
            guard arguments.check else {
                return CommandOutcome(standardOutput: "", standardError: FindingLine.unchecked(report), exitCode: 1).write(to: io)
            }
            return CommandOutcome(standardOutput: arguments.format.render([report], style: style), standardError: "", exitCode: 1)
                .write(to: io)
        case .checkout(let found, let foundNote): (source, note) = (found, foundNote)
        }
        if arguments.check {
            var report = ObjCHeaderGate.report(source)
            if let note { report.fileFindings.insert(note, at: 0) }
            return CommandOutcome(
                standardOutput: arguments.format.render([report], style: style), standardError: "", exitCode: report.passed ? 0 : 1
            ).write(to: io)
        }
        let noted = note.map { FindingLine.text($0, place: arguments.checkout) } ?? ""
        switch ObjCHeaderGate.derive(source) {
        case .failure(let stopped):
            return CommandOutcome(standardOutput: "", standardError: noted + FindingLine.text(stopped.finding), exitCode: 1).write(to: io)
        case .success(let derived):
            // Xcode stops at an @objc use it rejects, so such a header would never be generated.
            let rejected = ObjCHeaderGate.validityResult(derived).findings
            return CommandOutcome(
                standardOutput: derived.text, standardError: noted + rejected.map { FindingLine.text($0) }.joined(),
                exitCode: rejected.isEmpty ? 0 : 1
            ).write(to: io)
        }
    }
}
