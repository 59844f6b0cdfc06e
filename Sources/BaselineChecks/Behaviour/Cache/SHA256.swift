/// SHA-256 (FIPS 180-4) of whole byte arrays, for cache keys: the tool must name a compiled
/// control by its exact inputs, and the library uses no Foundation or CryptoKit.
enum SHA256 {
    /// The 32-byte digest of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// `bytes` as lowercase hexadecimal, two digits a byte, the way digests are written.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
