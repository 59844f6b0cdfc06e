import BaselineChecks
import BaselineSupport
import BehaviourVerification
import MutationTesting

/// `mutation-score`: how many small changes to the control verification notices. The score's exit codes are its own:
/// 0, or 1 when the score is below `--fail-under` (or no mutant could be told apart, or the checkout cannot be read);
/// 2 when it could not be measured.
enum MutationScoreCommand: Subcommand {
    struct Arguments: CommandArguments {
        var checkout = "."
        var options = MutationOptions()
        var format = ReportFormat.text
        var quiet = false
        /// The file of declared equivalences (`--equivalent`), read by the command.
        var equivalentFile: String?
        /// Only list the mutants, judging none.
        var list = false
        /// `--in-diff REV|FILE` as given: a file when one exists at that path, else a revision.
        var inDiff: String?
        /// Join these shard reports (`--merge FILE...`) instead of judging anything.
        var merge = false
        var mergedFiles: [String] = []
        var jobs = ProcessorCount.online
    }

    static let name = "mutation-score"
    static let synopsis = [
        "mutation-score [--rev REV] [--in-diff REV|FILE] [--limit N [--seed S] | --mutant N ...] [--shard K/N] [OPTIONS] [CHECKOUT]",
        "mutation-score --merge [--format NAME] [--fail-under P] [--quiet] FILE...",
    ]
    static let summary = """
        how many small changes to the control verify-control and the
        checkout's own tests notice: each mutant built and run in the
        sandbox, the caught share reported
        """

    static var options: [CommandOption<Arguments>] {
        [
            .revision(help: "mutate the control at a revision instead of the work tree", \.options.revision),
            .number("--limit", in: 1...1_000_000, help: "judge N mutants picked by --seed (default: all)", \.options.limit),
            .seed(help: "the seed of --limit's sample (default \(MutationOptions().seed))", \.options.seed),
            .numbers("--mutant", in: 1...1_000_000, help: "judge mutant N of --list only (repeatable)", \.options.numbers),
            CommandOption(names: ["--fail-under"], value: "P", help: "exit 1 when the score is below P percent") { (arguments: inout Arguments, text: String) throws(UsageError) in
                guard let percent = Double(text), (0...100).contains(percent) else {
                    throw UsageError("--fail-under takes a percentage from 0 to 100, not \(text)")
                }
                arguments.options.failUnder = percent
            },
            .number("--generate", in: 0...VerifyOptions.maximumGeneratedCases, help: """
                generated cases a mutant runs after the documented ones (default
                \(VerifyOptions().generatedCases))
                """, \.options.verify.generatedCases),
            .flag("--no-xctest", help: "do not run survivors against the checkout's own tests") { $0.options.ownTests = false },
            .flag("--fresh", help: """
                judge every mutant again, ignoring the verdicts stored by
                earlier runs (and storing the new ones)
                """, \.options.fresh),
            .flag("--incremental", help: """
                also reuse a verdict judged on another control when the
                mutant's declaration (its function, initializer or property)
                is the same text; the report counts these apart
                """, \.options.incremental),
            .text("--equivalent", value: "FILE", help: """
                survivors argued equivalent on iOS, one a line:
                `OPERATOR LINE:COLUMN [REPLACEMENT] — reason`; reported as
                equivalent (declared) only while they survive, the cases
                aimed at them too (a fresh control, one never given an
                image, one laid out by a commit, one from a storyboard)
                """, \.equivalentFile),
            .jobs(help: """
                mutants judged at once, a free thread taking the next, and
                drivers of the unmutated control's cases, 1 to 64 (default:
                one per processor)
                """, \.jobs),
            .format([.text, .json, .html, .sarif], writer: name,
                    help: "the report's format: text (default), json, html (survivors first) or sarif (a survivor a result at its line)",
                    \.format),
            .flag("--quiet", "-q", help: "no progress on standard error; the text report lists survivors only", \.quiet),
            .text("--in-diff", value: "REV|FILE", help: """
                judge only mutants on lines of the control added or changed
                since REV (to --rev, else the work tree), or that the unified
                diff FILE adds; an existing file wins over a revision
                """, \.inDiff),
            CommandOption(names: ["--shard"], value: "K/N", help: """
                judge shard K of N (K from 0): the mutants at positions i of
                the list (all or --in-diff's; --limit's or --mutant's of them)
                with i mod N = K; the report names the list by a digest for
                --merge
                """) { (arguments: inout Arguments, text: String) throws(UsageError) in
                switch MutantShard.parse(text) {
                case .success(let shard): arguments.options.shard = shard
                case .failure(let error): throw UsageError(error.message)
                }
            },
            .flag("--merge", help: """
                join the JSON reports of every shard of one list (the FILEs)
                into one report and score; shards of different lists, one
                given twice or one missing are refused
                """, \.merge),
            .flag("--list", help: """
                list the mutants a run with the same options would judge, with
                their changes; build nothing (at most 5000 mutants are made,
                the first in source order; the list and the report say how
                many more)
                """, \.list),
        ]
    }

