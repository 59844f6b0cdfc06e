@_spi(CheckBaseline) import UIKit

/// Everything the case files observe of a control: subviews `2i` and `2i + 1` are pair `i`'s empty and full
/// image views. What the screen shows of them (frames, visibility, opacity, masks) is read from what Core
/// Animation renders (`standInRendered`), which an image view subclass cannot make lie; what code and
/// VoiceOver ask (the rating, accessibility, sizes) through the control's API: UIView's here, the control's own
/// properties through `ownFields`, which the session (the part compiled with the control) reads.
enum ControlDriverLook {
    /// The control's own properties, each as its JSON value.
    struct OwnFields {
        let maxRating: String
        let minImageSize: String
        let minRating: String
        let rating: String
    }

    /// The look as one JSON object. The control is asked in the order the keys are written, its image views'
    /// rendering first: a getter with side effects sees the same order on every run.
    static func json(of view: UIView, events: String, ownFields: () -> OwnFields) -> String {
        let imageViews = view.subviews.filter { $0 is UIImageView }
        let pairs = stride(from: 0, to: imageViews.count - 1, by: 2).map { index in
            pair(empty: imageViews[index], full: imageViews[index + 1])
        }
        let label = view.accessibilityLabel.map(ResultChannelWriter.string) ?? "null"
        let value = view.accessibilityValue.map(ResultChannelWriter.string) ?? "null"
        let traits = ResultChannelWriter.string(traits(view.accessibilityTraits))
        let accessible = imageViews.filter(\.isAccessibilityElement).count
        let modes = contentModes(imageViews)
        let intrinsic = ControlDriverOutput.size(view.intrinsicContentSize)
        let layoutIntrinsic = ControlDriverOutput.size(view.standInIntrinsicSizeForLayout)
        let own = ownFields()
        // Keys in UTF-8 order, as the tool writes the model's observation, so that agreeing lines are equal.
        let fields = [
            "\"accessibilityLabel\":\(label)",
            "\"accessibilityTraits\":\(traits)",
            "\"accessibilityValue\":\(value)",
            "\"accessibleImageViews\":\(accessible)",
            "\"events\":\(events)",
            "\"imageContentModes\":[\(modes)]",
            "\"imageViewCount\":\(imageViews.count)",
            "\"intrinsicContentSize\":\(intrinsic)",
            "\"layoutIntrinsicContentSize\":\(layoutIntrinsic)",
            "\"maxRating\":\(own.maxRating)",
            "\"minImageSize\":\(own.minImageSize)",
            "\"minRating\":\(own.minRating)",
            "\"pairs\":[\(pairs.joined(separator: ","))]",
            "\"rating\":\(own.rating)",
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    private static func pair(empty: UIView, full: UIView) -> String {
        let shownEmpty = empty.layer.standInRendered
        let shownFull = full.layer.standInRendered
        let mask = shownFull.mask?.standInRendered
        let maskOpacity = mask.map { $0.isHidden ? "0" : ControlDriverOutput.number($0.backgroundAlpha) } ?? "null"
        return "{\"emptyImage\":\(image(of: empty)),\"emptyOpacity\":\(opacity(of: empty, shownEmpty)),"
            + "\"frame\":\(ControlDriverOutput.rect(shownEmpty.frame)),"
            + "\"fullFrame\":\(ControlDriverOutput.rect(shownFull.frame)),"
            + "\"fullHidden\":\(shownFull.isHidden),\"fullImage\":\(image(of: full)),"
            + "\"fullMask\":\(mask.map { ControlDriverOutput.rect($0.frame) } ?? "null"),"
            + "\"fullMaskOpacity\":\(maskOpacity),\"fullOpacity\":\(opacity(of: full, shownFull))}"
    }

    /// How opaque the renderer draws a view: 0 when its layer is hidden, else its alpha.
    private static func opacity(of view: UIView, _ shown: StandInRenderedLayer) -> String {
        shown.isHidden ? "0" : ControlDriverOutput.number(view.standInRenderedAlpha)
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
