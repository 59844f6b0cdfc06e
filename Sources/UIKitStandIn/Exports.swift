// What `import UIKit` brings with it on Apple platforms: Foundation's geometry types (`CGFloat`,
// `CGPoint`, `CGSize`, `CGRect`, with Core Graphics semantics on Linux too), `NSObject` and `NSCoder`.
// Where Core Graphics exists it provides `CGAffineTransform` and `CGColor`; elsewhere this module does.
@_exported import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
