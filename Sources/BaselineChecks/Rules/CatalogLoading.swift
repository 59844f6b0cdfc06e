import JSONCoding

/// A catalog file that cannot be used (exit code 2).
public struct CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
}

extension Catalog {
    /// Loads a catalog written in the schema `--list-rules --format json` prints. Only
    /// ever called for a file the user names: never for one inside an audited checkout.
    public static func load(_ path: String) throws(CatalogError) -> Catalog {
        let bytes: [UInt8]
        switch RegularFileReader.read(path, limit: CheckoutLimits.maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(let problem): throw CatalogError(description: "\(path): \(problem.message)")
        }
        let catalog: Catalog
        do {
            catalog = try JSONValueDecoder.decode(Catalog.self, from: bytes)
        } catch {
            throw CatalogError(description: Self.describe(error, in: path))
        }
        if let problem = catalog.problems.first {
            throw CatalogError(description: "\(path): \(problem)")
        }
        // A key the schema does not have would be dropped without a word (a misspelt limit, a count
        // that is never checked): every key read must be one the catalog writes back.
        if let read = try? JSONParser.parse(bytes), let written = try? JSONValueEncoder.encode(catalog),
           let unknown = Self.unknownKey(read, known: written, at: "") {
            throw CatalogError(description: "\(path):\(unknown.location.map { "\($0.line):\($0.column):" } ?? "") unknown key \"\(unknown.key)\" at \(unknown.path.isEmpty ? "the top level" : unknown.path)")
        }
        return catalog
    }

    /// The first key of `read` that `known` (the same document as the catalog writes it) lacks.
    private static func unknownKey(_ read: JSON, known: JSON, at path: String) -> (key: String, path: String, location: TextLocation?)? {
        switch (read.value, known.value) {
        case (.object(let members), .object(let knownMembers)):
            for member in members {
                guard let match = knownMembers.first(where: { $0.key == member.key }) else {
                    if case .null = member.value.value { continue }  // an absent optional, written as null
                    if path.isEmpty, member.key == outsideTheCatalogKey { continue }
                    return (member.key, path, member.keyLocation)
                }
                let inner = path.isEmpty ? member.key : path + "." + member.key
                if let unknown = unknownKey(member.value, known: match.value, at: inner) { return unknown }
            }
        case (.array(let items), .array(let knownItems)):
            for (index, (item, knownItem)) in zip(items, knownItems).enumerated() {
                if let unknown = unknownKey(item, known: knownItem, at: "\(path)[\(index)]") { return unknown }
            }
        default:
            break
        }
        return nil
    }

    /// What makes this catalog unusable: duplicate or malformed IDs, paths that could
    /// leave a checkout, regular expressions that do not compile, impossible counts.
    public var problems: [String] {
        var problems: [String] = []
        if rules.isEmpty { problems.append("the catalog has no rules") }
        var seen: Set<String> = []
        for rule in rules {
            if !seen.insert(rule.id).inserted { problems.append("rule ID \(rule.id) is used twice") }
            if rule.id.isEmpty || !rule.id.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) {
                problems.append("rule ID \"\(rule.id)\" must be upper-case letters and digits")
            }
            if rule.id.hasPrefix("FILE") { problems.append("rule ID \(rule.id): FILE IDs are reserved for unusable files") }
            for path in rule.check.paths where !Self.isConfined(path) {
                problems.append("rule \(rule.id): path \"\(path)\" must be relative, without `..`, inside the checkout")
            }
            problems += rule.check.kind.problems.map { "rule \(rule.id): \($0)" }
        }
        return problems
    }

    private static func isConfined(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.contains("\u{0}")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// `file:line:column: what is wrong at path`.
    private static func describe(_ error: JSONDecodingError, in file: String) -> String {
        let position = error.location.map { "\(file):\($0.line):\($0.column)" } ?? file
        let place = error.path.isEmpty ? "the top level" : error.path
        switch error.reason {
        case .syntax, .invalidValue: return "\(position): not valid catalog JSON at \(place): \(error.message)"
        case .missingKey: return "\(position): \(error.message) at \(place)"
        case .wrongType: return "\(position): unexpected value at \(place): \(error.message)"
        }
    }
}
