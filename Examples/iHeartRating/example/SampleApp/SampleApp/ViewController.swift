//
//  ViewController.swift
//  SampleApp
//
//  Shows a HeartRatingView from Main.storyboard and echoes what its delegate hears.
//

import UIKit
import iHeartRating

final class ViewController: UIViewController, HeartRatingViewDelegate {

    @IBOutlet private(set) weak var ratingView: HeartRatingView!
    @IBOutlet private weak var liveRatingLabel: UILabel!
    @IBOutlet private weak var finalRatingLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        ratingView.emptyImage = HeartImage.make(filled: false)
        ratingView.fullImage = HeartImage.make(filled: true)
        ratingView.delegate = self
        liveRatingLabel.text = describe(ratingView.rating, as: "Updating")
        finalRatingLabel.text = describe(ratingView.rating, as: "Rating")
    }

    @IBAction private func halfRatingsChanged(_ sender: UISwitch) {
        ratingView.halfRatings = sender.isOn
    }

    // MARK: - HeartRatingViewDelegate

    func heartRatingView(_ ratingView: HeartRatingView, isUpdating rating: Float) {
        liveRatingLabel.text = describe(rating, as: "Updating")
    }

    func heartRatingView(_ ratingView: HeartRatingView, didUpdate rating: Float) {
        finalRatingLabel.text = describe(rating, as: "Rating")
    }

    private func describe(_ rating: Float, as title: String) -> String {
        String(format: "%@: %.1f", title, rating)
    }
}
