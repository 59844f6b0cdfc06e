import BaselineChecks

/// A checkout's XCTest suite as its Xcode project declares it: the unit-test target's Swift files, the module
/// they `@testable import`, the sources of the target that builds that module, and the tests to run.
package struct TestSuite: Sendable {
    /// A Swift file of the checkout, with its text.
    package struct File: Sendable {
        package let path: String
        package let bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
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
    package let controlFiles: [File]
    package let testFiles: [File]
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
package struct TestSuiteProblem: Error, Sendable {
    package let message: String
    package let path: String
    let location: SourceLocation?
}
