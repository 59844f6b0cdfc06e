@_spi(CheckBaseline) import UIKit
@testable import iHeartRating

/// Everything the case files observe of a control, read through UIKit's API: subviews `2i` and `2i + 1`
/// are pair `i`'s empty and full image views.
enum ControlDriverObservation {
    static func json(of view: HeartRatingView, events: String) -> String {
        let imageViews = view.subviews.filter { $0 is UIImageView }
        let pairs = stride(from: 0, to: imageViews.count - 1, by: 2).map { index in
            pair(empty: imageViews[index], full: imageViews[index + 1])
        }
        let label = view.accessibilityLabel.map(ResultChannelWriter.string) ?? "null"
        let value = view.accessibilityValue.map(ResultChannelWriter.string) ?? "null"
        // Keys in UTF-8 order, as the tool writes the model's observation, so that agreeing lines are equal.
        let fields = [
            "\"accessibilityLabel\":\(label)",
            "\"accessibilityTraits\":\(ResultChannelWriter.string(traits(view.accessibilityTraits)))",
            "\"accessibilityValue\":\(value)",
            "\"events\":\(events)",
            "\"imageContentModes\":[\(contentModes(imageViews))]",
            "\"imageViewCount\":\(imageViews.count)",
            "\"intrinsicContentSize\":\(ControlDriverOutput.size(view.intrinsicContentSize))",
            "\"layoutIntrinsicContentSize\":\(ControlDriverOutput.size(view.standInIntrinsicSizeForLayout))",
            "\"maxRating\":\(view.maxRating)",
            "\"minImageSize\":\(ControlDriverOutput.size(view.minImageSize))",
            "\"minRating\":\(view.minRating)",
            "\"pairs\":[\(pairs.joined(separator: ","))]",
            "\"rating\":\(ControlDriverOutput.number(view.rating))",
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    private static func pair(empty: UIView, full: UIView) -> String {
        let mask = full.layer.mask.map { ControlDriverOutput.rect($0.frame) } ?? "null"
        return "{\"emptyImage\":\(image(of: empty)),"
            + "\"frame\":\(ControlDriverOutput.rect(empty.frame)),\"fullFrame\":\(ControlDriverOutput.rect(full.frame)),"
            + "\"fullHidden\":\(full.isHidden),\"fullImage\":\(image(of: full)),\"fullMask\":\(mask)}"
    }

    /// The size of the image an image view shows, or `null`.
    private static func image(of view: UIView) -> String {
        (view as? UIImageView)?.image.map { ControlDriverOutput.size($0.size) } ?? "null"
    }

    /// The image views' content modes, each named once, in UTF-8 order.
    private static func contentModes(_ views: [UIView]) -> String {
        Set(views.map { "\($0.contentMode)" }).sorted().map(ResultChannelWriter.string).joined(separator: ",")
    }

    /// The case files' names for the two trait sets the control uses; any other set by its raw value.
    private static func traits(_ traits: UIAccessibilityTraits) -> String {
        switch traits {
        case .adjustable: "adjustable"
        case .staticText: "staticText"
        default: "traits \(traits.rawValue)"
        }
    }
}
