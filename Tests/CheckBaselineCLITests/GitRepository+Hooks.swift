import Foundation
import TestSupport

/// What the hook tests do with a repository: install the pre-push hook with the built tool, look at hooks.
extension GitRepository {
    var hooks: String { path + "/.git/hooks" }

    /// Where the push tests put the bare repository they push to.
    var remote: String { outside.path + "/remote.git" }

    /// `check-baseline install-hook ARGUMENTS`, run by the freshly built tool.
    func installHook(_ arguments: [String] = []) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.tool, ["install-hook"] + arguments, environment: environment)
    }

    /// The names in a directory that mention `pre-push` (temporary files too, git's samples
    /// not), sorted.
    func hookFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.contains("pre-push") && !$0.hasSuffix(".sample") }.sorted()
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}
