#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// The process's own standard streams and file system, through the C library.
public struct SystemIO: OracleIO, Sendable {
    /// The process's streams and files.
    public init() {}

    public func writeOutput(_ text: String) {
        _ = DescriptorWriting.writeAll(text, to: STDOUT_FILENO)
    }

    public func writeError(_ text: String) {
        _ = DescriptorWriting.writeAll(text, to: STDERR_FILENO)
    }

    public func read(_ path: String, limit: Int) throws(OracleIOError) -> [UInt8] {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw OracleIOError("cannot open: \(Self.lastError())") }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { readSystemCall(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw OracleIOError("cannot read: \(Self.lastError())")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= limit else { throw OracleIOError("larger than \(limit) bytes") }
        }
    }

    public func write(_ text: String, toFile path: String) throws(OracleIOError) {
        if path == "-" {
            guard DescriptorWriting.writeAll(text, to: STDOUT_FILENO) else { throw OracleIOError("cannot write: \(Self.lastError())") }
            return
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OracleIOError("cannot create: \(Self.lastError())") }
        let written = DescriptorWriting.writeAll(text, to: descriptor)
        let closed = close(descriptor) == 0
        guard written, closed else { throw OracleIOError("cannot write: \(Self.lastError())") }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

// At file scope `read` names the C function, which the method of `SystemIO` shadows.
private func readSystemCall(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
