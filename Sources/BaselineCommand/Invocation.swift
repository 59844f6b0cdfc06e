import BaselineChecks
import BaselineSupport
import BehaviourVerification

/// What the user asked for on the command line.
public struct Invocation: Equatable, Sendable {
    public enum Command: Equatable, Sendable {
        case check
        case listRules
        case explain(ruleID: String)
        case help
        case version
        /// Install a pre-push hook in the git repository of `checkout`.
        case installHook(checkout: String, force: Bool, hook: HookOptions)
        /// Compile each checkout's control against the UIKit stand-in, run it, and hold it against the model (or,
        /// as the options say, against another revision, its own tests, or the proofs of `xcode-test`).
        case verifyControl(VerifyOptions)
        /// Run the reference model as an oracle, as the words after `oracle` ask (`OracleArguments` reads them).
        case oracle(arguments: [String])
        /// Mutate the control and measure how much of it verification notices (`MutationArguments` reads the words).
        case mutationScore(MutationRequest)
        /// Print the Objective-C header Xcode would generate for the checkout's control, or with `check`
        /// the header checks' report.
        case objcHeader(checkout: String, check: Bool)
    }

    public var command: Command
    public var options: CheckOptions
}

public struct CheckOptions: Equatable, Sendable {
    public var checkouts: [String] = []
    public var format = ReportFormat.text
    public var only: [String] = []
    public var skip: [String] = []
    /// Another catalog to use instead of the built-in one.
    public var rulesFile: String?
    /// How many checkouts are checked at once: by default, one per online processor.
    public var jobs = ProcessorCount.online
    /// Git revisions to check instead of the work tree, each in every checkout.
    public var revisions: [String] = []
    /// Warnings fail, as errors do.
    public var strict = false
    /// Only failures in the text and compiler formats.
    public var quiet = false
    /// Known findings to report as notes (`--baseline FILE`).
    public var baselineFile: String?
    /// Where to record the findings of this run as known (`--write-baseline FILE`).
    public var writeBaselineFile: String?

    public init() {}
}

