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
            "\"imageViewCount\":\(imageViews.count)",
            "\"intrinsicContentSize\":\(ControlDriverOutput.size(view.intrinsicContentSize))",
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
        return "{\"frame\":\(ControlDriverOutput.rect(empty.frame)),\"fullFrame\":\(ControlDriverOutput.rect(full.frame)),"
            + "\"fullHidden\":\(full.isHidden),\"fullMask\":\(mask)}"
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
