/// Where the image pairs go inside the control's own bounds.
public enum Layout {
    /// The aspect-fit size of an image in an available size; zero when anything is hostile.
    public static func sizeForImage(_ image: Size, in available: Size) -> Size {
        let cap = RatingLimits.maximumSafeDimension
        let imageWidth = Normalisation.finiteNonnegative(image.width, max: cap)
        let imageHeight = Normalisation.finiteNonnegative(image.height, max: cap)
        let availableWidth = Normalisation.finiteNonnegative(available.width, max: cap)
        let availableHeight = Normalisation.finiteNonnegative(available.height, max: cap)
        guard imageWidth > 0, imageHeight > 0, availableWidth > 0, availableHeight > 0 else { return .zero }
        let scale = min(availableWidth / imageWidth, availableHeight / imageHeight)
        guard scale.isFinite, scale > 0 else { return .zero }
        return Size(width: min(imageWidth * scale, availableWidth), height: min(imageHeight * scale, availableHeight))
    }

    /// The frame of every pair (empty and full image alike), computed from `bounds`, never the transformed frame.
    /// The bounds are standardized (Core Animation keeps them so, correction B): a negative size set on them has
    /// moved their origin, and the frames start there, inside the bounds.
    public static func frames(emptyImage: Size?, bounds: Rect, minImageSize: Size, count: Int) -> [Rect] {
        let zeroFrames = [Rect](repeating: .zero, count: max(count, 0))
        guard let emptyImage, count > 0 else { return zeroFrames }
        let cap = RatingLimits.maximumSafeDimension
        let width = Normalisation.finiteNonnegative(bounds.absoluteWidth, max: cap)
        let height = Normalisation.finiteNonnegative(bounds.absoluteHeight, max: cap)
        guard width > 0, height > 0 else { return zeroFrames }

        let pairs = Double(count)
        let slotWidth = width / pairs
        let maximumHeight = min(max(minImageSize.height, height), height)
        let size = sizeForImage(emptyImage, in: Size(width: slotWidth, height: maximumHeight))
        let gap = count > 1 ? (width - size.width * pairs) / (pairs - 1) : 0
        let y = bounds.y.isFinite ? bounds.y : 0
        return (0..<count).map { index in
            let x = bounds.x + Double(index) * (gap + size.width)
            return Rect(x: x.isFinite ? x : bounds.x, y: y, width: size.width, height: size.height)
        }
    }
}
