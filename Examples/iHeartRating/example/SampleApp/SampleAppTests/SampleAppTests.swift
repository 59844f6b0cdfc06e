//
//  SampleAppTests.swift
//  SampleAppTests
//

import XCTest
import iHeartRating
@testable import SampleApp

final class SampleAppTests: XCTestCase {

    func testMainStoryboardHostsAConfiguredHeartRatingView() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(for: ViewController.self))
        let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? ViewController)
        controller.loadViewIfNeeded()

        let ratingView = try XCTUnwrap(controller.ratingView)
        XCTAssertEqual(ratingView.maxRating, 5)
        XCTAssertEqual(ratingView.rating, 0)
        XCTAssertTrue(ratingView.editable)
        XCTAssertTrue(ratingView.shouldBounce)
        XCTAssertNotNil(ratingView.emptyImage)
        XCTAssertNotNil(ratingView.fullImage)
        XCTAssertTrue(ratingView.delegate === controller)
    }

    func testHeartImagesHaveTheDesignSize() {
        XCTAssertEqual(HeartImage.make(filled: false).size, HeartImage.size)
        XCTAssertEqual(HeartImage.make(filled: true).size, HeartImage.size)
    }
}
