/// UIKit's `UIAccessibility` namespace, reduced to what a control uses to tell assistive technologies that
/// something changed: `post(notification:argument:)` (UIAccessibility.h `UIAccessibilityPostNotification`,
/// the notifications of UIAccessibilityConstants.h). Nothing listens on Linux: each post is recorded
/// (`StandInRecorder.accessibilityPosts`), as animations are, so that a driver or a test can observe it.
public enum UIAccessibility {
    /// A notification a control posts; UIAccessibilityConstants.h declares each as an opaque constant.
    public struct Notification: Hashable, Sendable, CustomStringConvertible {
        /// The constant's Swift name, for reports: "announcement", "layoutChanged"…
        public let description: String

        public static let screenChanged = Notification(description: "screenChanged")
        public static let layoutChanged = Notification(description: "layoutChanged")
        public static let announcement = Notification(description: "announcement")
        public static let pageScrolled = Notification(description: "pageScrolled")
        public static let pauseAssistiveTechnology = Notification(description: "pauseAssistiveTechnology")
        public static let resumeAssistiveTechnology = Notification(description: "resumeAssistiveTechnology")
    }

    /// Posts `notification` with `argument` (the text of an announcement, the element to move to…).
    public static func post(notification: Notification, argument: Any?) {
        StandInRecorder.record(StandInAccessibilityPost(
            notification: notification.description, argument: argument.map { "\($0)" }))
    }
}

/// One `UIAccessibility.post(notification:argument:)` as the stand-in saw it (stand-in only).
@_spi(CheckBaseline) public struct StandInAccessibilityPost: Equatable, Sendable {
    public let notification: String
    /// The argument as text; nil when none was passed.
    public let argument: String?
}
