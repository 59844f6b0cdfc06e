// The control driver: compiled against a checkout's HeartRatingView (a module of its own, built for testing)
// and the UIKit stand-in, it performs the cases of the file named on its command line and writes what it
// observes, one JSON object a record.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(CheckBaseline) import UIKit
// The driver's fixed part (input, output, the result channel), compiled once with the stand-in.
@testable import ControlDriverCore

// The protocol goes to the result channel (the original standard output, each record behind the nonce the
// tool handed over on standard input); anything the control prints goes to standard error. All before the
// control's code runs (its first view is made when the first case starts): the control is a module of its
// own, which cannot reach the driver's.
let protocolOutput = ControlDriverOutput(channel: .takingStandardStreams())
// What the control's classes expose to Objective-C, for `responds(to:)` (a file the tool writes).
checkBaselineExposeObjCSurface()

// A question the stand-in cannot answer as iOS would (`responds(to:)` for a selector it does not know): the
// case's answers may not be iOS's, and the tool will not count them as agreeing.
StandInRecorder.notVerifiableHandler = { reason in protocolOutput.notVerifiable(reason) }

StandInRecorder.invalidGeometryHandler = { report in
    protocolOutput.raised("CALayerInvalidGeometry: " + report.message)
    exit(ControlDriverOutput.raisedStatus)
}

// The arguments: the cases file, then the directories kept in memory that the driver watches.
var driver = ControlDriverSession(
    output: protocolOutput, memory: ControlDriverMemoryDirectories(paths: Array(CommandLine.arguments.dropFirst(2))))
for line in ControlDriverInput.lines(of: CommandLine.arguments.dropFirst().first ?? "") {
    driver.perform(line)
}
protocolOutput.flush()
