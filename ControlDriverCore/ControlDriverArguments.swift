@_spi(CheckBaseline) import UIKit

/// A step's arguments, read in the order the tool writes its fields (`Step.write(to:)`): each read takes the
/// words of one field. Reading is here, in the driver's fixed part compiled once, so that the session (compiled
/// per control) only names what it reads; a missing word reads as zero or nothing.
struct ControlDriverArguments {
    private var words: ArraySlice<Substring>

    init(_ words: ArraySlice<Substring>) {
        self.words = words
    }

    /// The next word as it is (a property's or a content mode's name).
    mutating func word() -> Substring {
        words.popFirst() ?? ""
    }

    mutating func flag() -> Bool { word() == "1" }
    mutating func integer() -> Int { Int(word()) ?? 0 }
    mutating func float() -> Float { ControlDriverInput.float(word()) }
    mutating func number() -> CGFloat { ControlDriverInput.double(word()) }
    mutating func size() -> CGSize { CGSize(width: number(), height: number()) }
    mutating func rect() -> CGRect { CGRect(x: number(), y: number(), width: number(), height: number()) }

    /// A scale along each axis.
    mutating func transform() -> CGAffineTransform {
        let scale = size()
        return CGAffineTransform(scaleX: scale.width, y: scale.height)
    }

    /// An image of the next size, or none (`-`): the session makes the image when it assigns it, as the
    /// control would be handed one.
    mutating func image() -> UIImage? {
        guard words.first != "-" else {
            words = words.dropFirst()
            return nil
        }
        return UIImage(standInSize: size())
    }

    /// A text (`=` and its percent-encoded bytes).
    mutating func text() -> String { ControlDriverInput.text(word().dropFirst()) }

    /// A text, or none (`-`).
    mutating func optionalText() -> String? {
        guard let word = words.popFirst(), word != "-" else { return nil }
        return ControlDriverInput.text(word.dropFirst())
    }

    /// `count x y x y …`.
    mutating func points() -> [CGPoint] {
        (0..<max(0, integer())).map { _ in CGPoint(x: number(), y: number()) }
    }

    /// Touches at the next points in `view`, as a set.
    mutating func touches(in view: UIView) -> Set<UITouch> {
        Set(points().map { UITouch(standInLocation: $0, in: view) })
    }
}
