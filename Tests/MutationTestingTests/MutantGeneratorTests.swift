import XCTest
@testable import BaselineChecks
@testable import MutationTesting

/// The mutants made of small sources, written out by hand: which operator changes which text into what,
/// and what is left alone.
final class MutantGeneratorTests: XCTestCase {
    /// Each mutant as `OPERATOR original → replacement` (deletions as `OPERATOR original ⌫`), in list order.
    private func mutants(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            let bytes = Array(source.utf8)
            return try MutantGenerator(source: bytes).mutants().mutants.map { mutant in
                let original = mutant.original(in: bytes)
                return "\(mutant.mutationOperator.rawValue) \(original) "
                    + (mutant.edit == .blanked ? "⌫" : "→ \(mutant.replacement(in: bytes))")
            }
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return []
        }
    }

    func testOperators_areSwappedOnlyWhereTheyAreBinary() {
        let source = """
            func f(a: Int, b: Set<Int>) -> Bool {
                return a >= 2 && a*3 == a
            }
            """
        XCTAssertEqual(mutants(source), [
            "ROR >= → >", "CRP 2 → 0", "CRP 2 → 3", "CRP 2 → 1", "CRP 2 → 20",
            "CRP 3 → 0", "CRP 3 → 4", "CRP 3 → 2", "CRP 3 → 30", "ROR == → !=",
        ])
    }

    func testConstants_ofFloatsAndUnderscoredIntegers_andNegativeResultsInParentheses() {
        XCTAssertEqual(mutants("func f() { g(0.25, 1_000, by: -1, 0) }"), [
            "SDL g(0.25, 1_000, by: -1, 0) ⌫",
            "CRP 0.25 → 0", "CRP 0.25 → 1.25", "CRP 0.25 → (-0.75)", "CRP 0.25 → 2.5",
            "CRP 1_000 → 0", "CRP 1_000 → 1001", "CRP 1_000 → 999", "CRP 1_000 → 10000",
            "CRP 1 → 0", "CRP 1 → 2", "CRP 1 → 10",
            "CRP 0 → 1", "CRP 0 → (-1)",
        ])
    }

    func testBooleansNegationsAndMinMax() {
        XCTAssertEqual(mutants("func f(x: Bool) { h(!x, true, min(1.0, max(x, y))) }").filter { !$0.hasPrefix("CRP") && !$0.hasPrefix("SDL") }, [
            "UOD ! ⌫", "BCR true → false", "MMS min → max", "MMS max → min",
        ])
    }

    func testAGuard_losesEachPlainCondition_isNegatedByCondition_andIsDeletedOnlyWithoutBindings() {
        let plain = """
            func f() {
                guard a, b else {
                    return
                }
            }
            """
        XCTAssertEqual(Set(mutants(plain)), ["UOI a → !(a)", "GCD a, ⌫", "UOI b → !(b)", "GCD , b ⌫", "SDL guard a, b else {\n        return\n    } ⌫"])
        let binding = """
            func f() {
                guard let x = y, x > 0 else { return }
            }
            """
        XCTAssertEqual(Set(mutants(binding)), [
            "UOI x > 0 → !(x > 0)", "GCD , x > 0 ⌫", "ROR > → >=", "CRP 0 → 1", "CRP 0 → (-1)",
        ], "the binding stays, so the guard is not deleted and its return, which it must have, stays")
    }

    func testAnEarlyReturnOfAnIf_isDeleted_butNotAReturnWithAValue() {
        let source = """
            func f() -> Int {
                if a {
                    return
                }
                return 1
            }
            """
        XCTAssertEqual(Set(mutants(source).filter { !$0.hasPrefix("CRP") }), [
            "UOI a → !(a)", "SDL if a {\n        return\n    } ⌫", "RET return ⌫",
        ])
    }

    func testAClosuresSignature_isNoStatement_andACallThroughAnOptionalChainIsNamedSo() {
        let source = """
            func f() {
                animate { [weak self] in
                    self?.update()
                }
            }
            """
        XCTAssertEqual(Set(mutants(source)), ["SDL animate { [weak self] in\n        self?.update()\n    } ⌫", "OCR self?.update() ⌫"])
    }

    /// A call to an initializer through `super` or `self` stays (an initializer without it does not build); every
    /// other statement through them is deleted, `super.layoutSubviews()` too.
    func testCallsThroughSuperAndSelf_areDeleted_butNotTheirInitializers() {
        let source = """
            class V: U {
                init(frame: Int) {
                    super.init(frame: frame)
                }
                convenience init() {
                    self.init(frame: 1)
                }
                func layout() {
                    super.layoutSubviews()
                    self.refresh()
                }
            }
            """
        XCTAssertEqual(Set(mutants(source).filter { $0.hasPrefix("SDL") }),
                       ["SDL super.layoutSubviews() ⌫", "SDL self.refresh() ⌫"])
    }

    func testDeclarationsProtocolsAttributesAndImports_areLeftAlone() {
        let source = """
            import UIKit
            @objc protocol P { func f(x: Int) }
            @available(iOS 13.0, *)
            class C {
                static let limit = 100
                func g() {
                    let x = 1
                }
            }
            """
        XCTAssertEqual(mutants(source), ["CRP 100 → 0", "CRP 100 → 101", "CRP 100 → 99", "CRP 100 → 1000",
                                         "CRP 1 → 0", "CRP 1 → 2", "CRP 1 → 10"])
    }

    func testADeletion_keepsEveryLineAndColumn_andTheDiffShowsTheLines() throws {
        let source = Array("func f() {\n    a()\n    b()\n}\n".utf8)
        let deletion = try XCTUnwrap(MutantGenerator(source: source).mutants().mutants.first { $0.original(in: source) == "a()" })
        XCTAssertEqual(String(decoding: deletion.applied(to: source), as: UTF8.self), "func f() {\n       \n    b()\n}\n")
        XCTAssertEqual(deletion.location, SourceLocation(line: 2, column: 5))
        XCTAssertEqual(deletion.diff(of: source), ["-    a()", "+"])
        XCTAssertEqual(deletion.change(in: source), "`a()` deleted")
    }

    func testTheSameMutatedSource_isMadeOnce_andNumbersFollowTheList() throws {
        let made = try MutantGenerator(source: Array("func f() { g(0) }".utf8)).mutants().mutants
        XCTAssertEqual(made.map(\.number), Array(1...made.count))
        XCTAssertEqual(Set(made.map { $0.applied(to: Array("func f() { g(0) }".utf8)) }).count, made.count)
    }

    /// Two edits that make the same source are one mutant, whatever their form (text, a deletion, a negation),
    /// and edits that make different sources are kept, though as long and at the same place.
    func testMutatedSources_tellTheSameSourceWithoutMakingIt() {
        let source = Array("aa x\n".utf8)
        var sources = MutatedSources(source: source)
        func mutant(_ range: Range<Int>, _ edit: Mutant.Edit) -> Mutant {
            Mutant(number: 0, mutationOperator: .statement, location: SourceLocation(line: 1, column: 1), utf8Range: range, edit: edit)
        }
        XCTAssertTrue(sources.insert(mutant(0..<1, .text(""))), "a x")
        XCTAssertFalse(sources.insert(mutant(1..<2, .text(""))), "the other a removed: the same a x")
        XCTAssertTrue(sources.insert(mutant(3..<4, .negated)), "aa !(x)")
        XCTAssertFalse(sources.insert(mutant(2..<4, .text(" !(x)"))), "the same, written out")
        XCTAssertTrue(sources.insert(mutant(0..<2, .blanked)), "   x")
        XCTAssertFalse(sources.insert(mutant(0..<3, .text("   "))), "three spaces for `aa `: the same")
        XCTAssertTrue(sources.insert(mutant(3..<4, .text("y"))), "aa y")
        XCTAssertTrue(sources.insert(mutant(3..<4, .text("z"))), "aa z: as long, at the same place, another source")
    }

    /// At most `cap` mutants are made, the first in source order and numbered as without the cap, and the list
    /// says how many more there were.
    func testTheCap_keepsTheFirstMutantsInSourceOrder_andCountsTheRest() throws {
        let source = Array("func f(a: Int) -> Bool {\n    return a >= 2 && a*3 == a\n}\n".utf8)
        let all = try MutantGenerator(source: source).mutants()
        XCTAssertEqual(all.mutants.count, 10)
        XCTAssertEqual(all.beyondCap, 0)
        let capped = try MutantGenerator(source: source).mutants(cap: 4)
        XCTAssertEqual(capped.mutants, Array(all.mutants.prefix(4)))
        XCTAssertEqual(capped.beyondCap, 6)
        XCTAssertGreaterThan(MutantGenerator.maximumMutants, 426 * 10, "over ten times the real control's mutants")
    }
}
