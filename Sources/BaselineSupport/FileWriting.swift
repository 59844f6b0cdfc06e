#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The low-level steps of writing private files.
package enum FileWriting {
    /// A new file readable only by this user, named `prefix` and six random characters.
    /// Its descriptor is closed on exec from the start (`O_CLOEXEC` given to `open`), so that
    /// a program another thread spawns meanwhile never inherits it; this is `mkostemp`,
    /// which Swift's Glibc module does not export.
    package static func createUnique(prefix: String) -> (descriptor: Int32, path: String)? {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = (0..<6).map { _ in nameCharacters[Int(generator.next(upperBound: UInt(nameCharacters.count)))] }
            let path = prefix + String(decoding: suffix, as: UTF8.self)
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 { return (descriptor, path) }
            guard errno == EEXIST || errno == EINTR else { return nil }
        }
        return nil
    }

    private static let nameCharacters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
}
