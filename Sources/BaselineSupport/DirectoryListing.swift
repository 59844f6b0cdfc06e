#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of a directory the tool made, by kind, without following links.
package enum DirectoryListing {
    /// The names in `directory` (not `.` and `..`) of regular files and of directories, each sorted; links and
    /// other kinds left out. Empty when it cannot be opened.
    package static func entries(of directory: String) -> (files: [String], directories: [String]) {
        guard let stream = opendir(directory) else { return ([], []) }
        defer { closedir(stream) }
        var files: [String] = [], directories: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var info = stat()
            guard name != ".", name != "..", lstat(directory + "/" + name, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: files.append(name)
            case S_IFDIR: directories.append(name)
            default: continue
            }
        }
        return (files.sorted(), directories.sorted())
    }
}
