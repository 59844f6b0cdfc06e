import BaselineChecks

/// The sources `verify-control` compiles: the UIKit stand-in (as a module named `UIKit`) and the driver that
/// runs cases on the control, both embedded at build time from `Sources/UIKitStandIn` and `ControlDriver`.
enum StandInSources {
    static var standIn: [EmbeddedFile] { EmbeddedSources.standIn }
    static var driver: [EmbeddedFile] { EmbeddedSources.driver }
}
