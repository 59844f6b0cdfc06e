#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport
import BehaviourVerification

/// Builds a control and its mutants for the mutation score. Each control is compiled to an object and held
/// against the allowlist (`LinkCheck`), as verify-control's is; the driver, compiled once against the
/// unmutated control, is linked with a mutant's object unless the mutant changed what the driver was compiled
/// against: the module file (the interface, and every body another module may inline) or the Objective-C
/// surface the driver registers. Then the mutant's driver is compiled whole. Linking takes a tenth of a second
/// where the driver's compile takes seconds.
///
/// Nothing goes into the build cache (hundreds of one-off controls would crowd it): everything is in one
/// private directory, removed with the builder.
final class MutantBuilder: Sendable {
    let builder: ControlBuilder
    private let directory: String
    private let standIn: String
    let original: Product

    /// A control built with its driver.
    struct Product: Sendable {
        let directory: String
        let driver: String
        /// The object code, normalised (`ObjectCode`); `nil` when it could not be.
        let objectCode: [UInt8]?
        fileprivate let module: [UInt8]
        fileprivate let generatedFiles: String
    }

    static func make(builder: ControlBuilder, original: ControlRewrite) -> Result<MutantBuilder, ControlBuilder.Failure> {
        let standInEntry: String, coreEntry: String
        switch builder.standInModule().flatMap({ entry in builder.ownModule(.driverCore, standIn: entry).map { (entry, $0) } }) {
        case .success(let entries): (standInEntry, coreEntry) = entries
        case .failure(let failure): return .failure(failure)
        }
        guard let directory = TemporaryPaths.makeDirectory(prefix: ControlBuilder.temporaryDirectory + "/mutants-") else {
            return .failure(.environment("cannot create a build directory in \(ControlBuilder.temporaryDirectory)"))
        }
        // The sandbox's user passes through to the directories it is given, and lists nothing. The driver's fixed
        // part in a folder of its own, which only the driver's compile is given.
        let standIn = directory + "/stand-in", core = directory + "/" + Self.coreFolder
        guard chmod(directory, 0o711) == 0,
              case .success = OwnModule.copy(["UIKit.swiftmodule", "libUIKit.a"], from: standInEntry, into: standIn),
              case .success = OwnModule.copy(OwnModule.driverCore.products, from: coreEntry, into: core)
        else {
            TemporaryPaths.remove(directory)
            return .failure(.environment("cannot copy the UIKit stand-in into \(directory)"))
        }
        return Self.compile(original, in: directory, standIn: standIn, builder: builder, reusing: nil).map {
            MutantBuilder(builder: builder, directory: directory, standIn: standIn, original: $0)
        }.mapError { failure in
            TemporaryPaths.remove(directory)
            return failure
        }
    }

    private init(builder: ControlBuilder, directory: String, standIn: String, original: Product) {
        self.builder = builder
        self.directory = directory
        self.standIn = standIn
        self.original = original
    }

    deinit { TemporaryPaths.remove(directory) }

    /// The folder, beside the stand-in's, that holds the driver's fixed part.
    private static let coreFolder = "driver-core"

    /// The mutant's control and driver; `.compiler` when the mutant does not build.
    func build(_ rewrite: ControlRewrite) -> Result<Product, ControlBuilder.Failure> {
        Self.compile(rewrite, in: directory, standIn: standIn, builder: builder, reusing: original)
    }

    /// Removes what `build` made for a mutant once it has been judged.
    func discard(_ product: Product) {
        TemporaryPaths.remove(product.directory)
    }

    private static func compile(
        _ rewrite: ControlRewrite, in directory: String, standIn: String, builder: ControlBuilder, reusing original: Product?
    ) -> Result<Product, ControlBuilder.Failure> {
        guard let work = TemporaryPaths.makeDirectory(prefix: directory + "/control-") else {
            return .failure(.environment("cannot create a build directory in \(directory)"))
        }
        let core = directory + "/" + coreFolder
        let generated = ControlBuilder.generatedDriverFiles(for: rewrite)
        let generatedFiles = generated.map(\.text).joined()
        let module = work + "/\(ControlBuilder.controlModule).swiftmodule", object = work + "/control.o"
        guard FileCopy.write(rewrite.text, to: work + "/" + ControlBuilder.controlFileName) else {
            return .failure(.environment("cannot write the control to compile in \(work)"))
        }
        let control = ControlBuilder.languageFlags + [
            "-enable-testing", "-parse-as-library", "-module-name", ControlBuilder.controlModule, "-emit-module",
            "-emit-module-path", module, "-c", "-o", object, "-I", standIn, work + "/" + ControlBuilder.controlFileName,
        ]
        if case .failure(let failure) = builder.compile(control, in: work, reading: [standIn]) { return .failure(failure) }
        guard let moduleBytes = BuildProduct.contents(of: module), let objectBytes = BuildProduct.contents(of: object) else {
            return .failure(.environment("the compiler left no module or object in \(work)"))
        }
        // A mutant changes tokens, not what the control links; it is held against the allowlist all the same.
        let checked = LinkCheck.Object(name: ControlBuilder.controlFileName, bytes: objectBytes)
        if case .failure(let failure) = builder.check([checked], module: ControlBuilder.controlModule, role: .control, standIn: standIn) {
            return .failure(failure)
        }
        // The driver's object is linked from the work directory: swiftc writes what it extracts beside it.
        let driverObject = work + "/driver.o"
        if let original, original.module == moduleBytes, original.generatedFiles == generatedFiles {
            guard FileCopy.copy(original.directory + "/driver.o", to: driverObject) else {
                return .failure(.environment("cannot copy the driver's object into \(work)"))
            }
        } else {
            guard let files = ControlBuilder.write(StandInSources.driver + generated, into: work + "/driver")
            else { return .failure(.environment("cannot write the driver's sources in \(work)")) }
            let driver = ControlBuilder.languageFlags + [
                "-module-name", "ControlDriver", "-I", work, "-I", standIn, "-I", core, "-c", "-o", driverObject,
            ] + files
            if case .failure(let failure) = builder.compile(driver, in: work, reading: [standIn, core]) { return .failure(failure) }
        }
        let executable = work + "/" + ControlBuilder.driverName
        let link = [driverObject, object, "-L", core, "-l" + OwnModule.driverCore.name, "-L", standIn, "-lUIKit",
                    "-o", executable]
        if case .failure(let failure) = builder.compile(link, in: work, reading: [standIn, core]) { return .failure(failure) }
        return .success(Product(directory: work, driver: executable, objectCode: ObjectCode.normalised(objectBytes),
                                module: moduleBytes, generatedFiles: generatedFiles))
    }
}
