#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineCommand
import BaselineSupport

// The command-line front: read the arguments, run the command on the process's streams, exit.

// Before any thread starts: an interrupted run removes its temporary files and build directories.
TemporaryPaths.removeOnInterrupt()
let colour = isatty(1) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
exit(CheckBaseline.run(Array(CommandLine.arguments.dropFirst()), style: OutputStyle(colour: colour), io: SystemIO()))
