import Foundation

/// A scratch directory for one test, removed when the object goes away.
public final class TemporaryDirectory: Sendable {
    public let path: String

    /// `prefix` starts the directory's name; mkdtemp adds six random characters, so tests never share one.
    public init(prefix: String = "check-baseline-tests-") throws {
        let template = NSTemporaryDirectory() + prefix + "XXXXXX"
        var bytes = Array(template.utf8CString)
        guard bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw CocoaError(.fileWriteUnknown)
        }
        path = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    public func write(_ relativePath: String, _ contents: String) throws -> String {
        try write(relativePath, bytes: Array(contents.utf8))
    }

    @discardableResult
    public func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    public func symlink(_ relativePath: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: target)
    }

    public func makeDirectory(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }
}
