#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineCommand
import BaselineSupport
import RatingReference

// The command-line front: read the arguments, run the library, print, exit.

// Before any thread starts: an interrupted run removes its temporary files and build directories.
TemporaryPaths.removeOnInterrupt()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "oracle" {
    exit(OracleCommand.run(Array(arguments.dropFirst()), io: SystemIO()))
}
let colour = isatty(1) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
let outcome = CheckCommand.run(arguments, style: OutputStyle(colour: colour))
// Each stream is written unbuffered, in one go. A report that could not be written
// (a full disk, a closed pipe) is not a verdict: say so, and exit 2.
guard DescriptorWriting.writeAll(outcome.standardOutput, to: 1) else {
    _ = DescriptorWriting.writeAll("check-baseline: cannot write the report to standard output\n", to: 2)
    exit(2)
}
_ = DescriptorWriting.writeAll(outcome.standardError, to: 2)
exit(outcome.exitCode)
