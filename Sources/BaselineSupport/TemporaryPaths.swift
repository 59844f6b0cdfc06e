#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files and directories this process made and has not removed yet, so that a run ended by
/// SIGINT, SIGTERM or SIGHUP removes them before it ends (build directories, private copies, half-written files).
package enum TemporaryPaths {
    private static let registered = Mutex<Set<String>>([])
    /// Programs the process started and has not reaped: stopped first on an interrupt, so that none is still
    /// writing into a directory while it is removed.
    private static let children = Mutex<Set<pid_t>>([])
    private static let interrupting: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// A new private directory named `prefix` and six random characters, registered in the same step that
    /// creates it, so that no interrupt falls between the two.
    package static func makeDirectory(prefix: String) -> String? {
        registered.withLock { paths in
            var template = Array((prefix + "XXXXXX").utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
            if let made { paths.insert(made) }
            return made
        }
    }

    /// A new private file named `prefix` and random characters, open for writing, registered as it is created.
    package static func makeFile(prefix: String) -> (descriptor: Int32, path: String)? {
        registered.withLock { paths in
            let made = FileWriting.createUnique(prefix: prefix)
            if let made { paths.insert(made.path) }
            return made
        }
    }

    package static func unregister(_ path: String) {
        registered.withLock { _ = $0.remove(path) }
    }

    package static func childStarted(_ pid: pid_t) {
        children.withLock { _ = $0.insert(pid) }
    }

    package static func childEnded(_ pid: pid_t) {
        children.withLock { _ = $0.remove(pid) }
    }

    /// Removes `path` (a file, or a directory with all it holds) and forgets it.
    package static func remove(_ path: String) {
        DirectoryRemoval.remove(path)
        unregister(path)
    }

    /// Blocks the interrupting signals in this thread and every thread it starts, and waits for them on a
    /// thread of its own, which removes every registered path and then ends the process by the same signal.
    /// Call it first thing, before any other thread exists; children get an empty signal mask back when spawned.
    package static func removeOnInterrupt() {
        var signals = interruptingSet()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        var thread = pthread_t()
        pthread_create(&thread, nil, { _ in TemporaryPaths.waitForInterrupt() }, nil)
    }

    private static func interruptingSet() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in interrupting { sigaddset(&signals, signal) }
        return signals
    }

    private static func waitForInterrupt() -> Never {
        var signals = interruptingSet()
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        // Children first (a sandboxed one ends when its bubblewrap parent does, a moment later), then the paths,
        // again until they are gone or a second has passed. The locks stay held: a thread that would start a
        // child or register a path now waits until the process ends.
        children.withLock { children in
            for pid in children {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
        }
        registered.withLock { paths in
            var stat = stat()
            for _ in 0..<100 {
                for path in paths { DirectoryRemoval.remove(path) }
                if paths.allSatisfy({ lstat($0, &stat) != 0 }) { break }
                usleep(10_000)
            }
            signal(received, SIG_DFL)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            raise(received)
        }
        _exit(128 + received)
    }
}

/// Removes a file or a directory tree without following a link: every entry is opened with `openat` and
/// `O_NOFOLLOW` from its parent, so a link swapped in by another program cannot lead the removal elsewhere.
package enum DirectoryRemoval {
    package static func remove(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            unlink(path)
            return
        }
        removeContents(of: descriptor, depth: 0)
        rmdir(path)
    }

    /// Removes what the directory open as `descriptor` holds, and closes it. Nesting deeper than 64 levels
    /// (only a hostile program makes it) is left behind rather than followed at the cost of a descriptor a level.
    private static func removeContents(of descriptor: Int32, depth: Int) {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            // The name's bytes as they are: a name that is not UTF-8 must not escape removal.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { $0.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } } + [0]
            guard name != [46, 0], name != [46, 46, 0] else { continue }
            // Linux answers EISDIR for a directory, POSIX EPERM.
            guard unlinkat(descriptor, name, 0) != 0, errno == EISDIR || errno == EPERM, depth < 64 else { continue }
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 { removeContents(of: child, depth: depth + 1) }
            unlinkat(descriptor, name, AT_REMOVEDIR)
        }
    }
}
