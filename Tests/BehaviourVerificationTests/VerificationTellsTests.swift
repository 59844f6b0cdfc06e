import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The constructs that let a control or its tests tell they are being verified: each found where it is
/// written, never in a comment or a string, and what an honest control uses is never one.
final class VerificationTellsTests: XCTestCase {
    private func constructs(_ source: String) throws -> [String] {
        VerificationTells.scan(try SwiftSourceFile(source: source), module: "iHeartRating").map(\.construct)
    }

    func testEachTell_isFoundAsWritten() throws {
        let table: [(source: String, construct: String)] = [
            ("#if os(iOS)\nlet x = 1\n#endif", "#if os"),
            ("#if canImport(Glibc)\n#elseif targetEnvironment(simulator)\n#endif", "#if canImport"),
            ("#if true\n#elseif arch(x86_64)\n#endif", "#elseif arch"),
            ("import Glibc", "import Glibc"),
            ("import class Darwin.NSObject", "import Darwin"),
            ("let p = ProcessInfo.processInfo.environment", "ProcessInfo"),
            ("let h = getenv(\"HOME\")", "getenv"),
            ("let a = CommandLine.arguments", "CommandLine"),
            ("let f = FileManager.default", "FileManager"),
            ("let f = #filePath", "#filePath"),
            ("@_silgen_name(\"x\") func f()", "@_silgen_name"),
            ("@_cdecl(\"x\") func f() {}", "@_cdecl"),
            ("@_spi(CheckBaseline) import UIKit", "@_spi"),
            ("func f() { exit(0) }", "exit("),
            ("func f() { _exit(0) }", "_exit("),
            ("func f() { abort() }", "abort("),
            ("func f() { _ = fork() }", "fork("),
            ("func f() { _ = dlopen(nil, 0) }", "dlopen("),
            ("func f() { StandInRecorder.reset() }", "StandInRecorder"),
            ("func f(v: UIView) { _ = v.standInNeedsLayout }", "standInNeedsLayout"),
        ]
        for row in table {
            XCTAssertEqual(try constructs(row.source).first, row.construct, row.source)
        }
    }

    func testWhatAnHonestControlAndItsTestsUse_isNoTell() throws {
        let honest = """
            import UIKit
            import Foundation
            import XCTest
            @testable import iHeartRating
            // ProcessInfo, exit(0) and #if os(iOS) in a comment
            @objcMembers open class V: UIView {
                let text = "FileManager getenv(\\"HOME\\") #filePath"
                var exitCode = 0
                #if DEBUG
                let debug = true
                #endif
                func exits() -> Int { exitCode }
            }
            func assertFinite(_ x: CGFloat, file: StaticString = #filePath, line: UInt = #line) {}
            """
        XCTAssertEqual(try constructs(honest), [])
    }

    func testTellsAreReportedAtTheirPlace() throws {
        let tells = VerificationTells.scan(try SwiftSourceFile(source: "import UIKit\n\nlet x = 1; #if os(iOS)\n#endif"),
                                           module: "M")
        XCTAssertEqual(tells.map(\.location), [SourceLocation(line: 3, column: 12)])
    }
}
