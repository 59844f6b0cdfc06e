//
//  SampleAppUITests.swift
//  SampleAppUITests
//

import XCTest

final class SampleAppUITests: XCTestCase {

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    func testTappingTheMiddleHeartRatesThreeOfFive() {
        let app = XCUIApplication()
        app.launch()

        let rating = app.descendants(matching: .any)["heartRating"]
        XCTAssertTrue(rating.waitForExistence(timeout: 10))
        XCTAssertEqual(rating.label, "Rating")
        XCTAssertEqual(rating.value as? String, "0 of 5")

        rating.tap()

        XCTAssertEqual(rating.value as? String, "3 of 5")
        XCTAssertTrue(app.staticTexts["Rating: 3.0"].exists)
    }
}
