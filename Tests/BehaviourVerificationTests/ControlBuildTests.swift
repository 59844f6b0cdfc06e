import BaselineSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The pieces of the compile that need no compiler: diagnostics, the toolchain's layout, the cache.
final class ControlBuildTests: XCTestCase {
    func testCompilerErrors_keepPathLineColumnAndMessage_dropNotesAndExcerpts() {
        let output = """
            /tmp/b x/iHeartRatingView.swift:12:5: error: cannot find 'x' in scope
            10 |  let a = 1
               |  `- error: cannot find 'x' in scope
            /tmp/b x/iHeartRatingView.swift:3:1: note: did you mean 'y'?
            /tmp/b x/driver/main.swift:40:7: error: value of type 'HeartRatingView' has no member 'rating'
            /tmp/b x/iHeartRatingView.swift:9:2: warning: unused
            """
        XCTAssertEqual(CompilerDiagnostic.errors(in: output), [
            CompilerDiagnostic(path: "/tmp/b x/iHeartRatingView.swift", location: SourceLocation(line: 12, column: 5),
                               message: "cannot find 'x' in scope"),
            CompilerDiagnostic(path: "/tmp/b x/driver/main.swift", location: SourceLocation(line: 40, column: 7),
                               message: "value of type 'HeartRatingView' has no member 'rating'"),
        ])
    }

    func testToolchainRoot_isThreeLevelsAboveUsrBin_andOnlyBoundOutsideUsr() {
        XCTAssertEqual(Toolchain.root(of: "/opt/swift/usr/bin/swift-driver"), "/opt/swift")
        XCTAssertEqual(Toolchain.root(of: "/usr/bin/swiftc"), "/")
        XCTAssertEqual(Toolchain.root(of: "/home/me/bin/swiftc"), "/home/me/bin")
        let system = Toolchain(compiler: "/usr/bin/swiftc", root: "/", version: "")
        XCTAssertNil(system.bindableRoot)
        let installed = Toolchain(compiler: "/opt/swift/usr/bin/swift-driver", root: "/opt/swift", version: "")
        XCTAssertEqual(installed.bindableRoot, "/opt/swift")
    }

    func testCacheKey_dependsOnEveryPartAndOnWhereTheyAreCut() {
        let key = ControlBuilder.key(["ab", "c"])
        XCTAssertEqual(key.count, 64)
        XCTAssertEqual(key, ControlBuilder.key(["ab", "c"]))
        XCTAssertNotEqual(key, ControlBuilder.key(["a", "bc"]))
        XCTAssertNotEqual(key, ControlBuilder.key(["ab", "d"]))
    }

    func testCache_publishesWholeEntries_keepsTheFirstOfTwo_andLeavesNothingOfAFailure() throws {
        let directory = try TemporaryDirectory()
        let cache = try BuildCache(base: directory.path + "/nested")
        XCTAssertEqual(cache.directory, directory.path + "/nested/check-baseline/verify-control")
        XCTAssertNil(cache.entry("k"))
        try directory.write("one/product", "one")
        try directory.write("two/product", "two")
        let first = try cache.publish("k", products: ["product"], from: directory.path + "/one").get()
        XCTAssertEqual(cache.entry("k"), first)
        let second = try cache.publish("k", products: ["product"], from: directory.path + "/two").get()
        XCTAssertEqual(second, first)
        XCTAssertEqual(try String(contentsOfFile: first + "/product", encoding: .utf8), "one")
        XCTAssertThrowsError(try cache.publish("failed", products: ["missing"], from: directory.path + "/one").get())
        XCTAssertNil(cache.entry("failed"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.directory).filter { $0 != "k" }
        XCTAssertEqual(leftovers, [], "no staging directory is left behind")
    }
}
