@_spi(CheckBaseline) import UIKit
@testable import ControlDriverCore
@testable import iHeartRating

/// The delegate the driver attaches: each callback goes to the log after what was recorded before it.
final class ControlDriverEvents: HeartRatingViewDelegate {
    let log = ControlDriverEventLog()

    func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float) {
        log.noteRecorded(of: ratingView)
        log.callback("didUpdate", rating: rating)
    }

    func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {
        log.noteRecorded(of: ratingView)
        log.callback("isUpdating", rating: rating)
    }
}
