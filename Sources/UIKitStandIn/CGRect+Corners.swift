extension CGRect {
    /// The smallest standardized rectangle holding this rectangle's four corners after `map`:
    /// how Core Graphics transforms rectangles and how UIKit converts them between views.
    func boundingBoxOfMappedCorners(_ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let left = xs.min()!
        let top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
