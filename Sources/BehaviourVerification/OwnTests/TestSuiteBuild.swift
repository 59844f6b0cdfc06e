import BaselineChecks
import BaselineSupport

/// The checkout's own test files, unmodified, compiled with its control (rewritten for Linux, as a module
/// with testing enabled) against the UIKit stand-in into one XCTest executable, cached like the driver.
struct TestSuiteBuild: Sendable {
    /// The executable's name in its cache entry.
    static let executableName = "xctests"
    /// The folders of the work directory the control's and the tests' files are written to (compiler
    /// messages name them; `checkoutPlace(of:at:)` maps them back), and the tool's own files.
    static let controlFolder = "control"
    static let testFolder = "tests"
    static let generatedFolder = "generated"
    static let recorderFolder = "recorder"

    let suite: TestSuite
    /// Each control file rewritten for Linux, in the suite's order.
    let rewrites: [ControlRewrite]

    /// The path of the test executable, from the cache when it was built before.
    func build(with builder: ControlBuilder) -> Result<String, ControlBuilder.Failure> {
        let standIn: String, recorderEntry: String
        switch builder.standInModule().flatMap({ entry in builder.ownModule(.testRecorder, standIn: entry).map { (entry, $0) } }) {
        case .success(let entries): (standIn, recorderEntry) = entries
        case .failure(let failure): return .failure(failure)
        }
        let controls = zip(suite.controlFiles.indices, rewrites).map {
            EmbeddedFile(name: Self.workName($0, suite.controlFiles[$0].path), text: $1.text)
        }
        let tests = suite.testFiles.enumerated().map {
            EmbeddedFile(name: Self.workName($0, $1.path), text: String(decoding: $1.bytes, as: UTF8.self))
        }
        let generated = TestListing.files(for: suite) + [EmbeddedFile(
            name: ObjCSurfaceRegistration.fileName,
            text: ObjCSurfaceRegistration.source(for: rewrites.map(\.original), module: suite.moduleName))]
        let key = ControlBuilder.key(
            ["xctest", standIn, recorderEntry, suite.moduleName, suite.testModuleName, builder.linkageKey]
                + (controls + tests + generated).flatMap { [$0.name, $0.text] })
        return builder.build(key, products: [Self.executableName]) { work in
            guard FileCopy.copy(standIn + "/UIKit.swiftmodule", to: work + "/UIKit.swiftmodule"),
                  FileCopy.copy(standIn + "/libUIKit.a", to: work + "/libUIKit.a"),
                  let controlPaths = ControlBuilder.write(controls, into: work + "/" + Self.controlFolder),
                  let testPaths = ControlBuilder.write(tests, into: work + "/" + Self.testFolder),
                  let generatedPaths = ControlBuilder.write(generated, into: work + "/" + Self.generatedFolder)
            else { return .failure(.environment("cannot write the sources to compile in \(work)")) }
            let control = ["-swift-version", "5", "-enable-testing", "-parse-as-library", "-module-name", suite.moduleName,
                           "-emit-module", "-emit-module-path", work + "/\(suite.moduleName).swiftmodule", "-emit-library",
                           "-static", "-o", work + "/lib\(suite.moduleName).a", "-I", work] + controlPaths
            // The recorder, compiled once with the stand-in, joins after the control's compile.
            let recorder = work + "/" + Self.recorderFolder
            // The test module compiled to one object per file in the work directory, held against the allowlist
            // with the control's before anything is linked; the tool's own files (the test list, `main.swift`)
            // are linked with them unchecked.
            let objects = ["-swift-version", "5", "-module-name", suite.testModuleName, "-I", work, "-I", recorder, "-c"]
                + testPaths + generatedPaths
            let objectFiles = (tests + generated).map { work + "/" + Self.objectName(of: $0.name) }
            // Static libraries link in dependency order: the control's module and the recorder need UIKit's.
            let executable = objectFiles + ["-L", work, "-L", recorder, "-l" + suite.moduleName,
                                            "-l" + TestListing.recorderModule, "-lUIKit", "-o", work + "/" + Self.executableName]
            return builder.compile(control, in: work)
                .flatMap { builder.objects(inArchive: work + "/lib\(suite.moduleName).a") }
                .flatMap { controlObjects in
                    let named = controlObjects.map { LinkCheck.Object(name: controlPath(ofMember: $0.name), bytes: $0.bytes) }
                    return builder.check(named, module: suite.moduleName, role: .control, standIn: standIn).map { named }
                }
                .flatMap { controlObjects in
                    OwnModule.copy(OwnModule.testRecorder.products, from: recorderEntry, into: recorder)
                        .flatMap { builder.compile(objects, in: work) }
                        .flatMap { testObjects(in: work) }
                        .flatMap { builder.check($0, module: suite.testModuleName, role: .tests, standIn: standIn, others: controlObjects) }
                }
                .flatMap { builder.compile(executable, in: work) }
        }.map { $0 + "/" + Self.executableName }
    }

