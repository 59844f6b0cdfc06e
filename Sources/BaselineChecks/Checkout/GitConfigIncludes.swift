#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// git reads every file a repository's configuration includes (`[include] path = …`, `[includeIf …]`),
/// and blocks on one that is a FIFO: a hostile repository stalled each git call until its deadline.
/// Before git runs, the includes of the configuration it will read are looked at, and one that is
/// not a regular file (or a link to one) refuses the repository.
enum GitConfigIncludes {
    /// Why git must not run for `directory`, or `nil`.
    static func problem(for directory: String) -> String? {
        guard let gitDirectory = gitDirectory(around: directory) else { return nil }
        let config = gitDirectory + "/config"
        guard case .success(let bytes) = RegularFileReader.read(config, limit: 1 << 20) else { return nil }
        for path in includedPaths(String(decoding: bytes, as: UTF8.self)) {
            let target = path.hasPrefix("/") ? path : gitDirectory + "/" + path
            var info = stat()
            // A missing include is skipped by git; anything but a regular file is refused.
            guard stat(target, &info) == 0 else { continue }
            if info.st_mode & S_IFMT != S_IFREG {
                return "its git configuration includes \(path), which is not a regular file; git was not run"
            }
        }
        return nil
    }

    /// The `path` values of `include` and `includeIf` sections, as written.
    static func includedPaths(_ config: String) -> [String] {
        var inInclude = false
        var paths: [String] = []
        for rawLine in config.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingWhitespace
            if line.hasPrefix("[") {
                let section = line.dropFirst().prefix { $0 != "]" && $0 != " " && $0 != "\"" }.lowercased()
                inInclude = section == "include" || section == "includeif"
                continue
            }
            guard inInclude, let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingWhitespace.lowercased() == "path" else { continue }
            var value = line[line.index(after: equals)...].trimmingWhitespace
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
            paths.append(String(value))
        }
        return paths
    }

    /// The git directory of the work tree around `directory`: its `.git` folder, or where a `.git` file
    /// points; `nil` outside a work tree (a bare repository's own config is `directory/config`).
    private static func gitDirectory(around directory: String) -> String? {
        guard let root = FilePaths.untrustedRoot(of: directory) else { return nil }
        let dotGit = root + "/.git"
        if FilePaths.isDirectory(dotGit) { return dotGit }
        guard case .success(let bytes) = RegularFileReader.read(dotGit, limit: 4096) else {
            // No `.git` around: a bare repository keeps its configuration in the directory itself.
            let bare = FilePaths.resolved(directory) ?? directory
            return RegularFileReader.read(bare + "/config", limit: 1 << 20).isSuccess ? bare : nil
        }
        let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace
        guard text.hasPrefix("gitdir:") else { return nil }
        let target = text.dropFirst("gitdir:".count).trimmingWhitespace
        return target.hasPrefix("/") ? String(target) : root + "/" + target
    }
}

private extension Result {
    var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
