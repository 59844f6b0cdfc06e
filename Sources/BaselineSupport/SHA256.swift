/// SHA-256 (FIPS 180-4) of whole byte arrays, for cache keys: the tool must name a compiled
/// control by its exact inputs, and the library uses no Foundation or CryptoKit.
package enum SHA256 {
    /// The 32-byte digest of `bytes`.
    package static func digest(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }
}
