import BaselineChecks

/// The checkout's sample app, read from its Xcode project (`example/SampleApp/SampleApp.xcodeproj`, the project
/// the checkout's `build.sh` builds): the application target's Swift files and storyboards, and whether the
/// project refers to the library at all.
package struct SampleApp {
    package static let project = CheckoutPaths.sampleAppFolder + "/SampleApp.xcodeproj/project.pbxproj"
    static let applicationType = "com.apple.product-type.application"

    /// The application target's module name (`SampleApp`).
    let moduleName: String
    /// Where the application target is declared in the project.
    let targetLocation: SourceLocation
    package let swiftFiles: [TestSuite.File]
    package let storyboards: [TestSuite.File]
    let refersToLibrary: Bool
    /// Swift files the target compiles that are outside the project's folders (an absolute source tree): where the
    /// project names each, and why it is not read. Never type-checked here, and said.
    let unfollowedSwiftFiles: [(name: String, location: SourceLocation, why: String)]

    /// Why the app cannot be read: a message at a place in the checkout.
    package struct Problem: Error {
        package let message: String
        package let path: String
        let location: SourceLocation?
    }

    package static func read(from source: any CheckoutSource) -> Result<SampleApp, Problem> {
        let project: XcodeProject
        do {
            project = try XcodeProject(parsing: try source.read(Self.project).get())
        } catch let problem as FileProblem {
            return .failure(Problem(message: problem.message, path: Self.project, location: problem.location))
        } catch let error as ParseError {
            return .failure(Problem(message: "does not parse: \(error.message)", path: Self.project, location: error.location))
        } catch {
            return .failure(Problem(message: "\(error)", path: Self.project, location: nil))
        }
        guard let target = project.nativeTargets.first(where: { project.productType(ofTarget: $0.id) == applicationType }) else {
            return .failure(Problem(message: "declares no application target", path: Self.project, location: nil))
        }
        var swiftFiles: [TestSuite.File] = []
        var storyboards: [TestSuite.File] = []
        let paths = project.sourceFiles(ofTarget: target.id).filter { $0.hasSuffix(".swift") }
            + project.resourceFiles(ofTarget: target.id).filter { $0.hasSuffix(".storyboard") }
        for relative in paths {
            let path = CheckoutPaths.sampleAppFolder + "/" + relative
            switch source.read(path) {
            case .success(let bytes):
                let file = TestSuite.File(path: path, bytes: bytes)
                if path.hasSuffix(".swift") { swiftFiles.append(file) } else { storyboards.append(file) }
            case .failure(let problem):
                return .failure(Problem(
                    message: "\(target.name) builds \(relative), which \(problem.message)", path: Self.project,
                    location: target.location))
            }
        }
        return .success(SampleApp(
            moduleName: TestSuiteLocator.moduleName(of: target.name), targetLocation: target.location, swiftFiles: swiftFiles, storyboards: storyboards,
            refersToLibrary: project.refersToLibrary(named: ControlBuilder.controlModule),
            unfollowedSwiftFiles: project.unfollowedSourceFiles(ofTarget: target.id)))
    }
}
