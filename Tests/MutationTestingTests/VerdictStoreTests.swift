import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification
@testable import MutationTesting

/// The store of mutation verdicts: a key that changes with each input that decides a verdict, entries read back
/// as written, and nothing trusted that the cache's manifest or the entry's own key does not vouch for.
final class VerdictStoreTests: XCTestCase {
    private let control = Array("let a = 1 > 0\nlet b = 2\n".utf8)
    private let mutant = Mutant(number: 1, mutationOperator: .relational, location: SourceLocation(line: 1, column: 11),
                                utf8Range: 10..<11, edit: .text(">="))

    private func store(
        in cache: BuildCache, control: [UInt8]? = nil, options: MutationOptions = MutationOptions(), ownTests: String = "not run",
        toolchain: String = "Swift version 6.3", linkage: String = "allowlist"
    ) throws -> VerdictStore {
        try XCTUnwrap(VerdictStore(cache: cache, toolchain: toolchain, linkage: linkage, control: control ?? self.control,
                                   options: options, ownTests: VerdictStore.OwnTests(whole: ownTests, besideTheControl: ownTests)),
                       "the test runner's executable cannot be read")
    }

    func testTheKey_changesWithEachInputThatDecidesAVerdict() throws {
        let directory = try TemporaryDirectory()
        let cache = try BuildCache(base: directory.path)
        let base = try store(in: cache).key(for: mutant)
        XCTAssertEqual(try store(in: cache).key(for: mutant), base, "the same inputs name the same entry")
        var changed: [String: String] = [:]
        changed["a control line"] = try store(in: cache, control: Array("let a = 1 > 0\nlet b = 3\n".utf8)).key(for: mutant)
        changed["the edit"] = try store(in: cache).key(for: Mutant(
            number: 1, mutationOperator: .relational, location: mutant.location, utf8Range: mutant.utf8Range, edit: .text("<")))
        changed["the operator"] = try store(in: cache).key(for: Mutant(
            number: 1, mutationOperator: .constant, location: mutant.location, utf8Range: mutant.utf8Range, edit: .text(">=")))
        var options = MutationOptions()
        options.verify.generatedCases = 10
        changed["the generated count"] = try store(in: cache, options: options).key(for: mutant)
        options = MutationOptions()
        options.verify.seed = 1
        changed["the cases' seed"] = try store(in: cache, options: options).key(for: mutant)
        options = MutationOptions()
        options.seed = 1
        changed["the probe's seed"] = try store(in: cache, options: options).key(for: mutant)
        options = MutationOptions()
        options.declared = DeclaredEquivalences(entries: [DeclaredEquivalences.Entry(
            operatorID: "ROR", line: 1, column: 11, replacement: nil, reason: "same", fileLine: 1)])
        changed["a declared equivalence"] = try store(in: cache, options: options).key(for: mutant)
        changed["the own tests"] = try store(in: cache, ownTests: "Tests/T.swift 00").key(for: mutant)
        changed["the toolchain"] = try store(in: cache, toolchain: "Swift version 6.2").key(for: mutant)
        changed["the allowlist"] = try store(in: cache, linkage: "unchecked").key(for: mutant)
        for (input, key) in changed {
            XCTAssertNotEqual(key, base, "\(input) changed, and the key did not")
        }
        // A mutant numbered otherwise is the same change: its number is no input of its verdict.
        var renumbered = mutant
        renumbered.number = 7
        XCTAssertEqual(try store(in: cache).key(for: renumbered), base)
    }

