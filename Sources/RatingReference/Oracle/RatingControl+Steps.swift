extension RatingControl {
    /// Performs one step that acts on the control (`Step.act(on:)`); after an exception was raised, nothing.
    public mutating func apply(_ step: Step) {
        guard raised == nil else { return }
        step.act(on: &self)
    }

    /// Everything observable now, with the events since the last observation (which starts a new log).
    /// Once an exception was raised, only that is observed: the app has ended.
    public mutating func observe() -> Observation {
        if let raised { return Observation(raised: raised.name) }
        return Observation(
            rating: rating, minRating: minRating, maxRating: maxRating, minImageSize: minImageSize,
            // The control invalidates its intrinsic size whenever an image, `minImageSize` or `maxRating` changes
            // it, so the size Auto Layout uses is always the current one.
            intrinsicContentSize: intrinsicContentSize, layoutIntrinsicContentSize: intrinsicContentSize,
            imageViewCount: imageViewCount,
            imageContentModes: frames.isEmpty ? [] : [imageContentMode.rawValue], accessibleImageViews: 0,
            pairs: frames.indices.map { index in
                // Nothing makes an image view translucent; a mask is filled opaque black (what it lets through).
                PairObservation(
                    frame: frames[index], fullFrame: fullFrames[index], fullHidden: overlays[index].isHidden,
                    fullMask: overlays[index].mask.map(MaskObservation.masked) ?? .unmasked,
                    emptyImage: ShownImage(emptyImage), fullImage: ShownImage(fullImage),
                    emptyOpacity: 1, fullOpacity: overlays[index].isHidden ? 0 : 1,
                    fullMaskOpacity: overlays[index].mask == nil ? nil : 1)
            },
            accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue,
            accessibilityTraits: accessibilityTraits, events: takeEvents())
    }
}
