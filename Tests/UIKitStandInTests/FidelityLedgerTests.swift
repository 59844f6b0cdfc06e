import Foundation
import XCTest

/// `docs/uikit-fidelity.md` holds the stand-in's claims about iOS, each with its evidence. Every test of the
/// stand-in pins at least one entry, and every entry names its evidence (or says it is assumed) and the tests
/// that pin it: a behaviour tested without an entry, or an entry without evidence or tests, fails here.
final class FidelityLedgerTests: XCTestCase {
    func testEveryStandInTest_pinsAnEntry_andEveryEntryNamesItsEvidenceAndItsTests() throws {
        let ledger = try FidelityLedger.read()
        XCTAssertFalse(ledger.entries.isEmpty)
        for entry in ledger.entries {
            XCTAssertNotNil(entry.evidence, "\(entry.id) names no evidence class")
            if let evidence = entry.evidence, evidence != "assumed" {
                XCTAssertTrue(entry.hasSource, "\(entry.id) is \(evidence) but cites no source")
            }
            XCTAssertFalse(entry.pinnedBy.isEmpty, "\(entry.id) names no test that pins it")
        }
        let tests = try FidelityLedger.standInTests()
        let pinned = Set(ledger.entries.flatMap(\.pinnedBy))
        for test in tests.subtracting(pinned).sorted() {
            XCTFail("\(test) pins no ledger entry: add it to an entry's \"Pinned by\" in docs/uikit-fidelity.md")
        }
        for name in pinned.subtracting(tests).sorted() {
            XCTFail("docs/uikit-fidelity.md names \(name), which is no test of the stand-in")
        }
        XCTAssertEqual(Set(ledger.entries.map(\.id)).count, ledger.entries.count, "entry IDs are unique")
    }

    func testSummaryTable_countsTheEntriesByClass() throws {
        let ledger = try FidelityLedger.read()
        let text = try String(contentsOfFile: FidelityLedger.root + "/docs/uikit-fidelity.md", encoding: .utf8)
        for evidence in FidelityLedger.classes {
            let count = ledger.entries.filter { $0.evidence == evidence }.count
            XCTAssertTrue(text.contains("| `\(evidence)` | \(count) |"), "the summary should count \(count) \(evidence)")
        }
        XCTAssertTrue(text.contains("| total | \(ledger.entries.count) |"), "the summary should total \(ledger.entries.count)")
    }
}

/// The ledger as the test reads it: `### \`id\`: title` headings, then `Evidence: CLASS — source` and
/// `Pinned by: \`Class.method\`, …` lines.
struct FidelityLedger {
    static let classes: Set<String> = ["apple-doc", "apple-header", "device-measurement", "two-reimplementations", "assumed"]

    struct Entry {
        let id: String
        var evidence: String?
        var hasSource = false
        var pinnedBy: [String] = []
    }

    var entries: [Entry] = []

    static func read() throws -> FidelityLedger {
        let text = try String(contentsOfFile: root + "/docs/uikit-fidelity.md", encoding: .utf8)
        var ledger = FidelityLedger()
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("### `"), let id = line.dropFirst(5).split(separator: "`").first {
                ledger.entries.append(Entry(id: String(id)))
            } else if line.hasPrefix("Evidence: "), !ledger.entries.isEmpty {
                let rest = line.dropFirst("Evidence: ".count)
                let name = rest.prefix { $0 != " " && $0 != "," && $0 != ";" }
                ledger.entries[ledger.entries.count - 1].evidence = classes.contains(String(name)) ? String(name) : nil
                ledger.entries[ledger.entries.count - 1].hasSource =
                    ["https://", ".h", "github:"].contains { rest.contains($0) }
            } else if line.hasPrefix("Pinned by: "), !ledger.entries.isEmpty {
                ledger.entries[ledger.entries.count - 1].pinnedBy += line.split(separator: "`").enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
        }
        return ledger
    }

    /// Every `Class.testMethod` of the stand-in's tests but this file's.
    static func standInTests() throws -> Set<String> {
        let folder = root + "/Tests/UIKitStandInTests"
        var tests: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix("Tests.swift") {
            let className = String(file.dropLast(".swift".count))
            guard className != "FidelityLedgerTests" else { continue }
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for part in text.components(separatedBy: "func test").dropFirst() {
                tests.insert(className + ".test" + part.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        return tests
    }

    /// The repository's root, from this file's place in it.
    static var root: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
