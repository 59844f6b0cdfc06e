/// The RGBA pixels a `UIGraphicsImageRenderer` draws into: `width` × `height` pixels, row by row from the top.
final class StandInBitmap {
    /// The most pixels a renderer allocates; a larger image keeps its size but has no pixels.
    static let maximumPixels = 1 << 26

    let width: Int
    let height: Int
    private(set) var bytes: [UInt8]

    /// Transparent pixels covering `size` points at `scale`; empty when that is not a finite, bounded area.
    init(size: CGSize, scale: CGFloat) {
        let pixelWidth = (size.width * scale).rounded(.up)
        let pixelHeight = (size.height * scale).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth > 0, pixelHeight > 0,
              pixelWidth * pixelHeight <= CGFloat(Self.maximumPixels)
        else {
            (width, height, bytes) = (0, 0, [])
            return
        }
        width = Int(pixelWidth)
        height = Int(pixelHeight)
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Paints the pixels whose centres lie in `rect` (in pixels) with `color`, replacing what was there.
    func fill(_ rect: CGRect, with color: [UInt8]) {
        let area = rect.standardized
        guard area.minX.isFinite, area.minY.isFinite, area.maxX.isFinite, area.maxY.isFinite else { return }
        let columns = Self.pixels(from: area.minX, to: area.maxX, limit: width)
        let rows = Self.pixels(from: area.minY, to: area.maxY, limit: height)
        for row in rows {
            for column in columns {
                let start = (row * width + column) * 4
                bytes.replaceSubrange(start..<start + 4, with: color)
            }
        }
    }

    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let start = (y * width + x) * 4
        return (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
    }

    /// The pixel indices whose centres (i + 0.5) lie in `lower ..< upper`, within `0 ..< limit`.
    private static func pixels(from lower: CGFloat, to upper: CGFloat, limit: Int) -> Range<Int> {
        let clamped = { (value: CGFloat) in Int(min(max(value, 0), CGFloat(limit))) }
        let first = clamped((lower - 0.5).rounded(.up))
        return first..<max(first, clamped((upper - 0.5).rounded(.up)))
    }
}
