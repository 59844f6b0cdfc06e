import BaselineChecks

/// A source file carried inside the tool (the UIKit stand-in, the control driver), written out for `swiftc`.
package struct EmbeddedFile: Sendable {
    /// The file name, e.g. `UIView.swift`.
    let name: String
    /// Its whole text.
    package let text: String
}
