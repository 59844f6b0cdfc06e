// Compiled by `check-baseline verify-control --xctest` into a module of its own beside a checkout's tests:
// what XCTest observes goes to the tool on the result channel, where nothing a test prints can reach.
@_spi(CheckBaseline) import UIKit
import XCTest

/// The one recorder of the run, kept alive for XCTest, which may hold its observers weakly.
nonisolated(unsafe) private var recorder: TestRecorder?

/// Starts recording the tests on the result channel; the generated `main.swift` calls it before `XCTMain`,
/// before any code of the checkout's runs.
public func startRecordingTests() {
    let started = TestRecorder(channel: .takingStandardStreams())
    recorder = started
    XCTestObservationCenter.shared.addTestObserver(started)
}

/// Each test's start, failures and end (and whether it skipped itself), the end of the run, and every
/// question the UIKit stand-in could not answer on Linux, one record each, sent at once.
final class TestRecorder: NSObject, XCTestObservation {
    private let channel: ResultChannelWriter

    init(channel: ResultChannelWriter) {
        self.channel = channel
        super.init()
        StandInRecorder.notVerifiableHandler = { reason in
            channel.record("{\"notVerifiable\":\(ResultChannelWriter.string(reason))}")
            channel.flush()
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        send("{\"started\":\(ResultChannelWriter.string(testCase.name))}")
    }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
                  atLine lineNumber: Int) {
        send("{\"failed\":{\"file\":\(ResultChannelWriter.string(filePath ?? "")),\"line\":\(lineNumber),"
            + "\"message\":\(ResultChannelWriter.string(description))}}")
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let skipped = testCase.testRun?.hasBeenSkipped ?? false
        send("{\"finished\":\(ResultChannelWriter.string(testCase.name)),\"skipped\":\(skipped)}")
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        send("{\"bundleFinished\":true}")
    }

    private func send(_ json: String) {
        channel.record(json)
        channel.flush()
    }
}
