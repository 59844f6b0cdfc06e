import BaselineChecks
import BaselineSupport
import BehaviourVerification

/// What `check-baseline mutation-score` was asked to do.
public struct MutationRequest: Equatable, Sendable {
    public var checkout = "."
    public var options = MutationOptions()
    public var json = false
    public var quiet = false
    /// The file of declared equivalences (`--equivalent`), read by the command.
    public var equivalentFile: String?
    /// Print the help text.
    public var help = false
    /// Only list the mutants, judging none.
    public var list = false
    public var jobs = ProcessorCount.online
}

/// Parses the words after `mutation-score`: its options are its own, as the oracle's are.
enum MutationArguments {
    static let usage = """
        usage: check-baseline mutation-score [--rev REV] [--limit N [--seed S] | --mutant N …] [--fail-under PERCENT]
                                             [--generate N] [--no-xctest] [--jobs N] [--format text|json]
                                             [--equivalent FILE] [--quiet] [--list] [CHECKOUT]
        """

    static let help = usage + """

        Makes small changes (mutants) to the checkout's control, iHeartRating/iHeartRatingView.swift, builds
        each against the UIKit stand-in and runs it in the sandbox through the model's documented and generated
        cases, as verify-control does; a mutant the cases do not catch meets the checkout's own tests, as
        verify-control --xctest runs them. Each mutant is caught (by the rule named), survived, equivalent (the
        compiler made the same object code of it as of the control) or not built. The score is the caught share
        of caught and survived. The unmutated control must pass verify-control; CHECKOUT defaults to `.`.

        Operators: ROR relational (> >=, < <=, == !=), AOR arithmetic (+ -, * /), CRP constants (0, n+1, n-1,
        10n), BCR true/false, UOD ! removed, UOI condition negated, MMS min/max, GCD guard condition dropped,
        SDL statement deleted, RET early return deleted, OCR call through ?. deleted.

          --rev REV            mutate the control at a revision instead of the work tree
          --limit N            judge N mutants picked by --seed (default: all)
          --seed S             the seed of --limit's sample (default 20261202)
          --mutant N           judge mutant N of --list only (repeatable)
          --fail-under P       exit 1 when the score is below P percent
          --generate N         generated cases a mutant runs after the documented ones (default 3000)
          --no-xctest          do not run survivors against the checkout's own tests
          --equivalent FILE    survivors argued equivalent on iOS, one a line:
                               `OPERATOR LINE:COLUMN [REPLACEMENT] — reason`; reported as
                               equivalent (declared) only while they survive, the cases
                               aimed at them too (a fresh control, one never given an
                               image, one laid out by a commit, one from a storyboard)
          --jobs N, -j N       mutants judged at once (default: one per processor)
          --format text|json   the report's format (default text)
          --quiet, -q          no progress on standard error; the text report lists survivors only
          --list               list the mutants with their changes, build nothing
                               (at most 5000 mutants are made, the first in source
                               order; the list and the report say how many more)

        Exit status: 0 measured (and at least --fail-under); 1 below --fail-under, or nothing could be told
        apart; 2 not measured (usage, no sandbox or toolchain, the unmutated control fails verify-control).
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> MutationRequest {
        var request = MutationRequest()
        var checkouts: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                checkouts.append(argument)
                continue
            }
            if argument == "--" {
                checkouts += remaining
                break
            }
            let (name, inline) = OptionSyntax.split(argument)
            func value() throws(UsageError) -> String { try OptionSyntax.value(of: name, inline: inline, from: &remaining) }
            switch name {
            case "--rev":
                let revision = try value()
                guard GitRevisionRange.syntaxProblem(revision) == nil, !GitRevisionRange.isRange(revision) else {
                    throw UsageError("--rev takes one revision, not \(revision)")
                }
                request.options.revision = revision
            case "--mutant": request.options.numbers.append(try number(name, try value(), in: 1...1_000_000))
            case "--limit": request.options.limit = try number(name, try value(), in: 1...1_000_000)
            case "--seed":
                let text = try value()
                guard let seed = OptionSyntax.seed(text) else { throw UsageError("--seed takes \(OptionSyntax.seedForm), not \(text)") }
                request.options.seed = seed
            case "--fail-under":
                let text = try value()
                guard let percent = Double(text), (0...100).contains(percent) else {
                    throw UsageError("--fail-under takes a percentage from 0 to 100, not \(text)")
                }
                request.options.failUnder = percent
            case "--generate":
                request.options.verify.generatedCases = try number(name, try value(), in: 0...VerifyOptions.maximumGeneratedCases)
            case "--no-xctest": request.options.ownTests = false
            case "--equivalent": request.equivalentFile = try value()
            case "--jobs", "-j": request.jobs = try number(name, try value(), in: 1...64)
            case "--format":
                let format = try value()
                guard format == "text" || format == "json" else { throw UsageError("mutation-score writes text or json, not \(format)") }
                request.json = format == "json"
            case "--quiet", "-q": request.quiet = true
            case "--list": request.list = true
            case "--help", "-h": request.help = true
            default: throw UsageError("unknown option \(name) of mutation-score\n\(usage)")
            }
        }
        guard request.options.numbers.isEmpty || request.options.limit == nil else {
            throw UsageError("--mutant and --limit cannot be combined")
        }
        guard checkouts.count <= 1 else { throw UsageError("mutation-score takes one checkout") }
        request.checkout = checkouts.first ?? "."
        return request
    }

    private static func number(_ name: String, _ text: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not \(text)")
        }
        return number
    }
}
