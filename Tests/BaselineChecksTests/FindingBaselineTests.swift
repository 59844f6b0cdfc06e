import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

/// A baseline file holds the baseline as JSON, or stays as it was.
final class FindingBaselineTests: XCTestCase {
    func testWrite_isJSONThatLoadReadsBack() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/baseline.json"
        let baseline = FindingBaseline([SampleReports.failing])
        XCTAssertFalse(baseline.findings.isEmpty)
        try baseline.write(to: path)
        XCTAssertEqual(try FindingBaseline.load(path), baseline)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("}\n"))
    }

    /// Reports write an error object in place of what they cannot encode; a baseline file must not hold one.
    func testWrite_aValueThatCannotBeEncodedIsAnErrorAndTheOldFileStays() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("baseline.json", "old\n")
        XCTAssertThrowsError(try FindingBaseline.write(["ratio": Double.nan], to: path)) { error in
            XCTAssertEqual((error as? BaselineFileError)?.description,
                           "\(path): ratio: nan is not a finite number, which JSON cannot hold")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old\n")
    }
}
