import BaselineChecks
import BaselineSupport
import BehaviourVerification
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
    /// Write the cases (the table or a file's), then `generated` generated ones, as an XCTest file.
    case exportXCTest(file: String, casesFile: String?, generated: Int, seed: UInt64)
}

/// `oracle`: RatingReference, the model of the control, run as an executable oracle, one mode at a time.
enum OracleCommand: Subcommand {
    struct Arguments: CommandArguments {
        var cases: String?
        var export: String?
        var eval: String?
        var fuzz: Int?
        var seed: UInt64 = FuzzRunner.defaultSeed
        var tutorial = false
        var render: String?
        var svg: String?
        var exportXCTest: String?
        var generate = 0
        /// What the options ask, once checked.
        var mode = OracleMode.run(casesFile: nil)
    }

    /// The most inputs `--fuzz` accepts.
    static let maximumFuzzCount = 100_000_000

    static let name = "oracle"
    static let synopsis = [
        "oracle [--cases FILE]", "oracle --export FILE", "oracle --eval FILE", "oracle --fuzz N [--seed S]", "oracle --tutorial",
        "oracle --render CASE --svg FILE [--cases FILE]",
        "oracle --export-xctest FILE [--cases FILE] [--generate N] [--seed S]",
    ]
    static let summary = """
        run RatingReference, a pure-Swift model of HeartRatingView, as an
        executable oracle: with no option, every documented edge case, a
        line each, then "N passed, M failed"
        """

    static var options: [CommandOption<Arguments>] {
        [
            .text("--cases", value: "FILE", help: """
                run the cases of FILE (case file schema) instead of the built-in
                table
                """, \.cases),
            .text("--export", value: "FILE", help: """
                write the cases, steps and expected outputs as JSON (- for
                standard output)
                """, \.export),
            .text("--eval", value: "FILE", help: """
                print the model's outputs for the cases of FILE (- for standard
                input), in the same schema; expectations are optional, and any
                given are checked
                """, \.eval),
            .number("--fuzz", in: 1...maximumFuzzCount, help: """
                check the invariants over N generated inputs on the heart model
                and on the tutorial's RateView; the tutorial's breaks are reported
                as findings
                """, \.fuzz),
            .seed(help: """
                the seed of --fuzz (decimal or 0x hexadecimal; default
                \(FuzzRunner.defaultSeed)) or of --export-xctest's generated cases
                (default \(VerifyOptions().seed), verify-control's)
                """, \.seed),
            .flag("--tutorial", help: """
                the tutorial probes: named inputs, and which invariants each model
                breaks
                """, \.tutorial),
            .text("--render", value: "CASE", help: "draw the control as laid out at the end of CASE ...", \.render),
            .text("--svg", value: "FILE", help: "... as SVG into FILE (- for standard output)", \.svg),
            .text("--export-xctest", value: "FILE", help: """
                write the cases as one XCTest file (\(XCTestExport.fileName)) that
                drives the real HeartRatingView on iOS and holds it to the model (-
                for standard output); cases that cannot run on iOS are listed in it
                with the reason
                """, \.exportXCTest),
            .number("--generate", in: 0...VerifyOptions.maximumGeneratedCases, help: """
                with --export-xctest: N generated cases after the documented ones
                (default 0), as verify-control generates them
                """, \.generate),
        ]
    }

    static let epilogue = """
        EXIT CODES:
          0  all cases pass (and the heart model keeps every invariant)
          1  a case or the heart model failed
          2  bad usage, or an unreadable or malformed file (the message names file, line
             and column)

        Schema and the Mac XCTest that consumes the export: docs/oracle.md.
        """

    /// The options that choose a mode, one at a time; and what each option that is not a mode goes with.
    private static let modes = ["--export", "--eval", "--fuzz", "--render", "--tutorial", "--export-xctest"]
    private static let companions = [
        "--seed": ["--fuzz", "--export-xctest"], "--svg": ["--render"], "--cases": ["--render", "--export-xctest"],
        "--generate": ["--export-xctest"],
    ]

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        if let stray = words.all.first { throw UsageError("unexpected argument \(stray)") }
        let chosen = modes.filter(words.given.contains)
        guard chosen.count <= 1 else { throw UsageError("\(Spelling.all(chosen)) cannot be combined") }
        for (option, partners) in companions.sorted(by: { $0.key < $1.key }) where words.given.contains(option) {
            // `--cases` also goes with the default run, which no option chooses.
            guard chosen.isEmpty && option == "--cases" || partners.contains(where: chosen.contains) else {
                let partnersText = (option == "--cases" ? ["the default run"] : []) + partners
                throw UsageError("\(option) only goes with \(Spelling.either(partnersText))")
            }
        }
        arguments.mode = switch chosen.first {
        case "--export": .export(file: arguments.export ?? "-")
        case "--eval": .eval(file: arguments.eval ?? "-")
        case "--fuzz": .fuzz(count: arguments.fuzz ?? 1, seed: arguments.seed)
        case "--tutorial": .tutorial
        case "--export-xctest":
            .exportXCTest(file: arguments.exportXCTest ?? "-", casesFile: arguments.cases, generated: arguments.generate,
                          seed: words.given.contains("--seed") ? arguments.seed : VerifyOptions().seed)
        case "--render":
            .render(caseName: arguments.render ?? "", svgFile: try svgFile(arguments), casesFile: arguments.cases)
        default: .run(casesFile: arguments.cases)
        }
    }

    private static func svgFile(_ arguments: Arguments) throws(UsageError) -> String {
        guard let svg = arguments.svg else { throw UsageError("--render needs --svg FILE") }
        return svg
    }

    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        OracleRuns.run(arguments.mode, io: io)
    }
}
