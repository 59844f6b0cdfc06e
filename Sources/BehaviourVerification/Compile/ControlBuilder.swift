#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// Builds a checkout's control, rewritten for Linux, together with the control driver against the UIKit
/// stand-in, with the toolchain's `swiftc` inside the sandbox; both builds are cached by the hash of what
/// went into them (the tool's version, the compiler's, the stand-in, the driver and the control's text).
package struct ControlBuilder: Sendable {
    /// How long one compile may take.
    static let compileDeadlineMilliseconds: Int32 = 300_000
    /// The flags every compile uses: the language mode iOS code of this age is written in, and optimised
    /// code (ten times faster over thousands of cases), as one module job: the stand-in's many small files
    /// compile in half the time of one job per file.
    package static let languageFlags = ["-swift-version", "5", "-O", "-wmo"]
    /// The module the control is compiled into (the library's own name, as `@testable import` spells it).
    package static let controlModule = "iHeartRating"
    /// The driver executable's name in a cache entry.
    package static let driverName = "control-driver"

    package let toolchain: Toolchain
    package let cache: BuildCache
    let sandbox: Sandbox
    /// The libraries a compiled control may link, read once (`LinkCheck`).
    let libraries: LinkLibraries
    /// Whether compiled code is held against the allowlist before it is linked: always, but in the sandbox's
    /// and the result channel's own tests, which run hostile code past it to show that they hold without it.
    var checksLinkage = true

    init(toolchain: Toolchain, cache: BuildCache, sandbox: Sandbox, libraries: LinkLibraries? = nil) {
        self.toolchain = toolchain
        self.cache = cache
        self.sandbox = sandbox
        self.libraries = libraries ?? LinkLibraries(compiler: toolchain.compiler)
    }

    /// Why a driver could not be built.
    package enum Failure: Error {
        /// The compiler refused the control (or the driver's use of it): its output.
        case compiler(String)
        /// The control compiled, to objects that link what `LinkAllowlist` does not allow: nothing of it was
        /// linked or run.
        case refused([LinkViolation])
        /// Nothing about the control: the stand-in did not build, a file could not be written, …
        case environment(String)

        /// The failure in words, for a message that has no finding to give.
        package var reason: String {
            switch self {
            case .compiler(let output), .environment(let output): output
            case .refused(let violations): violations.map { $0.message("the control") }.joined(separator: "; ")
            }
        }
    }

    /// The path of the driver built for `rewrite`, from the cache when it was built before.
    func driver(for rewrite: ControlRewrite) -> Result<String, Failure> {
        let standIn: String
        switch standInModule() {
        case .success(let path): standIn = path
        case .failure(let failure): return .failure(failure)
        }
        let core: String
        switch ownModule(.driverCore, standIn: standIn) {
        case .success(let path): core = path
        case .failure(let failure): return .failure(failure)
        }
        let driverSources = StandInSources.driver + Self.generatedDriverFiles(for: rewrite)
        let key = Self.key(["control", standIn, core, rewrite.text, linkageKey] + driverSources.flatMap { [$0.name, $0.text] })
        return build(key, products: [Self.driverName]) { work in
            guard FileCopy.copy(standIn + "/UIKit.swiftmodule", to: work + "/UIKit.swiftmodule"),
                  FileCopy.copy(standIn + "/libUIKit.a", to: work + "/libUIKit.a"),
                  FileCopy.write(rewrite.text, to: work + "/" + Self.controlFileName),
                  let driverFiles = Self.write(driverSources, into: work + "/driver")
            else { return .failure(.environment("cannot write the sources to compile in \(work)")) }
            // The control is a module of its own (built for testing: the driver reaches `sizeForImage`), so
            // that its code cannot reach the driver's, the result channel least of all.
            let control = Self.languageFlags + [
                "-enable-testing", "-parse-as-library", "-module-name", Self.controlModule, "-emit-module",
                "-emit-module-path", work + "/\(Self.controlModule).swiftmodule", "-emit-library", "-static",
                "-o", work + "/lib\(Self.controlModule).a", "-I", work, work + "/" + Self.controlFileName,
            ]
            // The driver's fixed part joins the work directory only after the control's compile, so that the
            // control cannot import the result channel's writer.
            let coreCopy = work + "/" + OwnModule.driverCore.name
            let driver = Self.languageFlags + [
                "-module-name", "ControlDriver", "-I", work, "-I", coreCopy, "-L", work, "-L", coreCopy,
                "-l" + Self.controlModule, "-l" + OwnModule.driverCore.name, "-lUIKit", "-o", work + "/" + Self.driverName,
            ] + driverFiles
            return compile(control, in: work)
                .flatMap { check(archive: work + "/lib\(Self.controlModule).a", module: Self.controlModule, standIn: standIn) }
                .flatMap { OwnModule.copy(OwnModule.driverCore.products, from: core, into: coreCopy) }
                .flatMap { compile(driver, in: work) }
        }.map { $0 + "/" + Self.driverName }
    }

    /// The driver's files written for `rewrite`: the Objective-C surface it registers and the assignments of the
    /// optional properties it declares.
    package static func generatedDriverFiles(for rewrite: ControlRewrite) -> [EmbeddedFile] {
        [
            EmbeddedFile(
                name: ObjCSurfaceRegistration.fileName,
                text: ObjCSurfaceRegistration.source(for: [rewrite.original], module: controlModule)),
            EmbeddedFile(
                name: OptionalPropertyAssignments.fileName,
                text: OptionalPropertyAssignments.source(
                    missing: OptionalPropertyAssignments.missing(in: ControlDeclarations(rewrite.original)),
                    module: controlModule)),
        ]
    }

    /// The control's objects in the static library at `archive` (its module `module`) held against the
    /// allowlist, before anything links them: `.refused` with what they link that it does not allow.
    func check(archive: String, module: String, standIn: String) -> Result<Void, Failure> {
        objects(inArchive: archive).flatMap { objects in
            check(objects, module: module, role: .control, standIn: standIn)
        }
    }

    /// `objects` of `module` held against the allowlist; `others` are objects they may refer to (the control's,
    /// for its tests).
    package func check(
        _ objects: [LinkCheck.Object], module: String, role: LinkCheck.Role, standIn: String, others: [LinkCheck.Object] = []
    ) -> Result<Void, Failure> {
        guard checksLinkage else { return .success(()) }
        do {
            let violations = try LinkCheck(libraries: libraries, standIn: standIn + "/libUIKit.a")
                .violations(of: objects, module: module, role: role, others: others)
            return violations.isEmpty ? .success(()) : .failure(.refused(violations))
        } catch {
            return .failure(.environment(error.description))
        }
    }

    /// What a cache key holds of the check: the allowlist it was built under, so that a control checked
    /// against another list (or not at all) is built and checked again.
    package var linkageKey: String {
        checksLinkage ? LinkAllowlist.fingerprint : "unchecked"
    }

    /// The members of the static library at `archive`, which the compile just wrote.
    func objects(inArchive archive: String) -> Result<[LinkCheck.Object], Failure> {
        guard let bytes = BuildProduct.contents(of: archive) else {
            return .failure(.environment("the compiler left no library at \(archive)"))
        }
        do {
            return .success(try StaticArchive(bytes).members.map { LinkCheck.Object(name: $0.name, bytes: Array($0.bytes)) })
        } catch {
            return .failure(.refused([LinkViolation(
                object: archive, what: "compiled to a library that cannot be read (\(error))", why: "so what it links is unknown",
                sourceNames: [])]))
        }
    }

    /// The file name the rewritten control is compiled from (compiler messages name it).
    package static let controlFileName = "iHeartRatingView.swift"

    /// The cache key of the stand-in built with this toolchain.
    var standInKey: String {
        Self.key(["stand-in", ToolVersion.current, toolchain.version, ModuleCache.packName] + Self.languageFlags
            + StandInSources.standIn.flatMap { [$0.name, $0.text] })
    }

    /// The cache key of the module cache the stand-in's build left (`ModuleCache`).
    var moduleCacheKey: String { Self.key(["module-cache", standInKey]) }

    /// Whether the stand-in is in the cache already (its products are checked when it is used).
    var standInIsCached: Bool { cache.has(standInKey) }

    /// The stand-in compiled as the module `UIKit`: its cache entry's directory.
    package func standInModule() -> Result<String, Failure> {
        build(standInKey, products: ["UIKit.swiftmodule", "libUIKit.a"]) { work in
            guard let files = Self.write(StandInSources.standIn, into: work + "/src") else {
                return .failure(.environment("cannot write the UIKit stand-in's sources in \(work)"))
            }
            let arguments = Self.languageFlags + [
                "-parse-as-library", "-module-name", "UIKit", "-emit-module",
                "-emit-module-path", work + "/UIKit.swiftmodule", "-emit-library", "-static", "-o", work + "/libUIKit.a",
            ] + files
            switch compile(arguments, in: work) {
            case .success:
                keepModuleCache(of: work)
                return .success(())
            case .failure(.compiler(let output)):
                return .failure(.environment("the UIKit stand-in does not build with \(toolchain.compiler): \(output)"))
            case .failure(let failure): return .failure(failure)
            }
        }
    }

    // MARK: - Steps

    /// The cache entry `key`, built when missing: `make` compiles in a private work directory, and the
    /// `products` it leaves there are copied into the entry.
    func build(
        _ key: String, products: [String], _ make: (String) -> Result<Void, Failure>
    ) -> Result<String, Failure> {
        if let existing = cache.entry(key, products: products) { return .success(existing) }
        guard let work = BuildCache.makeTemporaryDirectory(in: Self.temporaryDirectory) else {
            return .failure(.environment("cannot create a build directory in \(Self.temporaryDirectory)"))
        }
        defer { TemporaryPaths.remove(work) }
        if case .failure(let failure) = make(work) { return .failure(failure) }
        return cache.publish(key, products: products, from: work).mapError { .environment($0.description) }
    }

    /// Runs `swiftc` with `arguments` in the sandbox, `work` its only writable directory and `reading` more
    /// directories it may read.
    package func compile(_ arguments: [String], in work: String, reading: [String] = []) -> Result<Void, Failure> {
        var run = SandboxRun(executable: toolchain.compiler, arguments: Toolchain.driverMode + arguments)
        run.readOnlyBinds = (toolchain.bindableRoot.map { [$0] } ?? []) + reading
        run.readWriteBinds = [work]
        let moduleCache = ModuleCache.directory(in: work)
        if sandbox.bubblewrap != nil {
            if access(moduleCache, F_OK) != 0 {
                guard mkdir(moduleCache, 0o755) == 0 else {
                    return .failure(.environment("cannot create \(moduleCache): \(String(cString: strerror(errno)))"))
                }
                seedModuleCache(moduleCache)
            }
            run.relocatedBinds = [SandboxRun.Relocation(host: moduleCache, inside: ModuleCache.insideSandbox)]
            run.arguments += ["-module-cache-path", ModuleCache.insideSandbox]
        } else {
            // Without the sandbox nothing can be mounted: the compiler makes its modules where it runs, in a
            // folder it creates itself in the work directory it was given.
            run.arguments += ["-module-cache-path", moduleCache]
        }
        run.workingDirectory = work
        run.deadlineMilliseconds = Self.compileDeadlineMilliseconds
        run.outputLimit = 1 << 20
        let capture: ChildProcess.Capture
        do {
            capture = try sandbox.run(run)
        } catch {
            return .failure(.environment("cannot run \(toolchain.compiler): \(error.description)"))
        }
        if capture.timedOut {
            return .failure(.compiler("the compiler ran past its deadline of \(Self.compileDeadlineMilliseconds / 1000) s"))
        }
        guard capture.exitStatus == 0 else {
            return .failure(.compiler(String(decoding: capture.errors + capture.output, as: UTF8.self)))
        }
        return .success(())
    }

    /// A copy of the module cache the stand-in's build left, in the new module cache `directory` of a build in
    /// the sandbox; none when there is none (the stand-in was built without the sandbox), and the build makes its
    /// modules itself.
    private func seedModuleCache(_ directory: String) {
        guard let entry = cache.entry(moduleCacheKey, products: [ModuleCache.packName]),
              let pack = BuildProduct.contents(of: entry + "/" + ModuleCache.packName)
        else { return }
        if !ModuleCache.unpack(pack, into: directory) {
            TemporaryPaths.remove(directory)
            mkdir(directory, 0o755)
        }
    }

    /// Keeps the module cache of the stand-in's build in `work`, the stand-in's own code and nothing of a
    /// checkout, for the builds after it: only a sandboxed build's, whose modules record the fixed path every
    /// sandboxed build mounts its cache at. A cache that cannot be kept costs later builds time, nothing else.
    private func keepModuleCache(of work: String) {
        guard sandbox.bubblewrap != nil, let pack = ModuleCache.pack(ModuleCache.directory(in: work)),
              FileCopy.write(pack[...], to: work + "/" + ModuleCache.packName)
        else { return }
        _ = cache.publish(moduleCacheKey, products: [ModuleCache.packName], from: work)
    }

    /// Writes `files` into a new directory `directory`; their paths, or `nil` when that fails.
    package static func write(_ files: [EmbeddedFile], into directory: String) -> [String]? {
        guard mkdir(directory, 0o755) == 0 else { return nil }
        let paths = files.map { directory + "/" + $0.name }
        return zip(files, paths).allSatisfy { FileCopy.write($0.text, to: $1) } ? paths : nil
    }

    /// A cache key: the SHA-256 of the parts, each preceded by its length so that no two lists collide.
    package static func key(_ parts: [String]) -> String {
        var hasher = SHA256Hasher()
        for part in parts {
            hasher.update(Array("\(part.utf8.count):".utf8))
            hasher.update(Array(part.utf8))
        }
        return Hexadecimal.lowercase(hasher.finalize())
    }

    /// Where build and run directories are made: `TMPDIR`, else `/tmp`.
    package static var temporaryDirectory: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    }
}
