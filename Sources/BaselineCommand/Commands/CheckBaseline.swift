import BaselineChecks

/// The check-baseline command line: everything but argument access and process exit. The first word names the
/// command (`CommandList`); without one, the words are a check's.
public enum CheckBaseline {
    /// Runs what `arguments` ask and returns what it printed; files, and standard input where the oracle
    /// reads it, are the process's own.
    public static func run(_ arguments: [String], style: OutputStyle = .plain) -> CommandOutcome {
        let io = CapturedIO()
        let exitCode = run(arguments, style: style, io: io)
        return CommandOutcome(standardOutput: io.output, standardError: io.error, exitCode: exitCode)
    }

    /// Runs what `arguments` ask, writing through `io`; returns the exit code.
    public static func run(_ arguments: [String], style: OutputStyle, io: some CommandIO) -> Int32 {
        let (command, words) = CommandList.command(for: arguments)
        return command.perform(words, among: CommandList.all, style: style, io: io)
    }
}
