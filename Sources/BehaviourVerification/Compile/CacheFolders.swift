#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// The folders the build cache is in, made and checked before anything in them is used: compiled controls
/// are run from there, so nobody but this user (and root) may be able to change what they hold.
///
/// Every folder from `/` down is looked at with `lstat`, none followed. A symbolic link anywhere is refused:
/// whoever may change the link decides where the cache is. The base (`$XDG_CACHE_HOME`, `~/.cache`) and the
/// folders below it must be this user's and writable by nobody else. The folders above the base (`/`,
/// `/home`, `/home/me`) must be root's or this user's and writable by nobody else unless sticky, as `/tmp`
/// is: there others may add names but not rename or remove this user's. Once all hold, nobody else can swap
/// a folder of the path, so what the cache later opens by name is what was checked.
enum CacheFolders {
    /// `base` and `below` joined, each missing folder made private (0700) and every folder checked.
    static func prepare(base: String, below: [String]) throws(BuildCache.Unusable) -> String {
        let baseParts = FilePaths.components(base)
        try ensure("/", own: baseParts.isEmpty)
        var path = ""
        for (index, part) in (baseParts + below).enumerated() {
            path += "/" + part
            try ensure(path, own: index >= baseParts.count - 1)
        }
        return path
    }

    /// Makes `path` when missing, then checks it: `own` for the base and below, else a folder above it.
    private static func ensure(_ path: String, own: Bool) throws(BuildCache.Unusable) {
        var info = stat()
        if lstat(path, &info) != 0 {
            // Made by another program meanwhile (EEXIST), it is checked like any other.
            guard errno == ENOENT, mkdir(path, 0o700) == 0 || errno == EEXIST, lstat(path, &info) == 0 else {
                throw BuildCache.Unusable(description: "cannot create \(path): \(String(cString: strerror(errno)))")
            }
        }
        if let problem = problem(info, own: own) {
            throw BuildCache.Unusable(description: "refusing the build cache: \(path) \(problem); set XDG_CACHE_HOME"
                + " to a folder only you can change, or correct the owner and mode")
        }
    }

    /// What makes a folder with `info` unsafe for the cache, if anything.
    private static func problem(_ info: stat, own: Bool) -> String? {
        let user = geteuid()
        let mode = info.st_mode & 0o7777
        let writableByOthers = mode & 0o022 != 0
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return "is a symbolic link"
        case S_IFDIR: break
        default: return "is not a directory"
        }
        if info.st_uid != user && (own || info.st_uid != 0) {
            return "is owned by uid \(info.st_uid), not by you (uid \(user))" + (own ? "" : " or root")
        }
        if writableByOthers && own {
            return "is writable by its group or others (mode \(String(mode, radix: 8)))"
        }
        if writableByOthers && mode & S_ISVTX == 0 {
            return "is writable by its group or others (mode \(String(mode, radix: 8))) without the sticky bit"
        }
        return nil
    }
}
