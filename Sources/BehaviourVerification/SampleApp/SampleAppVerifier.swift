import BaselineChecks

/// `xcode-test`'s sample-app proof: what `build.sh`'s `xcodebuild -scheme SampleApp build` shows, on Linux. The app's
/// Swift files are type-checked against the stand-in and the control (APP001), its storyboards held against the
/// classes it builds and links (APP002, APP003), and a note says when it does not use the library (APP004).
struct SampleAppVerifier {
    let builder: ControlBuilder

    func verify(_ source: any CheckoutSource) throws(EnvironmentFailure) -> CheckoutReport {
        var report = CheckoutReportBuilder(checkout: source.identity, rules: BehaviourRules.reported(by: .sampleApp))
        let app: SampleApp
        switch SampleApp.read(from: source) {
        case .success(let read): app = read
        case .failure(let problem):
            report.add(BehaviourFindings.appCannotBuild(problem.message, path: problem.path, at: problem.location))
            report.rest(notEvaluated: "the sample app cannot be read")
            return report.finished()
        }
        let controlBytes: [UInt8]
        switch source.read(CheckoutPaths.source) {
        case .success(let bytes): controlBytes = bytes
        case .failure(let problem):
            report.add(BehaviourFindings.appCannotBuild(problem.message, path: CheckoutPaths.source, at: problem.location))
            report.rest(notEvaluated: "the control cannot be read")
            return report.finished()
        }
        // The control first, then the app's files, each rewritten for Linux.
        var rewrites: [ControlRewrite] = []
        for (path, bytes) in [(CheckoutPaths.source, controlBytes)] + app.swiftFiles.map({ ($0.path, $0.bytes) }) {
            do {
                rewrites.append(try ControlRewrite.rewrite(bytes))
            } catch {
                report.add(BehaviourFindings.appCannotBuild("does not lex as Swift: \(error.message)", path: path, at: error.location))
                report.rest(notEvaluated: "a Swift file does not lex")
                return report.finished()
            }
        }
        let control = (file: rewrites[0].original, rewrite: rewrites[0])
        let appFiles = rewrites.dropFirst().map { (file: $0.original, rewrite: $0) }
        checkStoryboards(app, appFiles: appFiles.map(\.file), control: control.file, into: &report)
        report.add(BehaviourFindings.appNotEvaluated(path: SampleApp.project, at: app.targetLocation))
        for file in app.unfollowedSwiftFiles {
            report.add(BehaviourFindings.appFileNotRead(file.name, why: file.why, at: file.location))
            report.partlyNotEvaluated(BehaviourRules.appTypechecks, "\(file.name), which the app compiles, is not read here (see the note)")
        }
        let unfaithful = [(CheckoutPaths.source, control.rewrite)] + zip(app.swiftFiles.map(\.path), appFiles.map(\.rewrite))
        for (path, rewrite) in unfaithful {
            for construct in rewrite.unfaithful {
                report.add(BehaviourFindings.appCannotBuild(
                    "cannot be compiled for Linux faithfully: \(construct.reason)", path: path, at: construct.location))
            }
        }
        guard unfaithful.allSatisfy({ $0.1.unfaithful.isEmpty }) else { return report.finished() }
        let build = SampleAppBuild(app: app, control: control.rewrite, controlPath: CheckoutPaths.source, rewrites: appFiles.map(\.rewrite))
        switch build.typecheck(with: builder) {
        case .success: report.passed(BehaviourRules.appTypechecks)
        case .failure(.compiler(let output)):
            let errors = CompilerDiagnostic.errors(in: output)
            if errors.isEmpty {
                let excerpt = output.split(separator: "\n").prefix(3).joined(separator: " / ")
                report.add(BehaviourFindings.appTypecheckError(excerpt.isEmpty ? "the compiler failed" : excerpt,
                                                               path: SampleApp.project, at: app.targetLocation))
            }
            for error in errors {
                let place = build.checkoutPlace(of: error.path, at: error.location)
                report.add(BehaviourFindings.appTypecheckError(
                    error.message, path: place?.path ?? SampleApp.project, at: place?.location ?? app.targetLocation))
            }
        // A type-check makes no object, so nothing of it is held against the allowlist: any other failure is not the app's.
        case .failure(let failure): throw EnvironmentFailure(description: failure.reason)
        }
        return report.finished()
    }

    /// APP002–APP004 from the storyboards and the Swift files.
    private func checkStoryboards(
        _ app: SampleApp, appFiles: [SwiftSourceFile], control: SwiftSourceFile, into report: inout CheckoutReportBuilder
    ) {
        var appClasses = InterfaceBuilderClasses()
        for (file, read) in zip(app.swiftFiles, appFiles) { appClasses.add(read, at: file.path) }
        var library = InterfaceBuilderClasses()
        library.add(control, at: CheckoutPaths.source)
        let connections = StoryboardConnections(
            app: appClasses, appModule: app.moduleName, library: library, libraryModule: ControlBuilder.controlModule)
        var storyboardUses = false
        for storyboard in app.storyboards {
            let document: XMLDocument
            do {
                document = try XMLDocument.parse(storyboard.bytes)
            } catch {
                for rule in [BehaviourRules.storyboardClasses, BehaviourRules.storyboardConnections] {
                    report.add(Finding(ruleID: rule.id, severity: .error, message: "does not parse as XML: \(error.message)",
                                       path: storyboard.path, location: error.location))
                }
                continue
            }
            storyboardUses = storyboardUses || connections.usesLibrary(document)
            for problem in connections.problems(in: document) {
                report.add(BehaviourFindings.storyboard(problem, path: storyboard.path))
            }
        }
        let imports = appFiles.contains { file in
            file.tokens.indices.dropLast().contains {
                file.tokens[$0].text == "import" && file.tokens[$0 + 1].text == ControlBuilder.controlModule
            }
        }
        if !imports && !storyboardUses { report.add(BehaviourFindings.appDoesNotUseLibrary(refersToIt: app.refersToLibrary, at: app.targetLocation)) }
    }
}