    static var epilogue: String {
        """
        Each mutant of the checkout's control, iHeartRating/iHeartRatingView.swift, is built against the UIKit
        stand-in and run in the sandbox through the model's documented and generated cases, as verify-control does;
        a mutant the cases do not catch meets the checkout's own tests, as verify-control --xctest runs them. Each
        mutant is caught (by the rule named), survived, equivalent (the compiler made the same object code of it as
        of the control) or not built. The score is the caught share of caught and survived. The unmutated control
        must pass verify-control; CHECKOUT defaults to `.`.

        OPERATORS:
          ROR relational (> >=, < <=, == !=), AOR arithmetic (+ -, * /), CRP constants (0, n+1, n-1, 10n),
          BCR true/false, UOD ! removed, UOI condition negated, MMS min/max, GCD guard condition dropped,
          SDL statement deleted, RET early return deleted, OCR call through ?. deleted

        STORED VERDICTS:
          Each verdict is stored in the build cache (~/.cache/check-baseline, or $XDG_CACHE_HOME's), named by the
          SHA-256 of everything that decides it: the control's whole text, the mutant, the generated cases and seeds,
          the checkout's own test files when survivors meet them, the declared equivalences, the toolchain and the
          tool's own executable. A mutant whose verdict is stored is not judged again, and the unmutated control's
          outcome is stored too (keyed also by the sample app's files); any change to the control judges every
          mutant again. A damaged or foreign entry is removed and judged again. The report says how many verdicts
          were reused; --fresh judges all again.
          With --incremental, a mutant that has no verdict for this control takes one judged on an earlier control
          whose declaration around the mutant (the function, initializer, subscript or property with accessors it
          is in, from its keyword's line to its closing brace; else the mutant's own lines) was the same text, the
          rest of the key being equal: after a change to one declaration, only its mutants are judged again. A
          change elsewhere can still change what such a mutant does (a call to it removed), so the report counts
          these verdicts apart, and a run without --incremental never takes them.

        SHARDS:
          Every shard makes the same list (same checkout, arguments and tool version) and judges the mutants at
          positions i (from 0) with i mod N = K, so that each part of the control is spread over all shards. Run
          each with --format json; --merge FILE... joins them into one report and score, and refuses shards of
          different lists (by the list's digest each report carries), a shard given twice and a missing one.

        EXIT CODES:
          0  measured (and at least --fail-under)
          1  below --fail-under, or nothing could be told apart (unless --in-diff left nothing to judge);
             or the checkout cannot be read (FILE007)
          2  not measured (usage, no sandbox or toolchain, the unmutated control fails verify-control,
             shards that --merge refuses)
        """
    }

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        if arguments.merge {
            let allowed: Set = ["--merge", "--format", "--fail-under", "--quiet"]
            if let other = words.given.first(where: { !allowed.contains($0) }) {
                throw UsageError("--merge takes only --format, --fail-under and --quiet, not \(other): each shard's own options made its report")
            }
            guard !words.all.isEmpty else { throw UsageError("--merge takes the JSON reports of the shards, one FILE each") }
            arguments.mergedFiles = words.all
            return
        }
        guard arguments.options.numbers.isEmpty || arguments.options.limit == nil else {
            throw UsageError("--mutant and --limit cannot be combined")
        }
        guard words.all.count <= 1 else { throw UsageError("mutation-score takes one checkout") }
        arguments.checkout = words.all.first ?? "."
    }

    static func run(_ request: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        if request.merge { return try merge(request, io: io) }
        // Found as the check finds a checkout: one that cannot be read, or is none, is its finding and exit code 1.
        if request.options.revision == nil,
           case .unchecked(let report) = Engine.locate(directory: request.checkout, rules: Catalog.standard.rules) {
            return CommandOutcome(standardOutput: "", standardError: FindingLine.unchecked(report), exitCode: 1).write(to: io)
        }
        var request = request
        if let path = request.equivalentFile {
            do {
                let bytes = try io.read(path, limit: 1 << 20)
                request.options.declared = try DeclaredEquivalences.parse(String(decoding: bytes, as: UTF8.self), path: path)
            } catch let error as UsageError {
                throw error
            } catch {
                throw UsageError("cannot read \(path): \(error)")
            }
        }
        if let given = request.inDiff { request.options.inDiff = try inDiff(given, io: io) }
        // After the declarations are read: they are part of the list's digest.
        if request.list { return try list(request, io: io) }
        let progress = SerialisedErrors(io: io, quiet: request.quiet)
        let report: MutationReport
        do {
            report = try MutationScore.run(request.checkout, options: request.options, jobs: request.jobs) {
                progress.write("mutation-score: \($0)\n")
            }
        } catch {
            throw UsageError(error.description)
        }
        return try write(report, request, io: io)
    }

    /// The report in the requested format, exit code 1 when its score is below `--fail-under`.
    private static func write(_ report: MutationReport, _ request: Arguments, io: any CommandIO) throws(UsageError) -> Int32 {
        let text: String
        do {
            text = switch request.format {
            case .json: try report.json()
            case .html: report.html()
            case .sarif: report.sarif()
            default: report.text(survivorsOnly: request.quiet)
            }
        } catch {
            throw UsageError("mutation-score cannot write its JSON report: \(error)")
        }
        var exitCode: Int32 = 0
        var errors = ""
        if let floor = request.options.failUnder, (report.score ?? -1) < floor, !report.nothingInDiff {
            exitCode = 1
            errors = "check-baseline: mutation score \(report.scoreText) is below --fail-under \(floor)\n"
        }
        return CommandOutcome(standardOutput: text, standardError: errors, exitCode: exitCode).write(to: io)
    }

    /// `--in-diff`'s value: a diff file when one exists at that path, else a revision (one, not a range).
    private static func inDiff(_ given: String, io: any CommandIO) throws(UsageError) -> InDiff {
        if FilePaths.exists(given) {
            do {
                return .diff(path: given, text: String(decoding: try io.read(given, limit: 16 << 20), as: UTF8.self))
            } catch {
                throw UsageError("--in-diff: cannot read \(given): \(error)")
            }
        }
        guard GitRevisionRange.syntaxProblem(given) == nil, !GitRevisionRange.isRange(given) else {
            throw UsageError("--in-diff takes a file or one revision, and \(given) is neither")
        }
        return .revision(given)
    }

    /// `--merge FILE...`: the shard reports joined into their list's report, written as a run's would be.
    private static func merge(_ request: Arguments, io: any CommandIO) throws(UsageError) -> Int32 {
        var shards: [MutationMerge.Shard] = []
        for path in request.mergedFiles {
            let bytes: [UInt8]
            do {
                bytes = try io.read(path, limit: 256 << 20)
            } catch {
                throw UsageError("--merge: cannot read \(path): \(error)")
            }
            do {
                shards.append(MutationMerge.Shard(path: path, report: try MutationReport.decoded(from: bytes)))
            } catch {
                throw UsageError("--merge: \(path): \(error)")
            }
        }
        let merged: MutationReport
        do {
            merged = try MutationMerge.merge(shards)
        } catch {
            throw UsageError("--merge: \(error)")
        }
        return try write(merged, request, io: io)
    }
}

