/// The fixed part of the exported file: the control in a window, the touches, images and delegate the steps
/// use, and the comparisons, each failure naming the case, the step, the field and the ledger entries the case
/// rests on. Public iOS API only (`ExportedSDKNames` lists what it names); the same text every time.
enum XCTestHarness {
    static func source(geometry: Double, rating: Double) -> String {
        """
        // MARK: - The harness every test above uses

        /// One case's control, living in a window as in an app (the root view controller's view holds it), with
        /// the events it sent since the last look, compared with the model's expectations.
        final class ConformanceRun {
            /// Relative tolerances of the verifier (check-baseline's `Tolerance`), at least 1 point or 1 rating:
            /// frames read back through their centre, ratings a few `Float` ulps, masks following the rating.
            static let geometryTolerance: CGFloat = \(SwiftLiteral.number(geometry))
            static let ratingTolerance: CGFloat = \(SwiftLiteral.number(rating))

            let view = HeartRatingView(frame: .zero)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let recorder = ConformanceRecorder()
            let caseName: String
            let assumes: [String]
            var events: [ConformanceEvent] = []
            private var step = 0

            init(_ caseName: String, assumes: [String] = []) {
                self.caseName = caseName
                self.assumes = assumes
                let controller = UIViewController()
                window.rootViewController = controller
                window.makeKeyAndVisible()
                controller.view.addSubview(view)
                recorder.run = self
            }

            /// An image of `size` points at scale 1, drawn by a renderer; a zero size is an empty `UIImage()`.
            static func image(_ size: CGSize) -> UIImage {
                if size.width == 0 && size.height == 0 { return UIImage() }
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                return UIGraphicsImageRenderer(size: size, format: format).image { _ in }
            }

            /// A set of touches at these points of the control.
            func touches(_ points: [CGPoint]) -> Set<UITouch> {
                Set(points.map { point -> UITouch in
                    let touch = ConformanceTouch()
                    touch.point = point
                    return touch
                })
            }

            /// Performs step `number` (1-based) on the control, then notes the bounces it started.
            func perform(_ number: Int, _ action: (HeartRatingView) -> Void) {
                step = number
                action(view)
                noteBounces()
            }

            /// Ends a run-loop turn: Core Animation's commit lays out every view of the window marked for layout,
            /// top down, as `layoutIfNeeded()` of the window does.
            func commit(_ number: Int) {
                perform(number) { _ in window.layoutIfNeeded() }
            }

            /// The bounce: the full image view's layer animates (its transform springs back from 0.1).
            func noteBounces() {
                let imageViews = view.subviews.compactMap { $0 as? UIImageView }
                for index in stride(from: 1, to: imageViews.count, by: 2) {
                    let layer = imageViews[index].layer
                    if let keys = layer.animationKeys(), !keys.isEmpty {
                        events.append(.bounce(index / 2))
                        layer.removeAllAnimations()
                    }
                }
            }

            func sizeForImage(_ number: Int, image: CGSize, in container: CGSize, expect expected: CGSize?,
                              file: StaticString = #filePath, line: UInt = #line) {
                step = number
                let sized = ConformanceSizedImage()
                sized.fixedSize = image
                let size = view.sizeForImage(sized, inSize: container)
                guard let expected else { return }
                close(size.width, expected.width, "sizeForImage.width", file, line)
                close(size.height, expected.height, "sizeForImage.height", file, line)
            }

            func observe(_ number: Int, _ expected: ConformanceExpected, file: StaticString = #filePath, line: UInt = #line) {
                step = number
                noteBounces()
                let imageViews = view.subviews.compactMap { $0 as? UIImageView }
                if let rating = expected.rating {
                    close(CGFloat(view.rating), CGFloat(rating), "rating", file, line, relative: Self.ratingTolerance)
                }
                same(view.minRating, expected.minRating, "minRating", file, line)
                same(view.maxRating, expected.maxRating, "maxRating", file, line)
                close(view.minImageSize, expected.minImageSize, "minImageSize", file, line)
                close(view.intrinsicContentSize, expected.intrinsicContentSize, "intrinsicContentSize", file, line)
                same(imageViews.count, expected.imageViewCount, "imageViewCount", file, line)
                same(Set(imageViews.map(\\.contentMode)), expected.imageContentModes, "imageContentModes", file, line)
                same(imageViews.filter(\\.isAccessibilityElement).count, expected.accessibleImageViews, "accessibleImageViews",
                     file, line)
                if let label = expected.accessibilityLabel {
                    same(view.accessibilityLabel, label, "accessibilityLabel", file, line)
                }
                if let value = expected.accessibilityValue, !Self.valuesAgree(view.accessibilityValue, value) {
                    fail("accessibilityValue", view.accessibilityValue as Any, value, file, line)
                }
                same(view.accessibilityTraits, expected.accessibilityTraits, "accessibilityTraits", file, line)
                if let expectedEvents = expected.events, !Self.eventsAgree(events, expectedEvents) {
                    fail("events", events, expectedEvents, file, line)
                }
                events.removeAll()
                guard let pairs = expected.pairs else { return }
                same(imageViews.count, 2 * pairs.count, "pairs.count * 2", file, line)
                for (index, pair) in pairs.enumerated() where 2 * index + 1 < imageViews.count {
                    look(at: imageViews[2 * index], imageViews[2 * index + 1], pair, "pairs[\\(index)]", file, line)
                }
            }

            private func look(at empty: UIImageView, _ full: UIImageView, _ pair: ConformancePair, _ field: String,
                              _ file: StaticString, _ line: UInt) {
                close(empty.frame, pair.frame, field + ".frame", file, line)
                close(full.frame, pair.fullFrame, field + ".fullFrame", file, line)
                same(full.isHidden, pair.fullHidden, field + ".fullHidden", file, line)
                same(Self.shown(empty.image), pair.emptyImage, field + ".emptyImage", file, line)
                same(Self.shown(full.image), pair.fullImage, field + ".fullImage", file, line)
                same(empty.isHidden ? 0 : empty.alpha, pair.emptyOpacity, field + ".emptyOpacity", file, line)
                same(full.isHidden ? 0 : full.alpha, pair.fullOpacity, field + ".fullOpacity", file, line)
                switch (pair.fullMask, full.layer.mask) {
                case (nil, _), (.unmasked?, nil): break
                case (.unmasked?, let mask?): fail(field + ".fullMask", mask.frame, "no mask", file, line)
                case (.masked(let frame, _)?, nil): fail(field + ".fullMask", "no mask", frame, file, line)
                case (.masked(let frame, let opacity)?, let mask?):
                    close(mask.frame, frame, field + ".fullMask", file, line, relative: Self.ratingTolerance)
                    let shown = mask.isHidden ? 0 : mask.backgroundColor?.alpha ?? 0
                    same(shown, opacity, field + ".fullMaskOpacity", file, line)
                }
            }

            static func shown(_ image: UIImage?) -> ConformanceImage {
                image.map { .image($0.size) } ?? .noImage
            }

            // MARK: Comparisons

            private func message(_ field: String, _ actual: Any, _ expected: Any) -> String {
                let rests = assumes.isEmpty ? "" : " (rests on the ledger's \\(assumes.joined(separator: ", ")))"
                return "\\(caseName), step \\(step), \\(field): expected \\(expected), found \\(actual)\\(rests)"
            }

            private func fail(_ field: String, _ actual: Any, _ expected: Any, _ file: StaticString, _ line: UInt) {
                XCTFail(message(field, actual, expected), file: file, line: line)
            }

            private func same<Value: Equatable>(_ actual: Value, _ expected: Value?, _ field: String,
                                                _ file: StaticString, _ line: UInt) {
                if let expected, actual != expected { fail(field, actual, expected, file, line) }
            }

            private func close(_ actual: CGFloat, _ expected: CGFloat, _ field: String, _ file: StaticString, _ line: UInt,
                               relative: CGFloat = ConformanceRun.geometryTolerance) {
                if !Self.agree(actual, expected, relative: relative) { fail(field, actual, expected, file, line) }
            }

            private func close(_ actual: CGSize, _ expected: CGSize?, _ field: String, _ file: StaticString, _ line: UInt) {
                guard let expected else { return }
                close(actual.width, expected.width, field + ".width", file, line)
                close(actual.height, expected.height, field + ".height", file, line)
            }

            private func close(_ actual: CGRect, _ expected: CGRect?, _ field: String, _ file: StaticString, _ line: UInt,
                               relative: CGFloat = ConformanceRun.geometryTolerance) {
                guard let expected else { return }
                close(actual.origin.x, expected.origin.x, field + ".x", file, line, relative: relative)
                close(actual.origin.y, expected.origin.y, field + ".y", file, line, relative: relative)
                close(actual.size.width, expected.size.width, field + ".width", file, line, relative: relative)
                close(actual.size.height, expected.size.height, field + ".height", file, line, relative: relative)
            }

            /// Within `relative` of the larger magnitude (at least 1); NaN agrees with NaN, an infinity with itself.
            static func agree(_ first: CGFloat, _ second: CGFloat, relative: CGFloat) -> Bool {
                if first == second || (first.isNaN && second.isNaN) { return true }
                guard first.isFinite, second.isFinite else { return false }
                return abs(first - second) <= relative * max(abs(first), abs(second), 1)
            }

            /// `"<r> of <n>"` values agree with the same count and ratings within the rating tolerance (the
            /// verifier's rule, `Tolerance.accessibilityValuesAgree`, restated: the file stands alone on iOS).
            static func valuesAgree(_ actual: String?, _ expected: String) -> Bool {
                guard let actual else { return false }
                if actual == expected { return true }
                let left = actual.split(separator: " ")
                let right = expected.split(separator: " ")
                guard left.count == 3, right.count == 3, left[1] == "of", right[1] == "of", left[2] == right[2],
                      let first = Float(left[0]), let second = Float(right[0])
                else { return false }
                return agree(CGFloat(first), CGFloat(second), relative: ratingTolerance)
            }

            static func eventsAgree(_ actual: [ConformanceEvent], _ expected: [ConformanceEvent]) -> Bool {
                actual.count == expected.count && zip(actual, expected).allSatisfy { pair in
                    switch pair {
                    case (.isUpdating(let first), .isUpdating(let second)), (.didUpdate(let first), .didUpdate(let second)):
                        return agree(CGFloat(first), CGFloat(second), relative: ratingTolerance)
                    case (.bounce(let first), .bounce(let second)): return first == second
                    default: return false
                    }
                }
            }
        }

        /// What the model expects at one look; a field left nil is not looked at.
        struct ConformanceExpected {
            var rating: Float? = nil
            var minRating: Int? = nil
            var maxRating: Int? = nil
            var minImageSize: CGSize? = nil
            var intrinsicContentSize: CGSize? = nil
            var imageViewCount: Int? = nil
            var imageContentModes: Set<UIView.ContentMode>? = nil
            var accessibleImageViews: Int? = nil
            var accessibilityLabel: String? = nil
            var accessibilityValue: String? = nil
            var accessibilityTraits: UIAccessibilityTraits? = nil
            var events: [ConformanceEvent]? = nil
            var pairs: [ConformancePair]? = nil
        }

        /// One pair: subviews 2i (empty) and 2i + 1 (full) among the control's image views.
        struct ConformancePair {
            var frame: CGRect? = nil
            var fullFrame: CGRect? = nil
            var fullHidden: Bool? = nil
            var fullMask: ConformanceMask? = nil
            var emptyImage: ConformanceImage? = nil
            var fullImage: ConformanceImage? = nil
            var emptyOpacity: CGFloat? = nil
            var fullOpacity: CGFloat? = nil
        }

        /// The full image view's `layer.mask`: none, or its frame and how much its fill lets through.
        enum ConformanceMask {
            case unmasked
            case masked(CGRect, opacity: CGFloat?)
        }

        /// The image an image view shows, told apart by size.
        enum ConformanceImage: Equatable {
            case noImage
            case image(CGSize)
        }

        /// A delegate callback with its rating, or the bounce of pair `i`'s full image view.
        enum ConformanceEvent: Equatable {
            case isUpdating(Float)
            case didUpdate(Float)
            case bounce(Int)
        }

        /// Records the callbacks, after the bounces started before each.
        final class ConformanceRecorder: NSObject, HeartRatingViewDelegate {
            weak var run: ConformanceRun?

            func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {
                run?.noteBounces()
                run?.events.append(.isUpdating(rating))
            }

            func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float) {
                run?.noteBounces()
                run?.events.append(.didUpdate(rating))
            }
        }

        /// A touch at a point of the control, whatever view asks.
        final class ConformanceTouch: UITouch {
            var point = CGPoint.zero

            override func location(in view: UIView?) -> CGPoint { point }
            override func previousLocation(in view: UIView?) -> CGPoint { point }
        }

        /// An image that answers any size, for `sizeForImage(_:inSize:)`, which reads only the size.
        final class ConformanceSizedImage: UIImage {
            var fixedSize = CGSize.zero

            override var size: CGSize { fixedSize }
        }

        """
    }
}
