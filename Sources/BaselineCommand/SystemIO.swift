#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// The process's own standard streams and file system, through the C library.
public struct SystemIO: CommandIO, Sendable {
    /// The process's streams and files.
    public init() {}

    @discardableResult
    public func writeOutput(_ text: String) -> Bool {
        DescriptorWriting.writeAll(text, to: STDOUT_FILENO)
    }

    public func writeError(_ text: String) {
        _ = DescriptorWriting.writeAll(text, to: STDERR_FILENO)
    }

    public func read(_ path: String, limit: Int) throws(CommandIOError) -> [UInt8] {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CommandIOError("cannot open: \(Self.errorText())") }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        switch DescriptorReading.readAll(from: descriptor, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge): throw CommandIOError("larger than \(limit) bytes")
        case .failure(.failed(let code)): throw CommandIOError("cannot read: \(Self.errorText(code))")
        }
    }

    public func write(_ text: String, toFile path: String) throws(CommandIOError) {
        if path == "-" {
            guard DescriptorWriting.writeAll(text, to: STDOUT_FILENO) else { throw CommandIOError("cannot write: \(Self.errorText())") }
            return
        }
        // Atomically: a failed write leaves the file that was there whole, never a truncated part.
        do {
            try AtomicFile.write(text, to: path, mode: 0o644)
        } catch {
            throw CommandIOError("cannot write: \(String(cString: strerror(error.systemError)))")
        }
    }

    private static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