    /// The object `swiftc -c` writes for the source file `name` (in its working directory).
    static func objectName(of name: String) -> String {
        (name.hasSuffix(".swift") ? String(name.dropLast(6)) : name) + ".o"
    }

    /// The test files' objects, named by their paths in the checkout.
    private func testObjects(in work: String) -> Result<[LinkCheck.Object], ControlBuilder.Failure> {
        var objects: [LinkCheck.Object] = []
        for (index, file) in suite.testFiles.enumerated() {
            let path = work + "/" + Self.objectName(of: Self.workName(index, file.path))
            guard let bytes = BuildProduct.contents(of: path) else {
                return .failure(.environment("the compiler left no object at \(path)"))
            }
            objects.append(LinkCheck.Object(name: file.path, bytes: bytes))
        }
        return .success(objects)
    }

    /// The checkout path of the control file a member of the control's library was compiled from (`3-Foo-1.o`
    /// from the work directory's `3-Foo.swift`); the member's own name when it names none.
    private func controlPath(ofMember member: String) -> String {
        guard let dash = member.firstIndex(of: "-"), let index = Int(member[..<dash]), suite.controlFiles.indices.contains(index)
        else { return member }
        return suite.controlFiles[index].path
    }

    /// Where each violation the allowlist finds is in the checkout: at the place of the file it was compiled from
    /// that spells it, else the file's start (the control's first file when it names none). Each file is read
    /// once, for all its violations.
    func checkoutPlaces() -> (LinkViolation) -> (path: String, location: SourceLocation) {
        let files = suite.controlFiles + suite.testFiles
        let spelled = Dictionary(files.map { ($0.path, (try? SwiftSourceFile(utf8: $0.bytes)).map(SpelledNames.init)) }) { first, _ in first }
        let fallback = suite.controlFiles.first?.path ?? CheckoutPaths.libraryProject
        return { violation in
            let known = spelled[violation.object] != nil
            let location = spelled[violation.object].flatMap { $0?.location(of: violation) }
            return (known ? violation.object : fallback, location ?? SourceLocation(line: 1, column: 1))
        }
    }

    /// A file's name in the work directory: its place in the suite's list and its own name, so that names
    /// never clash with each other or with the tool's (a test file may be called `main.swift`).
    static func workName(_ index: Int, _ path: String) -> String {
        "\(index)-" + (path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// The checkout path (and position there) of a position the compiler or XCTest gives in the work
    /// directory; `nil` for a file the tool wrote.
    func checkoutPlace(of path: String, at location: SourceLocation) -> (path: String, location: SourceLocation)? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, let dash = parts[parts.count - 1].firstIndex(of: "-"),
              let index = Int(parts[parts.count - 1][..<dash])
        else { return nil }
        let name = String(parts[parts.count - 1])
        switch String(parts[parts.count - 2]) {
        case Self.controlFolder where suite.controlFiles.indices.contains(index)
            && Self.workName(index, suite.controlFiles[index].path) == name:
            return (suite.controlFiles[index].path, rewrites[index].originalLocation(ofRewritten: location))
        case Self.testFolder where suite.testFiles.indices.contains(index)
            && Self.workName(index, suite.testFiles[index].path) == name:
            return (suite.testFiles[index].path, location)
        default:
            return nil
        }
    }
}
