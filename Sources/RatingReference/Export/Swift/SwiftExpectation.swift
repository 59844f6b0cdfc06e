/// An observation written as the `ConformanceExpected` value the exported test compares the control with:
/// the fields present, each the model's value (the harness applies the verifier's tolerances).
///
/// `layoutIntrinsicContentSize` is not written: no public API reads the size Auto Layout holds apart from
/// `intrinsicContentSize`. `raised` is not either: a case that raises is left out.
enum SwiftExpectation {
    static func literal(_ observation: Observation) -> String {
        var fields: [String] = []
        func add(_ name: String, _ value: String?) {
            if let value { fields.append("\(name): \(value)") }
        }
        add("rating", observation.rating.map(SwiftLiteral.number))
        add("minRating", observation.minRating.map { "\($0)" })
        add("maxRating", observation.maxRating.map { "\($0)" })
        add("minImageSize", observation.minImageSize.map(SwiftLiteral.size))
        add("intrinsicContentSize", observation.intrinsicContentSize.map(SwiftLiteral.size))
        add("imageViewCount", observation.imageViewCount.map { "\($0)" })
        add("imageContentModes", observation.imageContentModes.map { "[" + $0.map { "." + $0 }.joined(separator: ", ") + "]" })
        add("accessibleImageViews", observation.accessibleImageViews.map { "\($0)" })
        add("accessibilityLabel", observation.accessibilityLabel.map(SwiftLiteral.string))
        add("accessibilityValue", observation.accessibilityValue.map(SwiftLiteral.string))
        add("accessibilityTraits", observation.accessibilityTraits.map { "." + $0.rawValue })
        add("events", observation.events.map { "[" + $0.map(event).joined(separator: ", ") + "]" })
        guard let pairs = observation.pairs else { return "ConformanceExpected(" + fields.joined(separator: ", ") + ")" }
        let pairLines = pairs.map { "                " + pair($0) + ",\n" }.joined()
        fields.append("pairs: [" + (pairs.isEmpty ? "" : "\n" + pairLines + "            ") + "]")
        return "ConformanceExpected(\n            " + fields.joined(separator: ",\n            ") + ")"
    }

    static func event(_ event: ControlEvent) -> String {
        switch event {
        case .isUpdating(let rating): ".isUpdating(\(SwiftLiteral.number(rating)))"
        case .didUpdate(let rating): ".didUpdate(\(SwiftLiteral.number(rating)))"
        case .bounce(let index): ".bounce(\(index))"
        }
    }

    static func pair(_ pair: PairObservation) -> String {
        var fields: [String] = []
        func add(_ name: String, _ value: String?) {
            if let value { fields.append("\(name): \(value)") }
        }
        add("frame", pair.frame.map(SwiftLiteral.rect))
        add("fullFrame", pair.fullFrame.map(SwiftLiteral.rect))
        add("fullHidden", pair.fullHidden.map { "\($0)" })
        add("fullMask", pair.fullMask.map { mask in
            switch mask {
            case .unmasked: ".unmasked"
            case .masked(let rect):
                ".masked(\(SwiftLiteral.rect(rect)), opacity: \(pair.fullMaskOpacity.map(SwiftLiteral.number) ?? "nil"))"
            }
        })
        add("emptyImage", pair.emptyImage.map(shown))
        add("fullImage", pair.fullImage.map(shown))
        add("emptyOpacity", pair.emptyOpacity.map(SwiftLiteral.number))
        add("fullOpacity", pair.fullOpacity.map(SwiftLiteral.number))
        return "ConformancePair(" + fields.joined(separator: ", ") + ")"
    }

    static func shown(_ image: ShownImage) -> String {
        switch image {
        case .none: ".noImage"
        case .image(let size): ".image(\(SwiftLiteral.size(size)))"
        }
    }
}