extension MutationScoreCommand {
    /// `--list`: every mutant, a line each, with the `-`/`+` lines of its change; nothing is built.
    private static func list(_ request: Arguments, io: any CommandIO) throws(UsageError) -> Int32 {
        let made: (source: any CheckoutSource, original: [UInt8], made: MutantGenerator.Made)
        do {
            made = try MutationScore.mutants(of: request.checkout, revision: request.options.revision)
        } catch {
            throw UsageError(error.description)
        }
        let selection: MutationScore.Selection
        do {
            selection = try MutationScore.selected(made.made.mutants, of: made.original, in: request.checkout, options: request.options)
        } catch {
            throw UsageError(error.description)
        }
        var lines: [String] = []
        for mutant in selection.share {
            lines.append("\(CheckoutPaths.source):\(mutant.location.line):\(mutant.location.column): "
                + "\(mutant.mutationOperator.rawValue) #\(mutant.number): \(mutant.change(in: made.original).escapedForMessage)")
            if !request.quiet { lines += mutant.diff(of: made.original).map { "    " + $0.escapedForMessage } }
        }
        let counts = MutationOperator.allCases.map { kind in (kind, made.made.mutants.count { $0.mutationOperator == kind }) }
            .filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)" }
        lines.append(MutationReport.madeText(made.made.mutants.count, beyondCap: made.made.beyondCap) + ": "
            + counts.joined(separator: ", "))
        if let inDiff = selection.inDiff { lines.append(inDiff.text) }
        if let line = MutationReport.listLine(selection.list, shard: request.options.shard, mergedShards: nil) {
            lines.append(line + ", \(selection.share.count) listed above")
        }
        return CommandOutcome.success(lines.joined(separator: "\n") + "\n").write(to: io)
    }
}

/// Standard error for progress lines: `MutationScore` calls it from one thread at a time (under its counter's
/// lock), so that the command's `io`, which is not `Sendable`, is never written from two at once.
private struct SerialisedErrors: @unchecked Sendable {
    let io: any CommandIO
    let quiet: Bool

    func write(_ text: String) {
        if !quiet { io.writeError(text) }
    }
}
