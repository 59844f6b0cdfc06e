import BaselineChecks
import BaselineSupport

/// The sample app's Swift files type-checked, as Xcode would compile them, against the UIKit stand-in and the
/// checkout's control compiled as the module `iHeartRating`; both rewritten for Linux only where Swift there
/// requires it (`ControlRewrite`: Interface Builder attributes, optional requirements). Cached by what went in.
struct SampleAppBuild: Sendable {
    static let controlFolder = "control"
    static let appFolder = "app"
    /// What a cache entry of a type-check that passed holds.
    static let marker = "typechecked"

    let app: SampleApp
    let control: ControlRewrite
    let controlPath: String
    /// Each of the app's Swift files rewritten, in the app's order.
    let rewrites: [ControlRewrite]

    func typecheck(with builder: ControlBuilder) -> Result<Void, ControlBuilder.Failure> {
        let standIn: String
        switch builder.standInModule() {
        case .success(let path): standIn = path
        case .failure(let failure): return .failure(failure)
        }
        let controlFile = EmbeddedFile(name: ControlBuilder.controlFileName, text: control.text)
        let appFiles = zip(app.swiftFiles.indices, rewrites).map {
            EmbeddedFile(name: TestSuiteBuild.workName($0, app.swiftFiles[$0].path), text: $1.text)
        }
        let key = ControlBuilder.key(["sample-app", standIn, app.moduleName, controlFile.text]
            + appFiles.flatMap { [$0.name, $0.text] })
        return builder.build(key, products: [Self.marker]) { work in
            guard FileCopy.copy(standIn + "/UIKit.swiftmodule", to: work + "/UIKit.swiftmodule"),
                  let controlPaths = ControlBuilder.write([controlFile], into: work + "/" + Self.controlFolder),
                  let appPaths = ControlBuilder.write(appFiles, into: work + "/" + Self.appFolder)
            else { return .failure(.environment("cannot write the sources to compile in \(work)")) }
            let common = ["-swift-version", "5", "-parse-as-library", "-I", work]
            // The control's interface only: the app is type-checked, nothing is linked or run.
            let library = common + [
                "-module-name", ControlBuilder.controlModule, "-emit-module",
                "-emit-module-path", work + "/\(ControlBuilder.controlModule).swiftmodule",
            ] + controlPaths
            let typecheck = common + ["-typecheck", "-module-name", app.moduleName] + appPaths
            return builder.compile(library, in: work)
                .flatMap { builder.compile(typecheck, in: work) }
                .flatMap { FileCopy.write("", to: work + "/" + Self.marker) ? .success(()) : .failure(.environment(
                    "cannot write in \(work)")) }
        }.map { _ in () }
    }

    /// The checkout path and position of a position the compiler gives in the work directory; `nil` for none of
    /// the files written there.
    func checkoutPlace(of path: String, at location: SourceLocation) -> (path: String, location: SourceLocation)? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let name = String(parts[parts.count - 1])
        switch String(parts[parts.count - 2]) {
        case Self.controlFolder where name == ControlBuilder.controlFileName:
            return (controlPath, control.originalLocation(ofRewritten: location))
        case Self.appFolder:
            guard let dash = name.firstIndex(of: "-"), let index = Int(name[..<dash]), app.swiftFiles.indices.contains(index),
                  TestSuiteBuild.workName(index, app.swiftFiles[index].path) == name
            else { return nil }
            return (app.swiftFiles[index].path, rewrites[index].originalLocation(ofRewritten: location))
        default:
            return nil
        }
    }
}
