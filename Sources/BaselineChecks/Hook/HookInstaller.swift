#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#if canImport(MachO)
import MachO  // _NSGetExecutablePath
#endif
#endif
import BaselineSupport

/// `install-hook`: writes a git pre-push hook that checks every pushed commit, into the
/// hooks directory git uses for the checkout (`core.hooksPath` of the repository, or
/// the hooks of its common git directory for a linked work tree). A hook this command
/// did not write is never replaced silently.
public enum HookInstaller {
    /// Installs the hook that runs `tool` (an absolute path) and says what was done;
    /// with `force`, an existing foreign hook is first saved beside it.
    public static func install(
        checkout: String, tool: String, force: Bool, hook options: HookOptions = HookOptions(), now: time_t = time(nil)
    ) throws(HookInstallationFailure) -> String {
        let place = "cannot install a pre-push hook for \(checkout)"
        guard FilePaths.isDirectory(checkout) else { throw HookInstallationFailure("\(place): no such directory") }
        let (prefix, hooksDirectory) = try locate(checkout, place: place)
        guard makeDirectories(hooksDirectory) else {
            throw HookInstallationFailure("\(place): cannot create \(hooksDirectory): \(String(cString: strerror(errno)))")
        }
        let hook = hooksDirectory + "/pre-push"
        var report: [String] = []
        let script = PrePushHook.script(tool: tool, prefix: prefix, hook: options)
        switch existingHook(hook) {
        case .none:
            report.append("installed the pre-push hook \(hook)")
        case .ours:
            // One we wrote but that now differs (lines a user added, other options): kept before it is replaced.
            if case .success(let bytes) = RegularFileReader.read(hook, limit: 1 << 20), !bytes.elementsEqual(script.utf8) {
                report.append("saved the previous hook, which differs from the one written now, as \(try save(hook, now: now))")
            }
            report.append("updated the pre-push hook \(hook)")
        case .foreign:
            guard force else {
                throw HookInstallationFailure("""
                    \(hook) already exists and was not written by check-baseline; it was left unchanged. \
                    Run install-hook --force to save it as pre-push.saved-<time> and install the check-baseline hook.
                    """)
            }
            let saved = try save(hook, now: now)
            report.append("saved the existing hook as \(saved)")
            report.append("installed the pre-push hook \(hook)")
        }
        do {
            try AtomicFile.write(script, to: hook, mode: 0o755)
        } catch {
            throw HookInstallationFailure("\(place): \(error)")
        }
        let given = options.checkOptions.isEmpty ? "" : " " + options.checkOptions.joined(separator: " ")
        report.append("each push now runs \(tool)\(given) --rev <commit> on every commit it sends, and is refused when one fails")
        if options.behaviour {
            report.append("a push that changes the control also runs verify-control --against <remote commit>; "
                + (options.strict ? "a behaviour change, or a comparison that could not be made, refuses it"
                    : "behaviour changes are printed, not refused"))
        }
        return report.joined(separator: "\n") + "\n"
    }

    /// The absolute path of the running check-baseline, for the hook to run.
    public static func runningExecutable() throws(HookInstallationFailure) -> String {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0,
              let path = FilePaths.resolved(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        else { throw HookInstallationFailure("cannot tell where this check-baseline is installed (_NSGetExecutablePath failed)") }
        return path
        #else
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, 4096)
        guard count > 0 else { throw HookInstallationFailure("cannot tell where this check-baseline is installed (no /proc/self/exe)") }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// The checkout's path in its repository and the hooks directory git uses for it.
    private static func locate(_ checkout: String, place: String) throws(HookInstallationFailure) -> (String, String) {
        let output: [UInt8]
        do {
            // The only command that honours core.hooksPath: it asks where hooks are, it runs none.
            output = try SafeGit(directory: checkout).run(["rev-parse", "--show-prefix", "--git-path", "hooks"], honouringHooksPath: true)
        } catch {
            throw HookInstallationFailure("\(place): \(error)")
        }
        let lines = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard lines.count == 3, !lines[1].isEmpty, lines[2].isEmpty else {
            throw HookInstallationFailure("\(place): git rev-parse printed an unexpected answer")
        }
        let hooks = lines[1].hasPrefix("/") || checkout == "." ? lines[1] : checkout + "/" + lines[1]
        return (lines[0], hooks)
    }

    private enum ExistingHook {
        case none, ours, foreign
    }

    /// Ours only when it is a regular file holding the marker line; links and anything else are foreign.
    private static func existingHook(_ path: String) -> ExistingHook {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .none : .foreign }
        guard info.st_mode & S_IFMT == S_IFREG, case .success(let bytes) = RegularFileReader.read(path, limit: 1 << 20) else {
            return .foreign
        }
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        return lines.contains { $0.elementsEqual(PrePushHook.marker.utf8) } ? .ours : .foreign
    }

    /// Keeps the existing hook under a new name (a hard link, so that the hook is never
    /// missing), `pre-push.saved-<UTC time>`, numbered if that name is taken.
    private static func save(_ hook: String, now: time_t) throws(HookInstallationFailure) -> String {
        var clock = now
        var parts = tm()
        gmtime_r(&clock, &parts)
        var text = [CChar](repeating: 0, count: 32)
        let length = strftime(&text, text.count, "%Y%m%dT%H%M%SZ", &parts)
        let stamp = String(decoding: text[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for attempt in 1...100 {
            let saved = hook + ".saved-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            if linkat(AT_FDCWD, hook, AT_FDCWD, saved, 0) == 0 { return saved }
            guard errno == EEXIST else { break }
        }
        throw HookInstallationFailure("cannot save the existing hook \(hook): \(String(cString: strerror(errno)))")
    }

    /// `mkdir -p`, for a core.hooksPath that does not exist yet.
    private static func makeDirectories(_ path: String) -> Bool {
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) != 0 && !(errno == EEXIST && FilePaths.isDirectory(partial)) { return false }
        }
        return true
    }
}
