import BaselineChecks
import BaselineSupport

/// Mutation verdicts kept between runs (`mutation-score` reuses them; `--fresh` judges again and stores anew):
/// each an entry of the build cache, published whole with its manifest (`BuildCache`, `EntryManifest`) and
/// named by the hash of everything that decides the verdict. The key holds the control's whole text, not only
/// the lines around the mutant: a change anywhere in the control can change what a mutant does, so any change
/// to it judges every mutant again. An entry that is damaged (its manifest does not hold), unreadable, or
/// records another key is removed and the mutant judged again: the store can cost a judgement, never a verdict.
struct VerdictStore: Sendable {
    let cache: BuildCache
    /// The parts of every key of this run: all but the mutant.
    private let shared: [String]

    static let product = "verdict"
    /// The report's note when there is no store.
    static let unavailable = "no verdict was reused or stored: the tool's own executable (/proc/self/exe), whose digest names"
        + " them, cannot be read"
    private static let header = "mutation-score verdict 1"

    /// The store for mutants of `control` judged under `options` with `toolchain` (linkage checked as `linkage`
    /// says); `ownTests` the checkout's own tests as `VerdictStore.ownTests` words them. `nil` when the tool's
    /// own executable cannot be read: without its digest no key is honest, so nothing is reused or stored.
    init?(cache: BuildCache, toolchain: String, linkage: String, control: [UInt8], options: MutationOptions, ownTests: String) {
        guard let tool = ToolFingerprint.current else { return nil }
        self.cache = cache
        let declared = options.declared.entries.map { entry in
            "\(entry.operatorID) \(entry.line):\(entry.column) \(entry.replacement ?? "-") \(entry.reason)"
        }
        shared = [Self.header, "tool", ToolVersion.current, tool, "toolchain", toolchain, "linkage", linkage,
                  "sandboxed", "\(options.verify.sandboxed)", "generated", "\(options.verify.generatedCases)",
                  "cases-seed", "\(options.verify.seed)", "probe-seed", "\(options.seed)",
                  "probe-cases", "\(MutationScore.probeCases)", "control", Hexadecimal.lowercase(SHA256.digest(control)),
                  "own-tests", ownTests, "declared", "\(declared.count)"] + declared
    }

    /// The key of `mutant`'s verdict: a directory name in the cache.
    func key(for mutant: Mutant) -> String {
        let edit = switch mutant.edit {
        case .text(let text): "text " + text
        case .blanked: "blanked"
        case .negated: "negated"
        }
        return ControlBuilder.key(shared + [
            "mutant", mutant.mutationOperator.rawValue, "\(mutant.location.line):\(mutant.location.column)",
            "\(mutant.utf8Range.lowerBound)..<\(mutant.utf8Range.upperBound)", edit,
        ])
    }

    /// The verdict stored under `key`; `nil` when there is none, or none that can be trusted (then removed).
    func verdict(forKey key: String) -> MutantVerdict? {
        guard let entry = cache.entry(key, products: [Self.product]) else { return nil }
        if let bytes = BuildProduct.contents(of: entry + "/" + Self.product), let verdict = Self.decode(bytes, key: key) {
            return verdict
        }
        cache.discard(key, because: "its \(Self.product) is not a verdict stored under this key")
        return nil
    }

    /// Stores `verdict` under `key`, replacing what is there when `replacing` (a `--fresh` run).
    func save(_ verdict: MutantVerdict, forKey key: String, replacing: Bool) {
        if replacing, cache.has(key) { cache.discard(key, because: nil) }
        guard let work = BuildCache.makeTemporaryDirectory(in: cache.directory) else { return }
        defer { TemporaryPaths.remove(work) }
        guard FileCopy.write(Self.encode(verdict, key: key), to: work + "/" + Self.product) else { return }
        // A store that cannot be written costs the next run its reuse, not this run its verdicts.
        _ = cache.publish(key, products: [Self.product], from: work)
    }

    /// The checkout's own tests as a key words them: the digest of each file of the suite (the test files and
    /// the control target's), or why there is none; `not run` when survivors do not meet them.
    static func ownTests(of source: any CheckoutSource, judged: Bool) -> String {
        guard judged else { return "not run" }
        switch TestSuiteLocator.locate(in: source) {
        case .failure(let problem): return "no suite: \(problem.path) \(problem.message)"
        case .success(let suite):
            return (suite.controlFiles + suite.testFiles).map { file in
                "\(file.path) \(Hexadecimal.lowercase(SHA256.digest(file.bytes)))"
            }.joined(separator: "\n")
        }
    }

    /// The entry's text: its header, its key, the verdict's word and its two texts in hexadecimal.
    static func encode(_ verdict: MutantVerdict, key: String) -> String {
        let (first, second): (String, String) = switch verdict {
        case .caught(let ruleID, let detail): (ruleID, detail)
        case .survived: ("", "")
        case .equivalent(let reason): (reason, "")
        case .didNotBuild(let error): (error, "")
        }
        return [header, "key " + key, verdict.word, Hexadecimal.lowercase(Array(first.utf8)),
                Hexadecimal.lowercase(Array(second.utf8))].joined(separator: "\n") + "\n"
    }

    /// The verdict `bytes` hold when they are an entry of `key`; `nil` for anything else.
    static func decode(_ bytes: [UInt8], key: String) -> MutantVerdict? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 6, lines[0] == header, lines[1] == "key " + key, lines[5].isEmpty,
              let first = text(ofHex: lines[3]), let second = text(ofHex: lines[4]) else { return nil }
        switch lines[2] {
        case "caught": return first.isEmpty ? nil : .caught(ruleID: first, detail: second)
        case "survived": return .survived
        case "equivalent": return .equivalent(reason: first)
        case "not built": return .didNotBuild(first)
        default: return nil
        }
    }

    /// The UTF-8 text lowercase hexadecimal `hex` spells; `nil` when it spells none.
    private static func text(ofHex hex: Substring) -> String? {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
