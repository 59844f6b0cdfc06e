import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// What the allowlist cannot see in an object, read from the source: each found where it is written, never in a
/// comment or a string; what an honest control uses is never one, and what the objects show (calls into the C
/// library, Foundation's files and process) is left to the allowlist.
final class VerificationTellsTests: XCTestCase {
    private func tells(_ source: String) throws -> [VerificationTells.Tell] {
        VerificationTells.scan(try SwiftSourceFile(source: source))
    }

    func testEachTell_isFoundAsWritten_anErrorWhereAnHonestControlNeverNeedsIt() throws {
        let table: [(source: String, construct: String, isError: Bool)] = [
            ("#if os(iOS)\nlet x = 1\n#endif", "#if os", true),
            ("#if canImport(Glibc)\n#elseif targetEnvironment(simulator)\n#endif", "#if canImport", true),
            ("#if true\n#elseif arch(x86_64)\n#endif", "#elseif arch", true),
            // The review's spellings: a negation, parentheses, a condition after another.
            ("#if !os(iOS)\nlet x = 1\n#endif", "#if os", true),
            ("#if (canImport(Glibc))\n#endif", "#if canImport", true),
            ("#if DEBUG || os(Linux)\n#endif", "#if os", true),
            ("let f = #filePath", "#filePath", false),
            ("@_silgen_name(\"x\") func f()", "@_silgen_name", true),
            ("@_cdecl(\"x\") func f() {}", "@_cdecl", true),
            ("@c(write) func f() {}", "@c", true),
            ("@used @section(\".init_array\") let f = 1", "@used", true),
            ("@section(\".init_array\") let f = 1", "@section", true),
            ("@_spi(CheckBaseline) import UIKit", "@_spi", true),
            ("func f() { StandInRecorder.reset() }", "StandInRecorder", true),
            ("func f(v: UIView) { _ = v.standInNeedsLayout }", "standInNeedsLayout", true),
        ]
        for row in table {
            let first = try tells(row.source).first
            XCTAssertEqual(first?.construct, row.construct, row.source)
            XCTAssertEqual(first?.isError, row.isError, row.source)
        }
    }

    func testWhatTheCompiledObjectsShow_isLeftToTheAllowlist() throws {
        let linked = """
            import Glibc
            import Foundation
            func f() -> Bool {
                let q = exit
                _ = ProcessInfo.processInfo.environment
                _ = FileManager.default
                if getpid() > 100 { q(0) }
                return `getenv`("HOME") != nil
            }
            """
        XCTAssertEqual(try tells(linked).map(\.construct), [])
    }

    func testWhatAnHonestControlAndItsTestsUse_isNoTell() throws {
        let honest = """
            import UIKit
            import Foundation
            import XCTest
            @testable import iHeartRating
            // #if os(iOS) and @_silgen_name in a comment
            @objcMembers open class V: UIView {
                let text = "@c(write) #filePath #if os(iOS)"
                #if DEBUG
                let debug = true
                #endif
                @objc func used() {}
            }
            func assertFinite(_ x: CGFloat, file: StaticString = #filePath, line: UInt = #line) {}
            """
        XCTAssertEqual(try tells(honest).map(\.construct), [])
    }

    func testTellsAreReportedAtTheirPlace() throws {
        XCTAssertEqual(try tells("import UIKit\n\nlet x = 1; #if os(iOS)\n#endif").map(\.location),
                       [SourceLocation(line: 3, column: 12)])
    }
}
