import BaselineSupport

/// Draws a laid-out control as SVG: the bounds, each pair's empty image, and each visible full image through its mask.
///
/// Elements carry classes (`bounds`, `empty`, `full`, `differs`) and `data-pair` indices so a regression diff or a
/// test can find them; geometry is the model's, in the control's own coordinates. Two drawings of controls with
/// the same bounds have the same scale, so that a difference can be seen side by side.
public enum SVGRenderer {
    /// The widest (or tallest) the picture is drawn, in pixels.
    static let displaySize = 600.0

    /// What one pair shows, as drawn: its empty and full image views' frames, and the full one's mask.
    public struct Pair: Sendable {
        public var frame: Rect
        public var fullFrame: Rect
        public var fullHidden: Bool
        public var mask: Rect?

        /// The mask in the control's coordinates (a mask is placed in its full image view's).
        var maskRect: Rect? {
            mask.map { Rect(origin: Point(x: fullFrame.x + $0.x, y: fullFrame.y + $0.y), size: $0.size) }
        }
    }

    /// The SVG document for `control`, titled `title`.
    public static func svg(of control: RatingControl, title: String) -> String {
        let pairs = control.frames.indices.map { index in
            Pair(frame: control.frames[index], fullFrame: control.fullFrames[index],
                 fullHidden: control.overlays[index].isHidden, mask: control.overlays[index].mask)
        }
        return svg(bounds: control.bounds, pairs: pairs, title: title)
    }

    /// The SVG document for an observation of a control in `bounds` (a real control's, say), or `nil` when it
    /// does not say where its pairs are; the parts `marked` outlined in red.
    public static func svg(
        of observation: Observation, bounds: Rect, title: String, idPrefix: String, marked: SVGMarks = SVGMarks()
    ) -> String? {
        guard let observed = observation.pairs else { return nil }
        var pairs: [Pair] = []
        for pair in observed {
            guard let frame = pair.frame else { return nil }
            let mask: Rect? = if case .masked(let rect)? = pair.fullMask { rect } else { nil }
            pairs.append(Pair(frame: frame, fullFrame: pair.fullFrame ?? frame, fullHidden: pair.fullHidden ?? true, mask: mask))
        }
        return svg(bounds: bounds, pairs: pairs, title: title, idPrefix: idPrefix, marked: marked)
    }

    /// The SVG document for `pairs` in `bounds`, titled `title`, the parts `marked` outlined in red last (above
    /// everything); clip paths are named `idPrefix` (letters, digits, `-` and `_` kept, anything else made `_`)
    /// and the pair's index, so that several drawings can share one HTML page.
    public static func svg(
        bounds: Rect, pairs: [Pair], title: String, idPrefix: String = "mask-", marked: SVGMarks = SVGMarks()
    ) -> String {
        let idPrefix = SVGMarks.identifier(idPrefix)
        let view = viewBox(for: bounds)
        let scale = displaySize / max(view.width, view.height)
        let viewBoxText = [view.x, view.y, view.width, view.height].map(number).joined(separator: " ")
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(viewBoxText)""#
                + #" width="\#(number(view.width * scale))" height="\#(number(view.height * scale))">"#,
            "  <title>\(Markup.escape(title))</title>",
        ]
        let masked = pairs.enumerated().compactMap { index, pair in pair.maskRect.map { (index: index, clip: $0) } }
        if !masked.isEmpty {
            lines.append("  <defs>")
            for (index, clip) in masked {
                lines.append("    <clipPath id=\"\(idPrefix)\(index)\">\(rect(clip))</clipPath>")
            }
            lines.append("  </defs>")
        }
        let boundsStyle = #"class="bounds" fill="none" stroke="gray" stroke-dasharray="4 2""#
        lines.append("  " + rect(bounds, attributes: boundsStyle + #" vector-effect="non-scaling-stroke""#))
        for (index, pair) in pairs.enumerated() {
            let emptyStyle = #"fill="mistyrose" stroke="palevioletred" vector-effect="non-scaling-stroke""#
            lines.append("  " + rect(pair.frame, attributes: #"class="empty" data-pair="\#(index)" "# + emptyStyle))
        }
        for (index, pair) in pairs.enumerated() where !pair.fullHidden {
            let clip = pair.mask == nil ? "" : #" clip-path="url(#\#(idPrefix)\#(index))""#
            lines.append("  " + rect(pair.fullFrame, attributes: #"class="full" data-pair="\#(index)" fill="crimson"\#(clip)"#))
        }
        for outline in marked.outlines(of: pairs) {
            lines.append("  " + rect(outline.rect, attributes: SVGMarks.haloStyle))
            lines.append("  " + rect(outline.rect, attributes: #"class="differs" data-pair="\#(outline.pair)" "# + SVGMarks.style))
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bounds made drawable (hostile dimensions as the layout reads them), with a 5 % margin.
    static func viewBox(for bounds: Rect) -> Rect {
        let cap = RatingLimits.maximumSafeDimension
        let width = max(Normalisation.finiteNonnegative(bounds.width, max: cap), 1)
        let height = max(Normalisation.finiteNonnegative(bounds.height, max: cap), 1)
        let margin = max(width, height) * 0.05
        let x = bounds.x.isFinite ? bounds.x : 0
        let y = bounds.y.isFinite ? bounds.y : 0
        return Rect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
    }

    static func rect(_ rect: Rect, attributes: String = "") -> String {
        let spacer = attributes.isEmpty ? "" : " "
        let position = #"x="\#(number(rect.x))" y="\#(number(rect.y))""#
        let size = #"width="\#(number(max(rect.width, 0)))" height="\#(number(max(rect.height, 0)))""#
        return "<rect \(position) \(size)\(spacer)\(attributes)/>"
    }

    /// A number SVG accepts: non-finite values (which a valid layout never has) are drawn as 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if abs(value) < 0x1p53, Double(Int64(value)) == value { return String(Int64(value)) }
        return value.description
    }
}
