//
//  HeartImage.swift
//  SampleApp
//
//  Draws the sample's heart images in code, so the app ships no bitmap assets.
//

import UIKit

enum HeartImage {

    static let size = CGSize(width: 44, height: 40)

    private static let red = UIColor(red: 0.89, green: 0.15, blue: 0.27, alpha: 1)

    /// A red heart: filled for the full image, outlined for the empty one.
    static func make(filled: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            let lineWidth: CGFloat = 2
            let outline = heartPath(in: CGRect(origin: .zero, size: size).insetBy(dx: lineWidth, dy: lineWidth))
            if filled {
                red.setFill()
                outline.fill()
            } else {
                red.setStroke()
                outline.lineWidth = lineWidth
                outline.stroke()
            }
        }
    }

    /// The outline of docs/readme-overview.svg, drawn in a 100 × 92 design box scaled to `rect`.
    private static func heartPath(in rect: CGRect) -> UIBezierPath {
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: rect.minX + rect.width * x / 100, y: rect.minY + rect.height * y / 92)
        }
        let path = UIBezierPath()
        path.move(to: point(50, 90))
        path.addCurve(to: point(0, 30), controlPoint1: point(20, 70), controlPoint2: point(0, 50))
        path.addCurve(to: point(28, 2), controlPoint1: point(0, 12), controlPoint2: point(14, 2))
        path.addCurve(to: point(50, 16), controlPoint1: point(38, 2), controlPoint2: point(46, 8))
        path.addCurve(to: point(72, 2), controlPoint1: point(54, 8), controlPoint2: point(62, 2))
        path.addCurve(to: point(100, 30), controlPoint1: point(86, 2), controlPoint2: point(100, 12))
        path.addCurve(to: point(50, 90), controlPoint1: point(100, 50), controlPoint2: point(80, 70))
        path.close()
        return path
    }
}
