import BaselineChecks
import BaselineSupport

/// The checkout's own test files, unmodified, compiled with its control (rewritten for Linux, as a module
/// with testing enabled) against the UIKit stand-in into one XCTest executable, cached like the driver.
struct TestSuiteBuild: Sendable {
    /// The executable's name in its cache entry.
    static let executableName = "xctests"
    /// The folders of the work directory the control's and the tests' files are written to (compiler
    /// messages name them; `checkoutPath(of:)` maps them back).
    static let controlFolder = "control"
    static let testFolder = "tests"

    let suite: TestSuite
    /// Each control file rewritten for Linux, in the suite's order.
    let rewrites: [ControlRewrite]

    /// The path of the test executable, from the cache when it was built before.
    func build(with builder: ControlBuilder) -> Result<String, ControlBuilder.Failure> {
        let standIn: String
        switch builder.standInModule() {
        case .success(let path): standIn = path
        case .failure(let failure): return .failure(failure)
        }
        let controls = zip(suite.controlFiles, rewrites).map { EmbeddedFile(name: Self.flatName($0.path), text: $1.text) }
        let tests = suite.testFiles.map { EmbeddedFile(name: Self.flatName($0.path), text: String(decoding: $0.bytes, as: UTF8.self)) }
        let generated = TestListing.files(for: suite)
        let key = ControlBuilder.key(
            ["xctest", standIn, suite.moduleName, suite.testModuleName] + (controls + tests + generated).flatMap { [$0.name, $0.text] })
        return builder.build(key, products: [Self.executableName]) { work in
            guard FileCopy.copy(standIn + "/UIKit.swiftmodule", to: work + "/UIKit.swiftmodule"),
                  FileCopy.copy(standIn + "/libUIKit.a", to: work + "/libUIKit.a"),
                  let controlPaths = ControlBuilder.write(controls, into: work + "/" + Self.controlFolder),
                  let testPaths = ControlBuilder.write(tests + generated, into: work + "/" + Self.testFolder)
            else { return .failure(.environment("cannot write the sources to compile in \(work)")) }
            let cache = ["-module-cache-path", work + "/module-cache"]
            let module = ["-swift-version", "5", "-enable-testing", "-parse-as-library", "-module-name", suite.moduleName,
                          "-emit-module", "-emit-module-path", work + "/\(suite.moduleName).swiftmodule", "-emit-library",
                          "-static", "-o", work + "/lib\(suite.moduleName).a", "-I", work] + cache + controlPaths
            // Static libraries link in dependency order: the control's module needs UIKit's.
            let executable = ["-swift-version", "5", "-module-name", suite.testModuleName, "-I", work, "-L", work,
                              "-l" + suite.moduleName, "-lUIKit", "-o", work + "/" + Self.executableName] + cache + testPaths
            return builder.compile(module, in: work).flatMap { builder.compile(executable, in: work) }
        }.map { $0 + "/" + Self.executableName }
    }

    /// A file's name in the work directory: its checkout path with `/` as `__`, so that names stay unique.
    static func flatName(_ path: String) -> String {
        path.split(separator: "/").joined(separator: "__")
    }

    /// The checkout path (and position there) of a position the compiler or XCTest gives in the work
    /// directory; `nil` for a file the tool wrote.
    func checkoutPlace(of path: String, at location: SourceLocation) -> (path: String, location: SourceLocation)? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = String(path[path.index(after: slash)...])
        let folder = path[..<slash].split(separator: "/").last.map(String.init)
        if folder == Self.controlFolder, let index = suite.controlFiles.firstIndex(where: { Self.flatName($0.path) == name }) {
            return (suite.controlFiles[index].path, rewrites[index].originalLocation(ofRewritten: location))
        }
        if folder == Self.testFolder, let file = suite.testFiles.first(where: { Self.flatName($0.path) == name }) {
            return (file.path, location)
        }
        return nil
    }
}
