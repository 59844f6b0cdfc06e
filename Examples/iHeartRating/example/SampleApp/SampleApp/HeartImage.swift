//
//  HeartImage.swift
//  SampleApp
//
//  Draws the sample's rating images in code, so the app ships no bitmap assets:
//  a red tile, filled for the full image and outlined for the empty one.
//

import UIKit

enum HeartImage {

    static let size = CGSize(width: 44, height: 40)

    private static let red = UIColor(red: 0.89, green: 0.15, blue: 0.27, alpha: 1)

    static func make(filled: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            let lineWidth: CGFloat = 2
            let tile = CGRect(origin: .zero, size: size).insetBy(dx: lineWidth, dy: lineWidth)
            if filled {
                red.setFill()
                context.fill(tile)
            } else {
                red.setStroke()
                context.stroke(tile)
            }
        }
    }
}
