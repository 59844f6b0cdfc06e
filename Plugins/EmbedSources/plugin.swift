import Foundation
import PackagePlugin

/// Embeds the UIKit stand-in and the control driver, as text, into the library that compiles them at run
/// time (`verify-control` hands them to `swiftc`), so the installed binary needs no source tree beside it.
@main
struct EmbedSources: BuildToolPlugin {
    /// The folders embedded (their subfolders too), each as an array named after it in `EmbeddedSources`.
    static let folders = [
        ("standIn", "Sources/UIKitStandIn"), ("driver", "ControlDriver"), ("channelWriter", "Sources/ResultChannelWriter"),
        ("testRecorder", "XCTestObserver"), ("driverCore", "ControlDriverCore"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        var arguments: [String] = []
        var inputs: [URL] = []
        for (name, folder) in Self.folders {
            let directory = context.package.directoryURL.appending(path: folder)
            guard let walk = FileManager.default.enumerator(atPath: directory.path) else {
                throw PluginError(description: "cannot list \(folder)")
            }
            let files = walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
                .map { directory.appending(path: $0) }
            arguments += [name] + files.map(\.path) + ["--"]
            inputs += files
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSources.swift")
        return [.buildCommand(
            displayName: "Embedding the UIKit stand-in and the control driver",
            executable: try context.tool(named: "embed-sources").url,
            arguments: [output.path] + arguments, inputFiles: inputs, outputFiles: [output])]
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
}
