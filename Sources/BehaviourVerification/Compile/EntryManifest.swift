#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// The SHA-256 of each product of a cache entry, written into the entry before it is published and checked
/// each time it is used: a product changed since (another control's driver swapped in, a truncated file)
/// must cost a rebuild, never a verdict on the wrong code. In `sha256sum`'s format, so that
/// `sha256sum -c products.sha256` in an entry checks it too.
enum EntryManifest {
    static let name = "products.sha256"
    /// Far more than a few lines of names and digests: a larger file is no manifest of ours.
    private static let sizeLimit = 1 << 16

    /// Writes the manifest of `products` into the directory `entry`, which holds them.
    static func write(_ products: [String], into entry: String) -> Bool {
        guard let text = text(products, in: entry) else { return false }
        return FileCopy.write(text, to: entry + "/" + name)
    }

    /// Why `entry` does not hold `products` as its manifest records them; `nil` when it does.
    static func damage(of entry: String, products: [String]) -> String? {
        var info = stat()
        guard lstat(entry, &info) == 0 else { return "it is gone" }
        // Not followed: the products are opened by their path in the entry.
        guard info.st_mode & S_IFMT == S_IFDIR else { return "it is not a directory" }
        guard let recorded = recorded(in: entry) else { return "its \(name) is missing or unreadable" }
        for product in products {
            guard let expected = recorded[product] else { return "its \(name) does not list \(product)" }
            guard let digest = digest(entry + "/" + product) else { return "\(product) is missing or unreadable" }
            guard Hexadecimal.lowercase(digest) == expected else {
                return "\(product) is not the file its \(name) records"
            }
        }
        return nil
    }

    /// One line for each product, its digest in hexadecimal, two spaces and its name.
    private static func text(_ products: [String], in entry: String) -> String? {
        var text = ""
        for product in products {
            guard let digest = digest(entry + "/" + product) else { return nil }
            text += Hexadecimal.lowercase(digest) + "  " + product + "\n"
        }
        return text
    }

    /// Each product's recorded digest, by name.
    private static func recorded(in entry: String) -> [String: String]? {
        guard let descriptor = openRegularFile(entry + "/" + name) else { return nil }
        defer { close(descriptor) }
        guard case .success(let bytes) = DescriptorReading.readAll(from: descriptor, limit: sizeLimit) else { return nil }
        var digests: [String: String] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            guard let gap = line.firstRange(of: "  ") else { return nil }
            digests[String(line[gap.upperBound...])] = String(line[..<gap.lowerBound])
        }
        return digests
    }

    /// The SHA-256 of the regular file at `path`, read in pieces.
    private static func digest(_ path: String) -> [UInt8]? {
        guard let descriptor = openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        return SHA256.digest(readingFrom: descriptor)
    }

    /// `path` open for reading when it is a regular file; a link is refused, not followed, and a FIFO does
    /// not block the open.
    private static func openRegularFile(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
