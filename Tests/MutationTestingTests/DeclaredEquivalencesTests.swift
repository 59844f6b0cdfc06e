import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// Declared equivalences: read line by line with their place in the file, applied only to survivors, and
/// every declaration that matches nothing or was caught said.
final class DeclaredEquivalencesTests: XCTestCase {
    private func mutant(_ number: Int, _ operation: MutationOperator, line: Int, column: Int, to replacement: String) -> Mutant {
        Mutant(number: number, mutationOperator: operation, location: SourceLocation(line: line, column: column),
               utf8Range: 0..<1, edit: .text(replacement))
    }

    func testParsing_readsEachLine_andRefusesOneOfAnotherForm() throws {
        let declared = try DeclaredEquivalences.parse("""
            # survivors of the real control
            CRP 210:91 2 — the branch keeps the fraction below 1

            SDL 52:13 — rating's didSet, run on the line before, updates it
            """, path: "equivalent.txt")
        XCTAssertEqual(declared.entries.map(\.operatorID), ["CRP", "SDL"])
        XCTAssertEqual(declared.entries.map(\.replacement), ["2", nil])
        XCTAssertEqual(declared.entries.map(\.fileLine), [2, 4])
        for bad in ["CRP 210 — no column", "XYZ 1:1 — no operator", "SDL 1:1", "SDL 1:1 a b — too many words", "SDL 1:1 — "] {
            XCTAssertThrowsError(try DeclaredEquivalences.parse("\n" + bad, path: "f")) { error in
                XCTAssertTrue("\(error)".hasPrefix("f:2: expected"), "\(bad): \(error)")
            }
        }
    }

    func testOnlySurvivorsBecomeEquivalent_andWrongOrStaleDeclarationsAreSaid() throws {
        let declared = try DeclaredEquivalences.parse("""
            CRP 5:3 2 — survives
            CRP 5:3 10 — is caught
            SDL 9:1 — matches nothing
            CRP 5:3 — matches two
            """, path: "f")
        let survivor = mutant(1, .constant, line: 5, column: 3, to: "2")
        let caught = mutant(2, .constant, line: 5, column: 3, to: "10")
        let applied = declared.applied(
            to: [(survivor, .survived), (caught, .caught(ruleID: "BHV001", detail: "differs"))], among: [survivor, caught],
            in: Array("x".utf8))
        XCTAssertEqual(applied.verdicts, [.equivalent(reason: "declared: survives"), .caught(ruleID: "BHV001", detail: "differs")])
        XCTAssertEqual(applied.notes.count, 3, "\(applied.notes)")
        XCTAssertTrue(applied.notes.contains { $0.contains("SDL 9:1 (line 3) matches no mutant") }, "\(applied.notes)")
        XCTAssertTrue(applied.notes.contains { $0.contains("CRP 5:3 (line 4) matches 2 mutants") }, "\(applied.notes)")
        XCTAssertTrue(applied.notes.contains { $0.contains("mutant #2") && $0.contains("the declaration is wrong") }, "\(applied.notes)")
    }
}
