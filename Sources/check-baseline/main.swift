#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import RatingReference

// The command-line front: read the arguments, run the library, print, exit.

/// Writes all of `text` to a file descriptor (unbuffered; one call per stream).
func emit(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "oracle" {
    exit(OracleCommand.run(Array(arguments.dropFirst()), io: SystemIO()))
}
let colour = isatty(1) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
let outcome = CheckCommand.run(arguments, style: OutputStyle(colour: colour))
emit(outcome.standardOutput, to: 1)
emit(outcome.standardError, to: 2)
exit(outcome.exitCode)
