/// A frame as UIKit reads it back after a control placed it: from the centre and size it is stored as
/// (correction E). Observations with frames read back this way are the control's very text far more often
/// than the model's exact frames, which spares reading the control's answer as JSON.
enum ReadBackFrames {
    /// The observation as the model computes it, then with its frames read back through a centre placed by a
    /// frame assignment (`origin + size / 2`), then through one placed by `center = frame.mid…`
    /// (`(min + max) / 2`); variants equal to an earlier one are left out.
    static func variants(of observation: Observation) -> [Observation] {
        guard let pairs = observation.pairs else { return [observation] }
        var variants = [observation]
        for centre in [{ (origin: Double, size: Double) in origin + 0.5 * size },
                       { (origin: Double, size: Double) in (origin + (origin + size)) / 2 }] {
            var variant = observation
            variant.pairs = pairs.map { pair in
                var pair = pair
                pair.frame = pair.frame.map { readBack($0, centre) }
                pair.fullFrame = pair.fullFrame.map { readBack($0, centre) }
                return pair
            }
            if !variants.contains(variant) { variants.append(variant) }
        }
        return variants
    }

    private static func readBack(_ frame: Rect, _ centre: (Double, Double) -> Double) -> Rect {
        Rect(
            x: centre(frame.x, frame.width) - 0.5 * frame.width, y: centre(frame.y, frame.height) - 0.5 * frame.height,
            width: frame.width, height: frame.height)
    }
}
