import BaselineSupport
import RatingReference

/// What `check-baseline oracle` was asked to do.
enum OracleMode: Hashable, Sendable {
    /// Run the edge-case table (or the cases of a file) and compare with the expectations.
    case run(casesFile: String?)
    /// Write the edge-case table as JSON to a file (`-`: standard output).
    case export(file: String)
    /// Print the model's outputs for the cases of a file (`-`: standard input).
    case eval(file: String)
    /// Check the invariants over generated inputs on both models.
    case fuzz(count: Int, seed: UInt64)
    /// Run the tutorial probes on both models.
    case tutorial
    /// Draw a case's final state as SVG.
    case render(caseName: String, svgFile: String, casesFile: String?)
    /// Print usage.
    case help
}

/// Parses the arguments after `oracle`: `--option VALUE` or `--option=VALUE`, one mode at a time.
enum OracleArguments {
    /// The most inputs `--fuzz` accepts.
    static let maximumFuzzCount = 100_000_000

    /// The mode the arguments ask for.
    static func parse(_ arguments: [String]) throws(UsageError) -> OracleMode {
        var options: [String: String] = [:]
        var flags = Set<String>()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = OptionSyntax.split(argument)
            switch name {
            case "--help", "-h", "--tutorial":
                guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                flags.insert(name == "-h" ? "--help" : name)
            case "--export", "--eval", "--fuzz", "--seed", "--render", "--svg", "--cases":
                guard options[name] == nil else { throw UsageError("\(name) given twice") }
                options[name] = try OptionSyntax.value(of: name, inline: inlineValue, from: &remaining)
            default:
                let problem = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw UsageError("\(problem) \(argument)")
            }
        }
        if flags.contains("--help") { return .help }
        return try mode(options: options, tutorial: flags.contains("--tutorial"))
    }

    /// What each option that is not a mode of its own goes with.
    private static let companions = [
        "--seed": "--fuzz", "--svg": "--render", "--cases": "the default run or --render",
    ]

    private static func mode(options: [String: String], tutorial: Bool) throws(UsageError) -> OracleMode {
        let modes = ["--export", "--eval", "--fuzz", "--render"].filter { options[$0] != nil }
            + (tutorial ? ["--tutorial"] : [])
        guard modes.count <= 1 else {
            throw UsageError("\(modes.joined(separator: " and ")) cannot be combined")
        }
        let allowed: Set<String>
        let result: OracleMode
        switch modes.first {
        case "--export"?:
            allowed = ["--export"]
            result = .export(file: options["--export"] ?? "-")
        case "--eval"?:
            allowed = ["--eval"]
            result = .eval(file: options["--eval"] ?? "-")
        case "--fuzz"?:
            allowed = ["--fuzz", "--seed"]
            result = .fuzz(count: try count(options["--fuzz"] ?? ""), seed: try seed(options["--seed"]))
        case "--render"?:
            allowed = ["--render", "--svg", "--cases"]
            guard let svg = options["--svg"] else { throw UsageError("--render needs --svg FILE") }
            result = .render(caseName: options["--render"] ?? "", svgFile: svg, casesFile: options["--cases"])
        case "--tutorial"?:
            allowed = []
            result = .tutorial
        default:
            allowed = ["--cases"]
            result = .run(casesFile: options["--cases"])
        }
        if let stray = options.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw UsageError("\(stray) only goes with \(companions[stray] ?? "its own mode")")
        }
        return result
    }

    private static func count(_ text: String) throws(UsageError) -> Int {
        guard let value = Int(text), value > 0, value <= maximumFuzzCount else {
            throw UsageError("--fuzz needs a count from 1 to \(maximumFuzzCount), not \"\(text)\"")
        }
        return value
    }

    private static func seed(_ text: String?) throws(UsageError) -> UInt64 {
        guard let text else { return FuzzRunner.defaultSeed }
        guard let value = OptionSyntax.seed(text) else {
            throw UsageError("--seed needs \(OptionSyntax.seedForm), not \"\(text)\"")
        }
        return value
    }
}
