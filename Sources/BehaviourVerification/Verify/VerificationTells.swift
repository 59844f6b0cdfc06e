import BaselineChecks

/// The constructs in a control or its tests that let code tell where it runs, or reach outside the control:
/// with them a fork can behave one way under `verify-control` (Linux, a sandbox, the stand-in) and another on a
/// device, and every verdict would hold only for the first. Found on the lexer's tokens, so comments and
/// strings never count.
enum VerificationTells {
    struct Tell: Sendable, Equatable {
        let location: SourceLocation
        /// The construct as written (`#if canImport`, `ProcessInfo`, `import Darwin`…).
        let construct: String
        /// What it lets the code do.
        let why: String
        /// It reaches the stand-in's own instrumentation, which an honest control never needs: an error, not a
        /// warning (the code could silence what the stand-in reports).
        var reachesInstrumentation = false
    }

    /// The tells of `file`; `module` is the control's own module, which a test may import.
    static func scan(_ file: SwiftSourceFile, module: String) -> [Tell] {
        let tokens = file.tokens
        var tells: [Tell] = []
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let tell = { (construct: String, why: String) in tells.append(Tell(location: token.location, construct: construct, why: why)) }
            let instrumentation = { (construct: String) in
                tells.append(Tell(location: token.location, construct: construct,
                                  why: "uses the stand-in's instrumentation, which iOS does not have", reachesInstrumentation: true))
            }
            switch token.kind {
            case .poundKeyword where token.text == "#if" || token.text == "#elseif":
                if let next, platformConditions.contains(next.text) {
                    tell("\(token.text) \(next.text)", "compiles differently on Linux than on iOS")
                }
            case .poundKeyword where token.text == "#file" || token.text == "#filePath":
                // XCTest's idiom, a helper's `file: StaticString = #filePath`, hands it to XCTest's reports.
                let isReportedPlace = index >= 2 && tokens[index - 1].text == "=" && tokens[index - 2].text == "StaticString"
                if !isReportedPlace { tell(token.text, "reads where the source was compiled") }
            case .keyword where token.text == "import":
                guard let name = importedModule(after: index, in: tokens) else { continue }
                if !allowedImports.contains(name) && name != module {
                    tell("import \(name)", "reaches beyond UIKit and Foundation")
                }
            case .attribute where token.text == "@_spi":
                instrumentation(token.text)
            case .attribute where linkageAttributes.contains(token.text):
                tell(token.text, "links or places symbols by name")
            case .identifier where environmentNames.contains(token.text):
                tell(token.text, "reads the process, its environment or the file system")
            case .identifier where token.text.hasPrefix("standIn") || token.text.hasPrefix("StandIn"):
                instrumentation(token.text)
            case .identifier where callNames.contains(token.text) && next?.text == "(":
                tell("\(token.text)(", "ends or duplicates the process, or loads code")
            default:
                continue
            }
        }
        return tells
    }

    /// The module `import` at `index` names: the first component of `import A.B`, after a `class`/`func` kind.
    private static func importedModule(after index: Int, in tokens: [SwiftToken]) -> String? {
        var position = index + 1
        while position < tokens.count, ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
            .contains(tokens[position].text) {
            position += 1
        }
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        return tokens[position].text
    }

    private static let platformConditions: Set<String> = [
        "os", "canImport", "arch", "targetEnvironment", "_runtime", "compiler", "_endian", "_pointerBitWidth",
    ]
    private static let allowedImports: Set<String> = ["UIKit", "Foundation", "XCTest"]
    private static let linkageAttributes: Set<String> = [
        "@_silgen_name", "@_cdecl", "@_section", "@_used", "@_extern",
    ]
    private static let environmentNames: Set<String> = [
        "ProcessInfo", "getenv", "environ", "CommandLine", "FileManager", "FileHandle", "fopen",
        "Bundle", "uname", "getuid", "geteuid", "sysctl", "contentsOfFile", "callStackSymbols",
    ]
    private static let callNames: Set<String> = [
        "exit", "_exit", "abort", "fork", "vfork", "posix_spawn", "system", "execv", "execve", "dlopen", "dlsym",
    ]
}
