import BaselineChecks
import BaselineSupport
import BehaviourVerification

/// Mutation verdicts kept between runs (`mutation-score` reuses them; `--fresh` judges again and stores anew):
/// each an entry of the build cache, published whole with its manifest (`BuildCache`, `EntryManifest`) and
/// named by the hash of everything that decides the verdict. The key holds the control's whole text, not only
/// the lines around the mutant: a change anywhere in the control can change what a mutant does, so any change
/// to it judges every mutant again. Each verdict is also stored under its declaration's key (`declarationKey`:
/// the same parts, but of the control only the declaration around the mutant), which only `--incremental` reads:
/// there a verdict judged on another control is reused, and said to be, when the mutant's declaration is the
/// same; a verdict so reused is never stored under the whole control's key. An entry that is damaged (its manifest does not hold), unreadable, or
/// records another key is removed and the mutant judged again: the store can cost a judgement, never a verdict.
/// Beside the verdicts, the unmutated control's: that it passed verify-control (with the sample app's storyboards,
/// which add cases) and whether its own tests passed, so that a run whose verdicts are all stored builds nothing.
struct VerdictStore: Sendable {
    let cache: BuildCache
    /// The parts of every key of this run: all but the mutant.
    private let shared: [String]
    /// The parts of every declaration key of this run: all but the mutant and the control.
    private var aroundTheControl: [String]

    static let product = "verdict"
    /// The report's note when there is no store.
    static let unavailable = "no verdict was reused or stored: the tool's own executable (/proc/self/exe), whose digest names"
        + " them, cannot be read"
    private static let header = "mutation-score verdict 1"

    /// The store for mutants of `control` judged under `options` with `toolchain` (linkage checked as `linkage`
    /// says); `ownTests` the checkout's own tests as `VerdictStore.ownTests` words them. `nil` when the tool's
    /// own executable cannot be read: without its digest no key is honest, so nothing is reused or stored.
    init?(cache: BuildCache, toolchain: String, linkage: String, control: [UInt8], options: MutationOptions, ownTests: OwnTests) {
        guard let tool = ToolFingerprint.current else { return nil }
        self.cache = cache
        let declared = options.declared.entries.map { entry in
            "\(entry.operatorID) \(entry.line):\(entry.column) \(entry.replacement ?? "-") \(entry.reason)"
        }
        aroundTheControl = [Self.header, "tool", ToolVersion.current, tool, "toolchain", toolchain, "linkage", linkage,
                            "sandboxed", "\(options.verify.sandboxed)", "generated", "\(options.verify.generatedCases)",
                            "cases-seed", "\(options.verify.seed)", "probe-seed", "\(options.seed)",
                            "probe-cases", "\(MutationScore.probeCases)",
                            "declared", "\(declared.count)"] + declared
        shared = aroundTheControl + ["own-tests", ownTests.whole, "control", Hexadecimal.lowercase(SHA256.digest(control))]
        aroundTheControl += ["own-tests", ownTests.besideTheControl]
    }

    /// The key of `mutant`'s verdict: a directory name in the cache.
    func key(for mutant: Mutant) -> String {
        ControlBuilder.key(shared + [
            "mutant", mutant.mutationOperator.rawValue, "\(mutant.location.line):\(mutant.location.column)",
            "\(mutant.utf8Range.lowerBound)..<\(mutant.utf8Range.upperBound)", Self.words(mutant.edit),
        ])
    }

    /// The key of `mutant`'s verdict by its declaration (`declarations`' of the control): the same for every
    /// control whose declaration around the mutant is the same text, wherever it lies in the file.
    func declarationKey(for mutant: Mutant, in declarations: MutantDeclarations) -> String {
        let place = declarations.place(of: mutant)
        return ControlBuilder.key(aroundTheControl + [
            "declaration", Hexadecimal.lowercase(SHA256.digest(Array(place.text))),
            "mutant", mutant.mutationOperator.rawValue, "\(place.offsets.lowerBound)..<\(place.offsets.upperBound)",
            Self.words(mutant.edit),
        ])
    }

    private static func words(_ edit: Mutant.Edit) -> String {
        switch edit {
        case .text(let text): "text " + text
        case .blanked: "blanked"
        case .negated: "negated"
        }
    }

    /// The verdict stored under `key`; `nil` when there is none, or none that can be trusted (then removed).
    func verdict(forKey key: String) -> MutantVerdict? {
        read(key, count: 3, as: Self.verdict)
    }

    /// Stores `verdict` under `key`, replacing what is there when `replacing` (a `--fresh` run).
    func save(_ verdict: MutantVerdict, forKey key: String, replacing: Bool) {
        write(Self.fields(of: verdict), forKey: key, replacing: replacing)
    }

    /// What the `count` fields of the entry under `key` spell, as `parse` reads them; `nil` when there is no
    /// entry, or none that can be trusted, which is removed and said.
    private func read<Value>(_ key: String, count: Int, as parse: ([String]) -> Value?) -> Value? {
        guard let entry = cache.entry(key, products: [Self.product]) else { return nil }
        if let bytes = BuildProduct.contents(of: entry + "/" + Self.product),
           let fields = Self.decode(bytes, key: key, count: count), let value = parse(fields) {
            return value
        }
        cache.discard(key, because: "its \(Self.product) is not an entry stored under this key")
        return nil
    }

