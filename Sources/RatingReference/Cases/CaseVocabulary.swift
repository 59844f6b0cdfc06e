/// The small vocabulary the edge-case table is written in.
enum CaseVocabulary {
    /// A 20 × 10 image (the heart of the sample app, at 1×).
    static let heart = Size(width: 20, height: 10)
    /// A 100 × 10 control at the origin.
    static let strip = Rect(x: 0, y: 0, width: 100, height: 10)
    /// Both images 20 × 10 in the 100 × 10 strip, laid out.
    static let heartStrip: [Step] = [
        .set(.emptyImage(heart)), .set(.fullImage(heart)), .set(.bounds(strip)), .layout,
    ]
    /// Where the strip's five pairs go: slots of 20, images 20 × 10, no gap.
    static let stripFrames = row(x: [0, 20, 40, 60, 80], width: 20, height: 10)
    /// A touch halfway down the strip.
    static func touch(x: Double) -> [Point] { [Point(x: x, y: 5)] }

    /// Frames of equal size at these x positions.
    static func row(x positions: [Double], y: Double = 0, width: Double, height: Double) -> [Rect] {
        positions.map { Rect(x: $0, y: y, width: width, height: height) }
    }

    /// `count` frames of size zero at the origin.
    static func zeroFrames(_ count: Int) -> [PairObservation] {
        Array(repeating: PairObservation(frame: .zero), count: count)
    }

    /// `count` pairs as a control without images shows them after a layout: zero frames, overlays hidden.
    static func unlaidRow(_ count: Int) -> [PairObservation] {
        pairs(at: Array(repeating: .zero, count: count), showing: Array(repeating: .hidden, count: count))
    }

    /// Pairs expected at these frames, overlays not looked at.
    static func pairs(at frames: [Rect]) -> [PairObservation] {
        frames.map { PairObservation(frame: $0) }
    }

    /// Pairs expected at these frames with these overlays.
    static func pairs(at frames: [Rect], showing overlays: [PairObservation]) -> [PairObservation] {
        zip(frames, overlays).map { frame, overlay in
            PairObservation(frame: frame, fullHidden: overlay.fullHidden, fullMask: overlay.fullMask)
        }
    }
}

extension PairObservation {
    /// A full overlay shown whole.
    static let shown = PairObservation(fullHidden: false, fullMask: .unmasked)
    /// A hidden full overlay with no mask.
    static let hidden = PairObservation(fullHidden: true, fullMask: .unmasked)

    /// A full overlay shown through a mask of `width` × `height` at its origin.
    static func masked(width: Double, height: Double) -> PairObservation {
        PairObservation(fullHidden: false, fullMask: .masked(Rect(x: 0, y: 0, width: width, height: height)))
    }
}
