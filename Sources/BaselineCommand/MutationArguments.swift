import BaselineChecks
import BaselineSupport
import BehaviourVerification

/// What `check-baseline mutation-score` was asked to do.
public struct MutationRequest: Equatable, Sendable {
    public var checkout = "."
    public var options = MutationOptions()
    public var json = false
    public var quiet = false
    public var jobs = ProcessorCount.online
}

/// Parses the words after `mutation-score`: its options are its own, as the oracle's are.
enum MutationArguments {
    static let usage = """
        usage: check-baseline mutation-score [--rev REV] [--limit N] [--seed S] [--fail-under PERCENT]
                                             [--generate N] [--no-xctest] [--jobs N] [--format text|json]
                                             [--quiet] [CHECKOUT]
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
            case "--jobs", "-j": request.jobs = try number(name, try value(), in: 1...64)
            case "--format":
                let format = try value()
                guard format == "text" || format == "json" else { throw UsageError("mutation-score writes text or json, not \(format)") }
                request.json = format == "json"
            case "--quiet", "-q": request.quiet = true
            case "--help", "-h": throw UsageError(usage)
            default: throw UsageError("unknown option \(name) of mutation-score\n\(usage)")
            }
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
