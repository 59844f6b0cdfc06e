import BaselineChecks

/// The two files the tool adds to a test suite so that XCTest on Linux, which cannot find tests by itself
/// outside SwiftPM, runs them: a list of each test class's tests, and `main.swift` starting the recorder of
/// the result channel (`XCTestObserver/TestRecorder.swift`), telling the stand-in what the control exposes
/// to Objective-C (`ObjCSurfaceRegistration`), then calling `XCTMain`.
enum TestListing {
    /// The module the recorder is compiled into.
    static let recorderModule = "CheckBaselineObserver"

    static let listName = "CheckBaselineTestList.swift"
    static let mainName = "main.swift"

    static func files(for suite: TestSuite) -> [EmbeddedFile] {
        let classes = Dictionary(grouping: suite.tests, by: \.className).sorted { $0.key < $1.key }
        var list = "// Written by check-baseline verify-control --xctest: the tests of each class, for XCTMain.\nimport XCTest\n"
        for (className, tests) in classes {
            let entries = tests.map { "(\"\($0.method)\", \($0.method))" }.joined(separator: ", ")
            list += "\nextension \(className) {\n"
                + "    static let checkBaselineTests: [(String, (\(className)) -> () throws -> Void)] = [\(entries)]\n}\n"
        }
        let cases = classes.map { "testCase(\($0.key).checkBaselineTests)" }.joined(separator: ", ")
        let main = "// Written by check-baseline verify-control --xctest.\nimport \(recorderModule)\nimport XCTest\n\n"
            + "\(recorderModule).startRecordingTests()\n\(ObjCSurfaceRegistration.functionName)()\nXCTMain([\(cases)])\n"
        return [EmbeddedFile(name: listName, text: list), EmbeddedFile(name: mainName, text: main)]
    }
}

extension OwnModule {
    /// What records a checkout's tests on the result channel, compiled as the tests are.
    static var testRecorder: OwnModule {
        OwnModule(name: TestListing.recorderModule, sources: StandInSources.channelWriter + StandInSources.testRecorder,
                  flags: ["-swift-version", "5"])
    }
}
