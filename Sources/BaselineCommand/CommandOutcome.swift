import BaselineChecks
import BaselineSupport

/// What the command line prints and the exit code it ends with.
public struct CommandOutcome: Equatable, Sendable {
    public var standardOutput: String
    public var standardError: String
    public var exitCode: Int32

    static func success(_ output: String) -> CommandOutcome {
        CommandOutcome(standardOutput: output, standardError: "", exitCode: 0)
    }

    /// A run whose revisions name no commit (only empty ranges): the text report says so instead of nothing;
    /// another format stays a valid document of no checkout, and the words go to standard error.
    static func nothingToCheck(_ revisions: [String], in checkouts: [String], format: ReportFormat, style: OutputStyle) -> CommandOutcome {
        let words = GitRevisionRange.nothingToCheck(revisions, in: checkouts)
        guard format == .text else { return CommandOutcome(standardOutput: format.render([], style: style), standardError: words, exitCode: 0) }
        return success(words)
    }

    static func usage(_ error: UsageError) -> CommandOutcome {
        // A usage error quotes what was given (a path, a revision): no control character reaches the terminal.
        CommandOutcome(standardOutput: "", standardError: "check-baseline: \(error.description.escapedForMessage)\n", exitCode: 2)
    }

    /// Writes each stream in one go, output first; returns the exit code. A report that could not be
    /// written (a full disk, a closed pipe) is not a verdict: say so, and exit 2.
    func write(to io: some CommandIO) -> Int32 {
        guard io.writeOutput(standardOutput) else {
            io.writeError("check-baseline: cannot write the report to standard output\n")
            return 2
        }
        io.writeError(standardError)
        return exitCode
    }
}