    /// The declaration key (`--incremental`) holds the declaration around the mutant, not the whole control: the
    /// same when another line changes or lines are added above, another when the declaration's own text changes,
    /// and never the whole control's key.
    func testTheDeclarationKey_followsTheDeclarationOnly() throws {
        let directory = try TemporaryDirectory()
        let cache = try BuildCache(base: directory.path)
        let control = Array("func f() {\n    if 1 > 0 {}\n}\nlet b = 2\n".utf8)
        func key(_ text: String, _ utf8Offset: Int) throws -> String {
            let bytes = Array(text.utf8)
            let declarations = MutantDeclarations(file: try SwiftSourceFile(utf8: bytes), source: bytes)
            let mutant = Mutant(number: 1, mutationOperator: .relational, location: SourceLocation(line: 2, column: 10),
                                utf8Range: utf8Offset..<(utf8Offset + 1), edit: .text(">="))
            return try store(in: cache, control: bytes).declarationKey(for: mutant, in: declarations)
        }
        let base = try key(String(decoding: control, as: UTF8.self), 20)
        XCTAssertEqual(try key("func f() {\n    if 1 > 0 {}\n}\nlet b = 3\n", 20), base, "another line changed the key")
        XCTAssertEqual(try key("// a comment above\nfunc f() {\n    if 1 > 0 {}\n}\nlet b = 2\n", 39), base,
                       "the declaration moved down a line and its key changed")
        XCTAssertNotEqual(try key("func f() {\n    if 1 > 0 {} // why\n}\nlet b = 2\n", 20), base,
                          "the declaration's own text changed and its key did not")
        let declarations = MutantDeclarations(file: try SwiftSourceFile(utf8: control), source: control)
        let mutant = Mutant(number: 1, mutationOperator: .relational, location: SourceLocation(line: 2, column: 10),
                            utf8Range: 20..<21, edit: .text(">="))
        XCTAssertNotEqual(try store(in: cache, control: control).key(for: mutant), base)
        XCTAssertEqual(try store(in: cache, control: control).declarationKey(for: mutant, in: declarations), base)
    }

