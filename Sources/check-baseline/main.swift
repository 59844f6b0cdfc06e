#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineCommand
import RatingReference

// The command-line front: read the arguments, run the library, print, exit.

/// Writes all of `text` to a file descriptor (unbuffered; one call per stream);
/// `false` when it could not (a full disk, a closed pipe).
func emit(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        bytes = bytes.dropFirst(written)
    }
    return true
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "oracle" {
    exit(OracleCommand.run(Array(arguments.dropFirst()), io: SystemIO()))
}
let colour = isatty(1) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
let outcome = CheckCommand.run(arguments, style: OutputStyle(colour: colour))
// A report that could not be written is not a verdict: say so, and exit 2.
guard emit(outcome.standardOutput, to: 1) else {
    _ = emit("check-baseline: cannot write the report to standard output\n", to: 2)
    exit(2)
}
_ = emit(outcome.standardError, to: 2)
exit(outcome.exitCode)