    private func write(_ fields: [String], forKey key: String, replacing: Bool) {
        if replacing, cache.has(key) { cache.discard(key, because: nil) }
        guard let work = BuildCache.makeTemporaryDirectory(in: cache.directory) else { return }
        defer { TemporaryPaths.remove(work) }
        guard FileCopy.write(Self.encode(fields, key: key), to: work + "/" + Self.product) else { return }
        // A store that cannot be written costs the next run its reuse, not this run its verdicts.
        _ = cache.publish(key, products: [Self.product], from: work)
    }

    /// What a run learnt of the unmutated control: it passed verify-control, and its own tests passed (then
    /// survivors meet them) or did not, as `note` says.
    struct Unmutated: Sendable, Equatable {
        let ownTestsUsable: Bool
        let note: String?
    }

    /// The key of the unmutated control's entry, with `sampleApp` (`VerdictStore.sampleApp`).
    func unmutatedKey(sampleApp: String) -> String {
        ControlBuilder.key(shared + ["unmutated", sampleApp])
    }

    /// The unmutated control's stored entry under `key`; `nil` when there is none that can be trusted.
    func unmutated(forKey key: String) -> Unmutated? {
        read(key, count: 2) { fields in
            switch (fields[0], fields[1].isEmpty) {
            case ("own tests usable", true): Unmutated(ownTestsUsable: true, note: nil)
            case ("own tests not usable", false): Unmutated(ownTestsUsable: false, note: fields[1])
            default: nil
            }
        }
    }

    func save(_ unmutated: Unmutated, forKey key: String, replacing: Bool) {
        write([unmutated.ownTestsUsable ? "own tests usable" : "own tests not usable", unmutated.note ?? ""], forKey: key,
              replacing: replacing)
    }

    /// The checkout's own tests as keys word them: `whole`, the digest of the library's project and of each file
    /// of the suite (the test files and the control target's), or why there is none; `besideTheControl` the same
    /// without the control's file, which a declaration key holds only in part. `not run` with `--no-xctest`.
    struct OwnTests: Sendable {
        let whole: String
        let besideTheControl: String

        static let notRun = OwnTests(whole: "not run", besideTheControl: "not run")
    }

    static func ownTests(of source: any CheckoutSource, run: Bool) -> OwnTests {
        guard run else { return .notRun }
        let project = digest(of: CheckoutPaths.libraryProject, in: source)
        switch TestSuiteLocator.locate(in: source) {
        case .failure(let problem):
            let none = project + "\nno suite: \(problem.path) \(problem.message)"
            return OwnTests(whole: none, besideTheControl: none)
        case .success(let suite):
            let files = suite.controlFiles + suite.testFiles
            return OwnTests(whole: ([project] + files.map(digest)).joined(separator: "\n"),
                            besideTheControl: ([project] + files.filter { $0.path != CheckoutPaths.source }.map(digest))
                                .joined(separator: "\n"))
        }
    }

    /// The sample app as the unmutated control's key words it: its project and the files it builds (its
    /// storyboards make the control as an app does), or why it cannot be read.
    static func sampleApp(of source: any CheckoutSource) -> String {
        let project = digest(of: SampleApp.project, in: source)
        switch SampleApp.read(from: source) {
        case .failure(let problem): return project + "\nno app: \(problem.path) \(problem.message)"
        case .success(let app): return ([project] + (app.swiftFiles + app.storyboards).map(digest)).joined(separator: "\n")
        }
    }

    private static func digest(_ file: TestSuite.File) -> String {
        "\(file.path) \(Hexadecimal.lowercase(SHA256.digest(file.bytes)))"
    }

    private static func digest(of path: String, in source: any CheckoutSource) -> String {
        switch source.read(path) {
        case .success(let bytes): digest(TestSuite.File(path: path, bytes: bytes))
        case .failure(let problem): "\(path) \(problem.message)"
        }
    }

    /// A verdict as fields: its word and its two texts.
    static func fields(of verdict: MutantVerdict) -> [String] {
        switch verdict {
        case .caught(let ruleID, let detail): [verdict.word, ruleID, detail]
        case .survived: [verdict.word, "", ""]
        case .equivalent(let reason): [verdict.word, reason, ""]
        case .didNotBuild(let error): [verdict.word, error, ""]
        }
    }

    /// The verdict `fields` spell; `nil` for anything else.
    static func verdict(_ fields: [String]) -> MutantVerdict? {
        switch (fields[0], fields[1], fields[2]) {
        case ("caught", let rule, let detail): rule.isEmpty ? nil : .caught(ruleID: rule, detail: detail)
        case ("survived", "", ""): .survived
        case ("equivalent", let reason, ""): .equivalent(reason: reason)
        case ("not built", let error, ""): .didNotBuild(error)
        default: nil
        }
    }

    /// An entry's text: its header, its key, and each field in hexadecimal, a line each.
    static func encode(_ fields: [String], key: String) -> String {
        ([header, "key " + key] + fields.map { Hexadecimal.lowercase(Array($0.utf8)) }).joined(separator: "\n") + "\n"
    }

    /// The `count` fields `bytes` hold when they are an entry of `key`; `nil` for anything else.
    static func decode(_ bytes: [UInt8], key: String, count: Int) -> [String]? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == count + 3, lines[0] == header, lines[1] == "key " + key, lines.last == "" else { return nil }
        var fields: [String] = []
        for line in lines.dropFirst(2).dropLast() {
            guard let field = text(ofHex: line) else { return nil }
            fields.append(field)
        }
        return fields
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
