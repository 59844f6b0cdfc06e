@_spi(CheckBaseline) import UIKitStandIn
import XCTest

final class CALayerInvalidGeometryTests: XCTestCase {
    private var reports: [StandInInvalidGeometry] = []
    private var layer = CALayer()

    override func setUp() {
        super.setUp()
        reports = []
        StandInRecorder.invalidGeometryHandler = { [unowned self] in self.reports.append($0) }
        layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.position = CGPoint(x: 30, y: 5)
        XCTAssertEqual(reports, [])
    }

    override func tearDown() {
        StandInRecorder.invalidGeometryHandler = StandInRecorder.terminateOnInvalidGeometry
        super.tearDown()
    }

    private func assertReported(_ property: String, _ value: String, _ message: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reports.map { [$0.property, $0.value, $0.message] }, [[property, value, message]],
                       file: file, line: line)
    }

    private func assertGeometryUnchanged(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 20, height: 10), file: file, line: line)
        XCTAssertEqual(layer.position, CGPoint(x: 30, y: 5), file: file, line: line)
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5), file: file, line: line)
    }

    func testBounds_NaNWidth_isReportedAndNotApplied() {
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        assertReported("bounds", "[0 0; nan 10]", "CALayer bounds contains NaN: [0 0; nan 10]")
        assertGeometryUnchanged()
    }

    func testBounds_infiniteHeight_isAccepted() {
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity)
        XCTAssertEqual(reports, [])
        XCTAssertEqual(layer.bounds.height, .infinity)
    }

    func testPosition_NaNx_isReportedAndNotApplied() {
        layer.position = CGPoint(x: CGFloat.nan, y: 5)
        assertReported("position", "[nan 5]", "CALayer position contains NaN: [nan 5]")
        assertGeometryUnchanged()
    }

    func testPosition_negativeInfinity_isAccepted() {
        layer.position = CGPoint(x: -CGFloat.infinity, y: 5)
        XCTAssertEqual(reports, [])
        XCTAssertEqual(layer.position, CGPoint(x: -CGFloat.infinity, y: 5))
    }

    func testFrame_NaNOrigin_isReportedByThePositionAndNothingApplied() {
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 40, height: 10)
        assertReported("position", "[nan 5]", "CALayer position contains NaN: [nan 5]")
        assertGeometryUnchanged()
    }

    func testFrame_NaNWidth_isReportedByThePositionAndNothingApplied() {
        layer.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        assertReported("position", "[nan 5]", "CALayer position contains NaN: [nan 5]")
        assertGeometryUnchanged()
    }

    func testFrame_infiniteWidthOrOverflowingPosition_isAccepted() {
        layer.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        XCTAssertEqual(layer.position, CGPoint(x: CGFloat.infinity, y: 5))
        XCTAssertEqual(layer.bounds.size, CGSize(width: CGFloat.infinity, height: 10))
        layer.frame = CGRect(x: 1.7e308, y: 0, width: 1.7e308, height: 50)
        XCTAssertEqual(layer.position, CGPoint(x: CGFloat.infinity, y: 25))
        XCTAssertEqual(reports, [])
    }

    func testAnchorPoint_isNeverReported() {
        layer.anchorPoint = CGPoint(x: 0.5, y: CGFloat.nan)
        layer.anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
        XCTAssertEqual(reports, [])
    }

    func testNaNAndInfinityTogether_isReportedAsNaN() {
        layer.position = CGPoint(x: CGFloat.infinity, y: -CGFloat.nan)
        assertReported("position", "[inf nan]", "CALayer position contains NaN: [inf nan]")
    }

    func testMessage_printsCoordinatesLikePercentG() {
        layer.bounds = CGRect(x: -0.25, y: 1_234_567, width: 30.6, height: CGFloat.nan)
        XCTAssertEqual(reports.map(\.message), ["CALayer bounds contains NaN: [-0.25 1.23457e+06; 30.6 nan]"])
    }

    func testView_NaNCenterOrFrame_isReportedByTheLayersPosition() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.center = CGPoint(x: 1, y: CGFloat.nan)
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        XCTAssertEqual(reports.map(\.property), ["position", "position"])
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    func testViewInit_NaNSize_isReportedByTheBoundsFirst() {
        _ = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
        XCTAssertEqual(reports.first?.message, "CALayer bounds contains NaN: [0 0; nan 10]")
    }

    func testFiniteGeometry_isNotReported() {
        layer.frame = CGRect(x: -1e300, y: 0, width: 1e300, height: 0)
        layer.anchorPoint = CGPoint(x: -3, y: 7)
        XCTAssertEqual(reports, [])
    }
}
