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
        XCTAssertNil(cache.entry("k", products: ["product"]))
        try directory.write("one/product", "one")
        try directory.write("two/product", "two")
        let first = try cache.publish("k", products: ["product"], from: directory.path + "/one").get()
        XCTAssertEqual(cache.entry("k", products: ["product"]), first)
        XCTAssertEqual(try String(contentsOfFile: first + "/" + EntryManifest.name, encoding: .utf8),
                       Hexadecimal.lowercase(SHA256.digest(Array("one".utf8))) + "  product\n", "sha256sum's format")
        let second = try cache.publish("k", products: ["product"], from: directory.path + "/two").get()
        XCTAssertEqual(second, first)
        XCTAssertEqual(try String(contentsOfFile: first + "/product", encoding: .utf8), "one")
        XCTAssertThrowsError(try cache.publish("failed", products: ["missing"], from: directory.path + "/one").get())
        XCTAssertNil(cache.entry("failed", products: ["missing"]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.directory).filter { $0 != "k" }
        XCTAssertEqual(leftovers, [], "no staging directory is left behind")
        XCTAssertEqual(cache.notices.all, [])
    }

    func testEntryWithoutItsManifestOrAProduct_orWithAProductChanged_isBuiltAgain_andSaid() throws {
        let directory = try TemporaryDirectory()
        let builder = ControlBuilder(
            toolchain: Toolchain(compiler: "/usr/bin/false", root: "/", version: ""),
            cache: try BuildCache(base: directory.path), sandbox: Sandbox(bubblewrap: nil, prlimit: "", user: nil))
        var builds = 0
        func build() throws -> String {
            try builder.build("k", products: ["product"]) { work in
                builds += 1
                return FileCopy.write("build \(builds)", to: work + "/product") ? .success(()) : .failure(.environment(work))
            }.get()
        }
        let entry = try build()
        XCTAssertEqual(try build(), entry)
        XCTAssertEqual(builds, 1, "a whole entry is used as it is")
        let damages: [(String, () -> Bool, String)] = [
            ("no manifest", { unlink(entry + "/" + EntryManifest.name) == 0 }, "its products.sha256 is missing or unreadable"),
            ("no product", { unlink(entry + "/product") == 0 }, "product is missing or unreadable"),
            ("another product", { unlink(entry + "/product") == 0 && FileCopy.write("other", to: entry + "/product") },
             "product is not the file its products.sha256 records"),
        ]
        for (index, (name, damage, reason)) in damages.enumerated() {
            XCTAssertTrue(damage(), name)
            XCTAssertEqual(try build(), entry, name)
            XCTAssertEqual(builds, index + 2, "\(name): the damaged entry was used")
            XCTAssertEqual(try String(contentsOfFile: entry + "/product", encoding: .utf8), "build \(index + 2)", name)
            XCTAssertEqual(builder.cache.notices.all.last,
                           "the cache entry \(entry) was damaged (\(reason)): removed, to be built again", name)
        }
        XCTAssertEqual(builder.cache.notices.all.count, damages.count, "one line for each")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: builder.cache.directory)
        XCTAssertEqual(leftovers, ["k"], "the damaged entries are gone")
    }
}