extension Invocation {
    /// Parses the arguments that follow the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        // The oracle's options are not a check's: only as the first word is `oracle` the command, and what follows is its own.
        if arguments.first == "oracle" {
            return Invocation(command: .oracle(arguments: Array(arguments.dropFirst())), options: CheckOptions())
        }
        if arguments.first == "mutation-score" {
            return Invocation(command: .mutationScore(try MutationArguments.parse(Array(arguments.dropFirst()))),
                              options: CheckOptions())
        }
        var options = CheckOptions()
        var verify = VerifyOptions()
        var verifyOptionGiven: String?
        var listRules = false
        var headerCheck = false
        var force = false
        var since: String?
        var positional: [String] = []
        // Words after `--` are checkouts, even one named `explain` or `install-hook`.
        var commandWordsEnd = Int.max
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                commandWordsEnd = positional.count
                positional += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            let (name, inline) = OptionSyntax.split(argument)
            func value() throws(UsageError) -> String { try OptionSyntax.value(of: name, inline: inline, from: &remaining) }
            switch name {
            case "-h", "--help": return Invocation(command: .help, options: options)
            case "--version":
                guard arguments.count == 1 else { throw UsageError("--version takes no other argument") }
                return Invocation(command: .version, options: options)
            case "--list-rules": listRules = true
            case "--force": force = true
            case "--check": headerCheck = true
            case "--since": since = try value()
            case "--rev":
                let revision = try value()
                if let problem = GitRevisionRange.syntaxProblem(revision) {
                    throw UsageError("--rev \(revision): \(problem)")
                }
                options.revisions.append(revision)
            case "--format":
                let text = try value()
                guard let format = ReportFormat(named: text) else {
                    throw UsageError("unknown format \(text); expected one of \(ReportFormat.all.map(\.name).joined(separator: ", "))")
                }
                options.format = format
            case "--only": options.only += ruleList(try value())
            case "--skip": options.skip += ruleList(try value())
            case "--rules": options.rulesFile = try value()
            case "--quiet", "-q": options.quiet = true
            case "--baseline": options.baselineFile = try value()
            case "--write-baseline": options.writeBaselineFile = try value()
            case "--generate":
                let text = try value()
                guard let count = Int(text), (0...VerifyOptions.maximumGeneratedCases).contains(count) else {
                    throw UsageError("--generate takes a number from 0 to \(VerifyOptions.maximumGeneratedCases), not \(text)")
                }
                verify.generatedCases = count
                verifyOptionGiven = name
            case "--seed":
                let text = try value()
                guard let seed = OptionSyntax.seed(text) else {
                    throw UsageError("--seed takes \(OptionSyntax.seedForm), not \(text)")
                }
                verify.seed = seed
                verifyOptionGiven = name
            case "--strict": options.strict = true
            case "--no-sandbox":
                verify.sandboxed = false
                verifyOptionGiven = name
            case "--xctest":
                verify.ownTests = true
                verifyOptionGiven = name
            case "--skip-test":
                verify.skippedTests.append(try value())
                verifyOptionGiven = name
            case "--prepare":
                verify.prepareOnly = true
                verifyOptionGiven = name
            case "--against":
                verify.against = try value()
                verifyOptionGiven = name
            case "--jobs", "-j":
                let text = try value()
                guard let jobs = Int(text), (1...64).contains(jobs) else {
                    throw UsageError("--jobs takes a number from 1 to 64, not \(text)")
                }
                options.jobs = jobs
            default: throw UsageError("unknown option \(name); see --help")
            }
        }
        if commandWordsEnd > 0, positional.first == "verify-control" {
            guard !listRules, !force, since == nil, options.only.isEmpty, options.skip.isEmpty, options.rulesFile == nil,
                  options.baselineFile == nil, options.writeBaselineFile == nil else {
                throw UsageError("verify-control takes --format, --rev, --jobs, --strict, --quiet, --generate, --seed,"
                    + " --against, --xctest, --skip-test, --no-sandbox and --prepare")
            }
            guard !verify.prepareOnly || (positional.count == 1 && options == CheckOptions() && verify.against == nil
                                          && !verify.ownTests) else {
                throw UsageError("--prepare takes no checkout, revision or other option")
            }
            guard verify.skippedTests.isEmpty || verify.ownTests else { throw UsageError("--skip-test goes with --xctest") }
            guard !(verify.ownTests && verify.against != nil) else {
                throw UsageError("--xctest and --against cannot be combined")
            }
            let oneRevision = options.revisions.count <= 1 && !options.revisions.contains(where: GitRevisionRange.isRange)
            guard verify.against == nil || oneRevision else {
                throw UsageError("--against compares with one revision: give at most one --rev (default: the work tree)")
            }
            options.checkouts = positional.count > 1 ? Array(positional.dropFirst()) : ["."]
            return Invocation(command: .verifyControl(verify), options: options)
        }
        if commandWordsEnd > 0, positional.first == "xcode-test" {
            let modelOnly = verify.generatedCases != VerifyOptions().generatedCases || verify.seed != VerifyOptions().seed
            guard !listRules, !force, since == nil, options.only.isEmpty, options.skip.isEmpty, options.rulesFile == nil,
                  options.baselineFile == nil, options.writeBaselineFile == nil, !modelOnly, verify.against == nil,
                  !verify.ownTests, !verify.prepareOnly else {
                throw UsageError("xcode-test takes --format, --rev, --jobs, --strict, --quiet, --skip-test and --no-sandbox")
            }
            verify.xcodeTest = true
            options.checkouts = positional.count > 1 ? Array(positional.dropFirst()) : ["."]
            return Invocation(command: .verifyControl(verify), options: options)
        }
        if let verifyOptionGiven { throw UsageError("\(verifyOptionGiven) only applies to verify-control") }
        if commandWordsEnd > 0, positional.first == "objc-header" {
            var alone = CheckOptions()
            alone.format = options.format
            guard options == alone, !listRules, !force, since == nil, headerCheck || options.format == .text else {
                throw UsageError("objc-header takes --check and, with it, --format")
            }
            guard positional.count <= 2 else { throw UsageError("objc-header takes one checkout") }
            let checkout = positional.count == 2 ? positional[1] : ObjCHeaderCommand.exampleCheckout
            return Invocation(command: .objcHeader(checkout: checkout, check: headerCheck), options: options)
        }
        guard !headerCheck else { throw UsageError("--check only applies to objc-header") }
        if commandWordsEnd > 0, positional.first == "install-hook" {
            guard options == CheckOptions(), !listRules else {
                throw UsageError("install-hook takes no option but --force and --since")
            }
            let checkouts = positional[1..<min(commandWordsEnd, positional.count)]
            guard checkouts.count <= 1 else { throw UsageError("install-hook takes one checkout") }
            var hook = HookOptions()
            hook.since = since
            for word in positional[min(commandWordsEnd, positional.count)...] {
                switch word {
                case "--behaviour": hook.behaviour = true
                case "--strict": hook.strict = true
                default: hook.checkOptions.append(word)
                }
            }
            guard !hook.strict || hook.behaviour else { throw UsageError("--strict only goes with --behaviour") }
            try validateHookCheckOptions(hook.checkOptions)
            let checkout = checkouts.first ?? "."
            return Invocation(command: .installHook(checkout: checkout, force: force, hook: hook), options: options)
        }
        guard !force else { throw UsageError("--force only applies to install-hook") }
        guard since == nil else { throw UsageError("--since only applies to install-hook") }
        if commandWordsEnd > 0, positional.first == "explain" {
            guard positional.count == 2 else {
                throw UsageError("explain takes one rule ID, e.g. `check-baseline explain SRC004`")
            }
            return Invocation(command: .explain(ruleID: positional[1]), options: options)
        }
        if listRules {
            guard positional.isEmpty, options.revisions.isEmpty else {
                throw UsageError("--list-rules takes no checkout or revision")
            }
            guard options.format == .text || options.format == .json else {
                throw UsageError("--list-rules prints text or json, not \(options.format.name)")
            }
            return Invocation(command: .listRules, options: options)
        }
        if commandWordsEnd > 0, let first = positional.first, let command = CommandWordTypo.intended(by: first) {
            throw UsageError("unknown command \(first); did you mean \(command)? (to check a folder of that name,"
                + " write ./\(first) or put it after --)")
        }
        options.checkouts = positional.isEmpty ? ["."] : positional
        return Invocation(command: .check, options: options)
    }

    /// The options a hook gives every check must make a check of the pushed commits: no checkout,
    /// no revision, no other command.
    private static func validateHookCheckOptions(_ words: [String]) throws(UsageError) {
        guard !words.isEmpty else { return }
        let problem = "the hook takes --behaviour, --strict and options of a check after --"
        let refused = UsageError("\(problem), not a checkout, a revision or a command: \(words.joined(separator: " "))")
        let alone: Invocation
        do {
            alone = try parse(words)
        } catch {
            throw UsageError("\(problem): \(error)")
        }
        guard alone.command == .check, alone.options.revisions.isEmpty else { throw refused }
        // With a checkout added after `--`, any word that is not an option (or an option's value) shows.
        let sentinel = "\u{0}checkout"
        guard (try? parse(words + ["--", sentinel]))?.options.checkouts == [sentinel] else { throw refused }
    }

    private static func ruleList(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0.trimmingWhitespace) }.filter { !$0.isEmpty }
    }
}
