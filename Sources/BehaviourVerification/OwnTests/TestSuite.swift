import BaselineChecks

/// A checkout's XCTest suite as its Xcode project declares it: the unit-test target's Swift files, the module
/// they `@testable import`, the sources of the target that builds that module, and the tests to run.
struct TestSuite: Sendable {
    /// A Swift file of the checkout, with its text.
    struct File: Sendable {
        let path: String
        let bytes: [UInt8]
    }

    /// One test: a method `test…()` of a subclass of `XCTestCase`.
    struct Test: Sendable, Hashable {
        let className: String
        let method: String
        /// Where the method is declared in its test file.
        let path: String
        let location: SourceLocation

        /// `Class.method`, as XCTest names the test.
        var name: String { "\(className).\(method)" }
    }

    /// The module the tests import with `@testable` (the control's).
    let moduleName: String
    /// The test target's name as a module name.
    let testModuleName: String
    let controlFiles: [File]
    let testFiles: [File]
    let tests: [Test]

    /// The suite with `files` compiled and run as tests of its test target, after its own.
    func adding(_ files: [File]) throws(TestSuiteProblem) -> TestSuite {
        guard !files.isEmpty else { return self }
        var tests = self.tests
        for file in files {
            tests += try TestFileScan(file).tests
        }
        return TestSuite(moduleName: moduleName, testModuleName: testModuleName, controlFiles: controlFiles,
                         testFiles: testFiles + files, tests: tests)
    }
}

/// Why a checkout's suite cannot be run here, with where the reason is.
struct TestSuiteProblem: Error, Sendable {
    let message: String
    let path: String
    let location: SourceLocation?
}
