#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#if canImport(MachO)
import MachO  // _NSGetExecutablePath
#endif
#endif
import BaselineChecks
import BaselineSupport

/// `install-hook`: writes a git pre-push hook that checks every pushed commit, into the
/// hooks directory git uses for the checkout (`core.hooksPath` of the repository, or
/// the hooks of its common git directory for a linked work tree). A hook this tool
/// did not write is never replaced silently. What was done, or why not, is returned as
/// values; the command line words them.
public enum HookInstaller {
    /// Installs the hook that runs `tool` (an absolute path) and returns what was done;
    /// with `force`, an existing foreign hook is first saved beside it.
    public static func install(
        checkout: String, tool: String, force: Bool, hook options: HookOptions = HookOptions(), now: time_t = time(nil)
    ) throws(HookInstallationFailure) -> HookInstallation {
        guard FilePaths.isDirectory(checkout) else { throw .noSuchDirectory(checkout: checkout) }
        let (prefix, hooksDirectory) = try locate(checkout)
        guard makeDirectories(hooksDirectory) else {
            throw .cannotCreateDirectory(checkout: checkout, directory: hooksDirectory, reason: String(cString: strerror(errno)))
        }
        let hook = hooksDirectory + "/pre-push"
        var options = options
        options.since = try options.since.map { revision throws(HookInstallationFailure) in
            try commit(named: revision, in: checkout)
        }
        let script = PrePushHook.sealed(PrePushHook.script(tool: tool, prefix: prefix, hook: options))
        let previous: HookInstallation.Previous
        var previousSettings: String?
        switch existingHook(hook) {
        case .none:
            previous = .none
        case .ours:
            let bytes = try? RegularFileReader.read(hook, limit: 1 << 20).get()
            previousSettings = bytes.flatMap(PrePushHook.settings(in:))
            // One we wrote that a user edited since (or an older one, which has no digest) and that differs from
            // the new one: kept before it is replaced. One nobody edited is only other options: replaced as it is.
            if let bytes, !PrePushHook.isUnedited(bytes), !bytes.elementsEqual(script.utf8) {
                previous = .ours(savedAs: try save(hook, now: now))
            } else {
                previous = .ours(savedAs: nil)
            }
        case .foreign:
            guard force else { throw .foreignHook(hook: hook) }
            previous = .foreign(savedAs: try save(hook, now: now))
        }
        do {
            try AtomicFile.write(script, to: hook, mode: 0o755)
        } catch {
            throw .cannotWrite(checkout: checkout, hook: hook, reason: String(cString: strerror(error.systemError)))
        }
        return HookInstallation(hook: hook, previous: previous, since: options.since, previousSettings: previousSettings)
    }

    /// The full name of the commit `revision` names in the checkout's repository.
    private static func commit(named revision: String, in checkout: String) throws(HookInstallationFailure) -> String {
        let output: [UInt8]
        do {
            output = try SafeGit(directory: checkout).run(
                ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        } catch {
            throw .unknownRevision(checkout: checkout, revision: revision)
        }
        let name = String(decoding: output.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let isHexadecimal = name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        guard name.utf8.count >= 40, isHexadecimal else {
            throw .unknownRevision(checkout: checkout, revision: revision)
        }
        return name
    }

    /// The absolute path of the running check-baseline, for the hook to run.
    public static func runningExecutable() throws(HookInstallationFailure) -> String {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0,
              let path = FilePaths.resolved(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        else { throw .unknownExecutable(reason: "_NSGetExecutablePath failed") }
        return path
        #else
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, 4096)
        guard count > 0 else { throw .unknownExecutable(reason: "no /proc/self/exe") }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// The checkout's path in its repository and the hooks directory git uses for it.
    private static func locate(_ checkout: String) throws(HookInstallationFailure) -> (String, String) {
        let output: [UInt8]
        do {
            // The only command that honours core.hooksPath: it asks where hooks are, it runs none.
            output = try SafeGit(directory: checkout).run(["rev-parse", "--show-prefix", "--git-path", "hooks"], honouringHooksPath: true)
        } catch {
            throw .gitFailed(checkout: checkout, reason: error.description)
        }
        let lines = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard lines.count == 3, !lines[1].isEmpty, lines[2].isEmpty else {
            throw .unexpectedGitAnswer(checkout: checkout)
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
        throw .cannotSave(hook: hook, reason: String(cString: strerror(errno)))
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
