#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            catalog = try JSONDecoder().decode(Catalog.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw CatalogError(description: "\(path): \(Self.describe(error))")
        } catch {
            throw CatalogError(description: "\(path): \(error)")
        }
        if let problem = catalog.problems.first {
            throw CatalogError(description: "\(path): \(problem)")
        }
        return catalog
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
            for source in rule.check.regularExpressions where CompiledPattern(source) == nil {
                problems.append("rule \(rule.id): invalid regular expression /\(source)/")
            }
            for fragment in rule.check.codeFragments where (try? SwiftFragment(fragment.code)) == nil {
                problems.append("rule \(rule.id): code fragment `\(fragment.code)` is not valid Swift")
            }
            for count in rule.check.counts where count.minimum < 0 || (count.maximum.map { $0 < count.minimum } ?? false) {
                problems.append("rule \(rule.id): impossible count \(count.minimum)...\(count.maximum.map(String.init) ?? "")")
            }
        }
        return problems
    }

    private static func isConfined(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    private static func describe(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .dataCorrupted(let context):
            let detail = (context.underlyingError.map { "\($0)" } ?? context.debugDescription)
            return "not valid catalog JSON at \(at(context.codingPath)): \(detail)"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(at(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(at(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
