import BaselineChecks
import BaselineSupport
import BehaviourVerification

/// `check-baseline mutation-score`: runs the mutation score and maps it to an exit code: 0, or 1 when the
/// score is below `--fail-under` (or no mutant could be told apart); 2 when it could not be measured.
enum MutationCommand {
    static func run(_ request: MutationRequest, io: some CommandIO) -> Int32 {
        if request.help { return CommandOutcome.success(MutationArguments.help).write(to: io) }
        if request.list { return list(request, io: io) }
        var request = request
        if let path = request.equivalentFile {
            do {
                let bytes = try io.read(path, limit: 1 << 20)
                request.options.declared = try DeclaredEquivalences.parse(String(decoding: bytes, as: UTF8.self), path: path)
            } catch let error as UsageError {
                return CommandOutcome.usage(error).write(to: io)
            } catch {
                return CommandOutcome.usage(UsageError("cannot read \(path): \(error)")).write(to: io)
            }
        }
        let progress = SerialisedErrors(io: io, quiet: request.quiet)
        let report: MutationReport
        do {
            report = try MutationScore.run(request.checkout, options: request.options, jobs: request.jobs) {
                progress.write("mutation-score: \($0)\n")
            }
        } catch {
            return CommandOutcome.usage(UsageError(error.description)).write(to: io)
        }
        let text: String
        do {
            text = request.json ? try report.json() : report.text(survivorsOnly: request.quiet)
        } catch {
            return CommandOutcome.usage(UsageError("mutation-score cannot write its JSON report: \(error)")).write(to: io)
        }
        var exitCode: Int32 = 0
        var errors = ""
        if let floor = request.options.failUnder, (report.score ?? -1) < floor {
            exitCode = 1
            errors = "check-baseline: mutation score \(report.scoreText) is below --fail-under \(floor)\n"
        }
        return CommandOutcome(standardOutput: text, standardError: errors, exitCode: exitCode).write(to: io)
    }
}

extension MutationCommand {
    /// `--list`: every mutant, a line each, with the `-`/`+` lines of its change; nothing is built.
    private static func list(_ request: MutationRequest, io: some CommandIO) -> Int32 {
        let made: (source: any CheckoutSource, original: [UInt8], made: MutantGenerator.Made)
        do {
            made = try MutationScore.mutants(of: request.checkout, revision: request.options.revision)
        } catch {
            return CommandOutcome.usage(UsageError(error.description)).write(to: io)
        }
        var lines: [String] = []
        for mutant in made.made.mutants {
            lines.append("\(CheckoutPaths.source):\(mutant.location.line):\(mutant.location.column): "
                + "\(mutant.mutationOperator.rawValue) #\(mutant.number): \(mutant.change(in: made.original).escapedForMessage)")
            if !request.quiet { lines += mutant.diff(of: made.original).map { "    " + $0.escapedForMessage } }
        }
        let counts = MutationOperator.allCases.map { kind in (kind, made.made.mutants.count { $0.mutationOperator == kind }) }
            .filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)" }
        lines.append(MutationReport.madeText(made.made.mutants.count, beyondCap: made.made.beyondCap) + ": " + counts.joined(separator: ", "))
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