    func testEveryVerdict_isReadBackAsStored() throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: try BuildCache(base: directory.path))
        let verdicts: [MutantVerdict] = [.caught(ruleID: "BHV001", detail: "line\nbreak — é"), .survived,
                                         .equivalent(reason: "same object code"), .didNotBuild("3:4: error")]
        for (index, verdict) in verdicts.enumerated() {
            let key = store.key(for: Mutant(number: 1, mutationOperator: .relational, location: mutant.location,
                                            utf8Range: mutant.utf8Range, edit: .text("\(index)")))
            XCTAssertNil(store.verdict(forKey: key), "nothing is stored before it is saved")
            store.save(verdict, forKey: key, replacing: false)
            XCTAssertEqual(store.verdict(forKey: key), verdict)
        }
    }

    /// A product changed after it was published: the cache's manifest no longer holds, so it is removed and said.
    func testADamagedEntry_isRemovedNotTrusted() throws {
        let directory = try TemporaryDirectory()
        let cache = try BuildCache(base: directory.path)
        let store = try store(in: cache)
        let key = store.key(for: mutant)
        store.save(.caught(ruleID: "BHV001", detail: "differs"), forKey: key, replacing: false)
        let product = cache.directory + "/" + key + "/" + VerdictStore.product
        try VerdictStore.encode(VerdictStore.fields(of: .survived), key: key).write(toFile: product, atomically: false, encoding: .utf8)
        XCTAssertNil(store.verdict(forKey: key), "a verdict its manifest does not vouch for was trusted")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.directory + "/" + key), "the damaged entry is still there")
        XCTAssertTrue(cache.notices.all.contains { $0.contains(key) && $0.contains("damaged") }, "\(cache.notices.all)")
        store.save(.survived, forKey: key, replacing: false)
        XCTAssertEqual(store.verdict(forKey: key), .survived, "the entry is made again")
    }

    /// An entry whole by its manifest but of another key (moved or copied under this name) is removed, not used.
    func testAForeignEntry_isRemovedNotTrusted() throws {
        let directory = try TemporaryDirectory()
        let cache = try BuildCache(base: directory.path)
        let store = try store(in: cache)
        let key = store.key(for: mutant)
        let other = store.key(for: Mutant(number: 2, mutationOperator: .relational, location: mutant.location,
                                          utf8Range: mutant.utf8Range, edit: .text("<")))
        store.save(.survived, forKey: other, replacing: false)
        try FileManager.default.moveItem(atPath: cache.directory + "/" + other, toPath: cache.directory + "/" + key)
        XCTAssertNil(EntryManifest.damage(of: cache.directory + "/" + key, products: [VerdictStore.product]),
                     "the moved entry's manifest holds: only its key tells it apart")
        XCTAssertNil(store.verdict(forKey: key), "another mutant's verdict was trusted")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.directory + "/" + key))
        XCTAssertTrue(cache.notices.all.contains { $0.contains(key) }, "\(cache.notices.all)")
    }

    /// An entry whole by its manifest and key whose fields spell no verdict is removed too, so that it is stored again.
    func testAnEntryThatSpellsNoVerdict_isRemoved() throws {
        let directory = try TemporaryDirectory()
        let cache = try BuildCache(base: directory.path)
        let store = try store(in: cache)
        let key = store.key(for: mutant)
        let work = try TemporaryDirectory()
        try work.write(VerdictStore.product, VerdictStore.encode(["fine", "", ""], key: key))
        guard case .success = cache.publish(key, products: [VerdictStore.product], from: work.path) else {
            return XCTFail("the entry could not be published")
        }
        XCTAssertNil(store.verdict(forKey: key))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.directory + "/" + key))
        store.save(.survived, forKey: key, replacing: false)
        XCTAssertEqual(store.verdict(forKey: key), .survived, "the entry is made again")
    }

    func testReplacing_overwritesAStoredVerdict() throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: try BuildCache(base: directory.path))
        let key = store.key(for: mutant)
        store.save(.survived, forKey: key, replacing: false)
        store.save(.caught(ruleID: "BHV002", detail: "x"), forKey: key, replacing: false)
        XCTAssertEqual(store.verdict(forKey: key), .survived, "a first entry is kept when two runs store one")
        store.save(.caught(ruleID: "BHV002", detail: "x"), forKey: key, replacing: true)
        XCTAssertEqual(store.verdict(forKey: key), .caught(ruleID: "BHV002", detail: "x"), "--fresh replaces it")
    }

    func testEntriesThatAreNotVerdicts_areRefused() {
        let key = String(repeating: "a", count: 64)
        let good = VerdictStore.encode(VerdictStore.fields(of: .equivalent(reason: "r")), key: key)
        XCTAssertEqual(VerdictStore.decode(Array(good.utf8), key: key, count: 3).flatMap(VerdictStore.verdict), .equivalent(reason: "r"))
        for bad in [good.replacingOccurrences(of: "key a", with: "key b"), String(good.dropLast()), good + "\n",
                    good.replacingOccurrences(of: "\n72\n", with: "\n7\n"), good.replacingOccurrences(of: "\n72\n", with: "\n7g\n"),
                    good.replacingOccurrences(of: "mutation-score verdict 1", with: "mutation-score verdict 2")] {
            XCTAssertNil(VerdictStore.decode(Array(bad.utf8), key: key, count: 3), bad)
        }
        for fields in [["fine", "", ""], ["caught", "", "d"], ["survived", "x", ""], ["equivalent", "r", "extra"]] {
            XCTAssertNil(VerdictStore.verdict(fields), "\(fields)")
        }
    }

    /// The unmutated control's entry: read back as stored, and named by the sample app too (its storyboards
    /// add cases to the unmutated control's verification), unlike a mutant's.
    func testTheUnmutatedEntry_isReadBackAndKeyedByTheSampleApp() throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: try BuildCache(base: directory.path))
        let key = store.unmutatedKey(sampleApp: "example/SampleApp/Main.storyboard 00")
        XCTAssertNotEqual(store.unmutatedKey(sampleApp: "example/SampleApp/Main.storyboard 01"), key)
        XCTAssertNotEqual(key, store.key(for: mutant))
        XCTAssertNil(store.unmutated(forKey: key))
        let failing = VerdictStore.Unmutated(ownTestsUsable: false, note: "unmutated, they do not pass")
        store.save(failing, forKey: key, replacing: false)
        XCTAssertEqual(store.unmutated(forKey: key), failing)
        store.save(VerdictStore.Unmutated(ownTestsUsable: true, note: nil), forKey: key, replacing: true)
        XCTAssertEqual(store.unmutated(forKey: key), VerdictStore.Unmutated(ownTestsUsable: true, note: nil))
        XCTAssertNil(store.verdict(forKey: key), "a verdict was read from the unmutated control's entry")
    }
}
