#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies regular files the tool made itself (build products), never following a link at either end.
package enum FileCopy {
    /// Copies `source` to a new file `destination` with `mode`; false when anything fails.
    package static func copy(_ source: String, to destination: String, mode: mode_t = 0o644) -> Bool {
        let input = open(source, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard input >= 0 else { return false }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard output >= 0 else { return false }
        let copied = DescriptorReading.readInChunks(from: input) { DescriptorWriting.writeAll($0, to: output) }
            // The mode asked for, whatever the umask took away.
            && fchmod(output, mode) == 0
        return close(output) == 0 && copied
    }

    /// Writes `text` to a new file `path`.
    package static func write(_ text: String, to path: String, mode: mode_t = 0o644) -> Bool {
        write(Array(text.utf8)[...], to: path, mode: mode)
    }

    /// Writes `bytes` to a new file `path`.
    package static func write(_ bytes: ArraySlice<UInt8>, to path: String, mode: mode_t = 0o644) -> Bool {
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard output >= 0 else { return false }
        let written = DescriptorWriting.writeAll(bytes, to: output) && fchmod(output, mode) == 0
        return close(output) == 0 && written
    }

    /// Writes `text` to `path`, replacing a file the tool wrote there before.
    package static func writeReplacing(_ text: String, to path: String) -> Bool {
        unlink(path)
        return write(text, to: path)
    }
}
