#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks

/// bwrap's command line for one run: new namespaces of every kind (so no network), no
/// capabilities, no further user namespaces, death with the tool, a read-only system, an
/// empty private `/tmp` with an empty home in it, and only the binds the run names.
enum BubblewrapArguments {
    /// The program's home inside the sandbox: an empty directory in its private `/tmp`.
    static let home = "/tmp/home"

    /// With `seccomp`, bwrap reads the filter from descriptor 3 (`SeccompFilter`) and loads it last, after
    /// making the sandbox, so that it binds only the program.
    static func arguments(for run: SandboxRun, environment: [String], seccomp: Bool) -> [String] {
        isolation + (seccomp ? ["--seccomp", "3"] : []) + ["--clearenv"] + environment.flatMap(setting)
            + system(run.limits)
            + run.readOnlyBinds.flatMap { ["--ro-bind", $0, $0] }
            + run.readWriteBinds.flatMap { ["--bind", $0, $0] }
            + run.relocatedBinds.flatMap { ["--bind", $0.host, $0.inside] }
            + ["--chdir", run.workingDirectory ?? home, "--", run.executable] + run.arguments
    }

    /// `--unshare-all` takes network, PID, IPC, UTS, cgroup and (where the kernel lets it)
    /// user namespaces; the user namespace is then required, so that `--disable-userns` can
    /// stop the program from making one of its own, where it would hold capabilities again.
    /// bwrap run by root keeps every capability unless told otherwise: `--cap-drop ALL`.
    private static let isolation = [
        "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
        "--cap-drop", "ALL",
    ]

    /// The system a program needs to run: `/usr` read-only, the top-level directories that
    /// lead into it, fresh `/proc` and `/dev`, and the private `/tmp`.
    ///
    /// bwrap's `--dev` is a tmpfs of half the RAM, and `--size` sizes only a `--tmpfs`: so `/dev/shm` is
    /// a tmpfs of its own, sized, and the rest of `/dev` is made read-only (the device nodes in it are
    /// mounts of their own, and stay usable).
    private static func system(_ limits: ResourceLimits) -> [String] {
        ["--proc", "/proc", "--dev", "/dev"]
            + limits.memoryDirectories.flatMap { ["--size", String($0.bytes), "--tmpfs", $0.path] }
            + ["--remount-ro", "/dev", "--dir", home, "--ro-bind", "/usr", "/usr"]
            + topLevelDirectories + etcFiles
    }

    /// `/bin`, `/lib` and the like as the host has them: links into `/usr` (Debian 12 is
    /// usr-merged) made again, directories bound read-only, missing ones left out.
    private static var topLevelDirectories: [String] {
        ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"].flatMap { path -> [String] in
            var info = stat()
            guard lstat(path, &info) == 0 else { return [] }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: return linkTarget(path).map { ["--symlink", $0, path] } ?? []
            case S_IFDIR: return ["--ro-bind", path, path]
            default: return []
            }
        }
    }

    /// Of `/etc`, only the dynamic linker's cache, without which libraries outside the default
    /// directories are not found. Tried with less and more: `swiftc` compiles and links the
    /// same (its link line unchanged) with no file of `/etc` at all, and so runs what it built.
    private static var etcFiles: [String] {
        let cache = "/etc/ld.so.cache"
        return access(cache, R_OK) == 0 ? ["--ro-bind", cache, cache] : []
    }

    private static func setting(_ variable: String) -> [String] {
        let parts = variable.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        return ["--setenv", String(parts[0]), parts.count > 1 ? String(parts[1]) : ""]
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
