#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// A module of the verifier's own code that names no checkout's code, compiled once against the stand-in and
/// kept in the cache, so that a build compiles only what names the control: the driver's fixed part, the
/// recorder of a checkout's tests (`testRecorder`, with the own-tests run in OwnTests/). A build copies it in after the
/// control's compile.
package struct OwnModule: Sendable {
    package let name: String
    let sources: [EmbeddedFile]
    /// The compiler's flags beyond the library's own.
    let flags: [String]

    /// The driver's fixed part (reading cases, writing records, the channel's writer), optimised as the driver
    /// is, and built for testing, so that the driver's own files reach its internal declarations.
    package static var driverCore: OwnModule {
        OwnModule(name: "ControlDriverCore", sources: StandInSources.driverCore + StandInSources.channelWriter,
                  flags: ControlBuilder.languageFlags + ["-enable-testing"])
    }

    /// The files a build of it leaves: its interface and its static library.
    package var products: [String] { ["\(name).swiftmodule", "lib\(name).a"] }

    /// Copies `products` from the directory `source` into the new directory `destination`.
    package static func copy(_ products: [String], from source: String, into destination: String) -> Result<Void, ControlBuilder.Failure> {
        mkdir(destination, 0o755) == 0 && products.allSatisfy { FileCopy.copy(source + "/" + $0, to: destination + "/" + $0) }
            ? .success(()) : .failure(.environment("cannot copy \(products.joined(separator: ", ")) into \(destination)"))
    }
}

extension ControlBuilder {
    /// `module` compiled against the stand-in at `standIn`, once: its cache entry's directory.
    package func ownModule(_ module: OwnModule, standIn: String) -> Result<String, Failure> {
        let key = Self.key(["own-module", module.name, standIn] + module.flags + module.sources.flatMap { [$0.name, $0.text] })
        return build(key, products: module.products) { work in
            guard FileCopy.copy(standIn + "/UIKit.swiftmodule", to: work + "/UIKit.swiftmodule"),
                  let files = Self.write(module.sources, into: work + "/src")
            else { return .failure(.environment("cannot write the sources of \(module.name) in \(work)")) }
            let arguments = module.flags + [
                "-parse-as-library", "-module-name", module.name, "-emit-module",
                "-emit-module-path", work + "/\(module.name).swiftmodule", "-emit-library", "-static",
                "-o", work + "/lib\(module.name).a", "-I", work,
            ] + files
            return compile(arguments, in: work).mapError { failure in
                guard case .compiler(let output) = failure else { return failure }
                return .environment("check-baseline's \(module.name) does not build with \(toolchain.compiler): \(output)")
            }
        }
    }
}
