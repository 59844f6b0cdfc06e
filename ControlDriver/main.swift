// The control driver: compiled together with a checkout's HeartRatingView against the UIKit stand-in, it
// performs the cases it reads on standard input and writes what it observes, one JSON object a line.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import UIKit

// The protocol goes to the original standard output; anything the control prints goes to standard error.
let protocolOutput = ControlDriverOutput(descriptor: dup(1))
dup2(2, 1)

StandInRecorder.invalidGeometryHandler = { report in
    protocolOutput.raised("CALayerInvalidGeometry: " + report.message)
    exit(ControlDriverOutput.raisedStatus)
}

var driver = ControlDriverSession(output: protocolOutput)
for line in ControlDriverInput.lines() {
    driver.perform(line)
}
protocolOutput.flush()
