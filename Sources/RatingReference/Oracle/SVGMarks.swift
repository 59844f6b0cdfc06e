/// Which parts of a drawing differ from another drawing of the same case, read from the differing fields'
/// paths (`pairs[2].frame.x`, `pairs[0].fullMask`), so that `SVGRenderer` outlines them.
public struct SVGMarks: Sendable, Hashable {
    /// A pair's part that can be outlined: the empty image view's frame, the full one's, or the full one's mask.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        case frame, fullFrame, mask
    }

    /// The parts to outline, by pair index.
    public var parts: [Int: Set<Part>]

    /// Nothing marked.
    public init(parts: [Int: Set<Part>] = [:]) {
        self.parts = parts
    }

    /// The parts the `fields` name: a frame, a full frame or a mask (`fullMask`) of a pair; whether the full image
    /// shows (`fullHidden`) marks its frame. Fields of anything else mark nothing.
    public init(fields: [String]) {
        var parts: [Int: Set<Part>] = [:]
        for field in fields {
            guard field.hasPrefix("pairs["), let close = field.firstIndex(of: "]"),
                  let index = Int(field[field.index(field.startIndex, offsetBy: 6)..<close])
            else { continue }
            let name = field[field.index(after: close)...].dropFirst().prefix { $0 != "." && $0 != "[" }
            let part: Part? = switch name {
            case "frame": .frame
            case "fullFrame", "fullHidden": .fullFrame
            case "fullMask": .mask
            default: nil
            }
            if let part { parts[index, default: []].insert(part) }
        }
        self.parts = parts
    }

    /// How a differing part is drawn: a red outline over whatever it covers, as wide on screen at any scale, on a
    /// white halo so that it shows on the full images' crimson too.
    static let style = #"fill="none" stroke="red" stroke-width="3" vector-effect="non-scaling-stroke""#
    static let haloStyle = #"class="halo" fill="none" stroke="white" stroke-width="7" vector-effect="non-scaling-stroke""#

    /// The rectangles to outline in the drawing of `pairs`, in pair order (a pair the drawing lacks outlines nothing).
    func outlines(of pairs: [SVGRenderer.Pair]) -> [(pair: Int, rect: Rect)] {
        parts.keys.sorted().filter { $0 < pairs.count }.flatMap { index -> [(pair: Int, rect: Rect)] in
            let pair = pairs[index]
            return Part.allCases.filter { parts[index]?.contains($0) == true }.map { part -> (pair: Int, rect: Rect) in
                switch part {
                case .frame: (index, pair.frame)
                case .fullFrame: (index, pair.fullFrame)
                // An unmasked image differs from a masked one over its whole frame.
                case .mask: (index, pair.maskRect ?? pair.fullFrame)
                }
            }
        }
    }

    /// `text` made safe as an XML ID's start (it may carry a case's name): letters, digits, `-` and `_` kept.
    static func identifier(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "-", "_": scalar
            default: "_"
            }
        }))
    }
}
