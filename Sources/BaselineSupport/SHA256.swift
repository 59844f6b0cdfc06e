/// SHA-256 (FIPS 180-4) of whole byte arrays and of files, for the build cache: the tool must name a
/// compiled control by its exact inputs and know its products unchanged, and the library uses no
/// Foundation or CryptoKit.
package enum SHA256 {
    /// The 32-byte digest of `bytes`.
    package static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of what is left to read from `descriptor`, read a piece at a time; `nil` when a read fails.
    package static func digest(readingFrom descriptor: Int32) -> [UInt8]? {
        var hasher = SHA256Hasher()
        let complete = DescriptorReading.readInChunks(from: descriptor) { piece in
            hasher.update(piece)
            return true
        }
        return complete ? hasher.finalize() : nil
    }
}
