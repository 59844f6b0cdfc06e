import BaselineSupport
import Foundation
import TestSupport
import XCTest
@testable import BehaviourVerification

/// The module cache kept from the stand-in's build: packed whole, unpacked the same, and a pack that would
/// write anywhere but below its directory is refused.
final class ModuleCacheTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testAPackedCache_unpacksToTheSameFiles_linksLeftOut() throws {
        let source = try TemporaryDirectory()
        _ = try source.write("CONFIGURATION/SwiftShims-1.pcm", bytes: [0, 1, 2, 10, 255])
        _ = try source.write("CONFIGURATION/Empty.pcm", "")
        _ = try source.write("modules.timestamp", "")
        try source.symlink("CONFIGURATION/Elsewhere.pcm", to: "/etc/passwd")
        let pack = try XCTUnwrap(ModuleCache.pack(source.path))

        let target = try TemporaryDirectory()
        XCTAssertTrue(ModuleCache.unpack(pack, into: target.path))
        XCTAssertEqual(FileManager.default.contents(atPath: target.path + "/CONFIGURATION/SwiftShims-1.pcm"), Data([0, 1, 2, 10, 255]))
        XCTAssertEqual(FileManager.default.contents(atPath: target.path + "/CONFIGURATION/Empty.pcm"), Data())
        XCTAssertEqual(FileManager.default.contents(atPath: target.path + "/modules.timestamp"), Data())
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path + "/CONFIGURATION/Elsewhere.pcm"))
    }

    func testTheStandInsSandboxedBuild_leavesTheModulesItMade_forTheBuildsAfterIt() throws {
        let sandbox: Sandbox
        switch Sandbox.locate(outside: []) {
        case .success(let found): sandbox = found
        case .failure(let reason): throw Prerequisite.missing("no sandbox here: \(reason)")
        }
        let builder = ControlBuilder(toolchain: try Toolchain.find(outside: []),
                                     cache: try BuildCache(base: VerifyControlCache.home), sandbox: sandbox)
        _ = try builder.standInModule().get()
        let entry = try XCTUnwrap(builder.cache.entry(builder.moduleCacheKey, products: [ModuleCache.packName]))
        let pack = try XCTUnwrap(BuildProduct.contents(of: entry + "/" + ModuleCache.packName))
        let unpacked = try TemporaryDirectory()
        XCTAssertTrue(ModuleCache.unpack(pack, into: unpacked.path))
        // Clang's modules of the C library and of the runtime's shims, in the folder of their configuration.
        let folders = DirectoryListing.entries(of: unpacked.path).directories
        let modules = folders.flatMap { DirectoryListing.entries(of: unpacked.path + "/" + $0).files }
        XCTAssertTrue(modules.contains { $0.hasPrefix("SwiftShims-") && $0.hasSuffix(".pcm") }, "\(modules)")
        XCTAssertTrue(modules.contains { $0.hasPrefix("SwiftGlibc-") && $0.hasSuffix(".pcm") }, "\(modules)")
    }

    func testAPackThatWouldWriteOutsideOrIsCut_isRefused() throws {
        let signature = "check-baseline module cache 1\n"
        let refused = [
            ("a path that climbs out", signature + "../escaped\n1\nx"),
            ("an absolute path", signature + "/tmp/escaped\n1\nx"),
            ("a path deeper than the compiler writes", signature + "a/b/escaped\n1\nx"),
            ("a path with an empty part", signature + "a//escaped\n1\nx"),
            ("a size past the end", signature + "a/file\n5\nxy"),
            ("a negative size", signature + "a/file\n-1\n"),
            ("no size", signature + "a/file"),
            ("another kind of file", "!<arch>\na/file\n1\nx"),
        ]
        for (what, text) in refused {
            let target = try TemporaryDirectory()
            try target.makeDirectory("cache")
            XCTAssertFalse(ModuleCache.unpack(bytes(text), into: target.path + "/cache"), what)
            XCTAssertFalse(FileManager.default.fileExists(atPath: target.path + "/escaped"), what)
        }
        // The same form with a path the compiler writes is unpacked.
        let target = try TemporaryDirectory()
        XCTAssertTrue(ModuleCache.unpack(bytes(signature + "a/file\n1\nx"), into: target.path))
        XCTAssertEqual(FileManager.default.contents(atPath: target.path + "/a/file"), Data("x".utf8))
    }
}
