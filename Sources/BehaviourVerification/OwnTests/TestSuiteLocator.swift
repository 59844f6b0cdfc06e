import BaselineChecks

/// Finds the XCTest suite of a checkout in its library project (`iHeartRating.xcodeproj`): the unit-test
/// target, its Swift files, the module they `@testable import`, and the target that builds it.
package enum TestSuiteLocator {
    static let unitTestType = "com.apple.product-type.bundle.unit-test"

    package static func locate(in source: any CheckoutSource) -> Result<TestSuite, TestSuiteProblem> {
        let projectPath = CheckoutPaths.libraryProject
        let project: XcodeProject
        do {
            project = try XcodeProject(parsing: try source.read(projectPath).get())
        } catch let problem as FileProblem {
            return .failure(TestSuiteProblem(message: problem.message, path: projectPath, location: problem.location))
        } catch let error as ParseError {
            return .failure(TestSuiteProblem(message: "does not parse: \(error.message)", path: projectPath, location: error.location))
        } catch {
            return .failure(TestSuiteProblem(message: "\(error)", path: projectPath, location: nil))
        }
        guard let testTarget = project.nativeTargets.first(where: { project.productType(ofTarget: $0.id) == unitTestType })
        else {
            return .failure(TestSuiteProblem(message: "declares no unit-test target", path: projectPath, location: nil))
        }
        let testPaths = project.sourceFiles(ofTarget: testTarget.id)
        let testFiles: [TestSuite.File]
        switch read(testPaths, from: source, target: testTarget, project: projectPath) {
        case .success(let files): testFiles = files
        case .failure(let problem): return .failure(problem)
        }
        var scanned: [(file: TestSuite.File, scan: TestFileScan)] = []
        for file in testFiles {
            do {
                scanned.append((file, try TestFileScan(file)))
            } catch {
                return .failure(error)
            }
        }
        guard let module = scanned.lazy.compactMap(\.scan.testableModule).first else {
            return .failure(TestSuiteProblem(
                message: "no test file of \(testTarget.name) has an `@testable import`", path: projectPath,
                location: testTarget.location))
        }
        guard let controlTarget = project.nativeTargets.first(where: { moduleName(of: $0.name) == module.name }) else {
            return .failure(TestSuiteProblem(
                message: "no target of \(projectPath) builds the module \(module.name)", path: module.path,
                location: module.location))
        }
        let controlFiles: [TestSuite.File]
        switch read(project.sourceFiles(ofTarget: controlTarget.id), from: source, target: controlTarget, project: projectPath) {
        case .success(let files): controlFiles = files
        case .failure(let problem): return .failure(problem)
        }
        return .success(TestSuite(
            moduleName: module.name, testModuleName: moduleName(of: testTarget.name), controlFiles: controlFiles,
            testFiles: testFiles, tests: scanned.flatMap(\.scan.tests)))
    }

    /// A target's name as Xcode makes a module name of it (`$(TARGET_NAME:c99extidentifier)`).
    static func moduleName(of targetName: String) -> String {
        var name = String(targetName.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
        })
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name
    }

    /// The files of a target: Swift files read from the checkout; anything else is a reason the suite
    /// cannot run here (Objective-C, or a file the checkout does not have).
    private static func read(
        _ paths: [String], from source: any CheckoutSource, target: PBXNativeTarget, project: String
    ) -> Result<[TestSuite.File], TestSuiteProblem> {
        var files: [TestSuite.File] = []
        for path in paths {
            guard path.hasSuffix(".swift") else {
                return .failure(TestSuiteProblem(
                    message: "\(target.name) compiles \(path), which is not Swift: it cannot be built without Apple's SDK",
                    path: project, location: target.location))
            }
            switch source.read(path) {
            case .success(let bytes): files.append(TestSuite.File(path: path, bytes: bytes))
            case .failure(let problem):
                return .failure(TestSuiteProblem(message: "\(target.name) compiles it, but it \(problem.message)",
                                                 path: path, location: problem.location))
            }
        }
        guard !files.isEmpty else {
            return .failure(TestSuiteProblem(message: "\(target.name) compiles no Swift file", path: project, location: target.location))
        }
        return .success(files)
    }
}
