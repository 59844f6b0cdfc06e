#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sandbox's directories kept in memory (`/tmp`, `/dev/shm`), each a tmpfs of the size the tool set, named
/// on the driver's command line. A control that fills one has met its budget: a write failed that it may not
/// have told, so the case ends as a failure, never as a pass.
struct ControlDriverMemoryDirectories {
    /// What is left of a full directory at most: the largest file the driver may write (its file size limit),
    /// so that a control that wrote until a write failed has left less.
    static let fullWithin: UInt64 = 1 << 20

    let paths: [String]

    /// The first directory with less than `fullWithin` left, if any.
    func full() -> String? {
        paths.first { path in
            var info = statvfs()
            return statvfs(path, &info) == 0 && UInt64(info.f_bavail) * UInt64(info.f_frsize) < Self.fullWithin
        }
    }
}
