import BaselineChecks

/// The sources `verify-control` compiles: the UIKit stand-in (as a module named `UIKit`), the driver that runs
/// cases on the control and the result channel's writer, embedded at build time from `Sources/UIKitStandIn`,
/// `ControlDriver` and `Sources/ResultChannelWriter`.
enum StandInSources {
    static var standIn: [EmbeddedFile] { EmbeddedSources.standIn }
    static var driver: [EmbeddedFile] { EmbeddedSources.driver }
    /// The writing end of the result channel, compiled into the driver and into a checkout's test executable.
    static var channelWriter: [EmbeddedFile] { EmbeddedSources.channelWriter }
}
