import BaselineChecks

/// The sources `verify-control` compiles: the UIKit stand-in (as a module named `UIKit`), the driver that runs
/// cases on the control, the result channel's writer and the recorder of a checkout's tests, embedded at build
/// time from `Sources/UIKitStandIn`, `ControlDriver`, `ControlDriverCore`, `Sources/ResultChannelWriter` and
/// `XCTestObserver`.
package enum StandInSources {
    static var standIn: [EmbeddedFile] { EmbeddedSources.standIn }
    package static var driver: [EmbeddedFile] { EmbeddedSources.driver }
    /// The driver's part that names no control (reading cases, writing records), compiled once with the stand-in
    /// as the module `ControlDriverCore`, with the channel's writer.
    static var driverCore: [EmbeddedFile] { EmbeddedSources.driverCore }
    /// The writing end of the result channel, compiled into the driver and into a checkout's test executable.
    static var channelWriter: [EmbeddedFile] { EmbeddedSources.channelWriter }
    /// What records a checkout's tests on the result channel, compiled beside them as a module of its own.
    static var testRecorder: [EmbeddedFile] { EmbeddedSources.testRecorder }
}
