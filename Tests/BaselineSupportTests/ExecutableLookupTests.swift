import Foundation
import TestSupport
import XCTest
@testable import BaselineSupport

/// Which program a PATH names for the tool: a regular executable file outside the
/// audited checkout, with links resolved, or none.
final class ExecutableLookupTests: XCTestCase {
    func testFind_eachKindOfPathEntry() throws {
        let scratch = try TemporaryDirectory()
        let base = try XCTUnwrap(FilePaths.resolved(scratch.path))
        let checkout = base + "/checkout"
        func tool(_ relativePath: String, mode: Int = 0o755) throws {
            let path = try scratch.write(relativePath, "#!/bin/sh\n")
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
        try tool("checkout/bin/tool")
        try tool("outside/tool")
        try tool("plain/tool", mode: 0o644)
        try scratch.makeDirectory("directory/tool")
        try scratch.makeDirectory("checkout/linked")
        try scratch.symlink("checkout/linked/tool", to: base + "/outside/tool")
        try scratch.makeDirectory("into")
        try scratch.symlink("into/tool", to: checkout + "/bin/tool")
        try scratch.symlink("checkout-bin", to: checkout + "/bin")
        try scratch.makeDirectory("via")
        try scratch.symlink("via/tool", to: "../outside/tool")
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relativeToWorkingDirectory = String(repeating: "../", count: depth).dropLast()
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: relativeToWorkingDirectory + base + "/outside/tool"))
        let cases: [(name: String, path: String, excluded: String?, found: String?)] = [
            ("a tool outside", base + "/outside", checkout, base + "/outside/tool"),
            ("a tool in the checkout", checkout + "/bin", checkout, nil),
            ("the checkout's tool when nothing is excluded", checkout + "/bin", nil, checkout + "/bin/tool"),
            ("the checkout's tool, then one outside", checkout + "/bin:" + base + "/outside", checkout, base + "/outside/tool"),
            ("a directory inside reached through a link", base + "/checkout-bin", checkout, nil),
            ("a directory inside spelled with ..", checkout + "/bin/../bin", checkout, nil),
            ("a link in the checkout to a tool outside", checkout + "/linked", checkout, nil),
            ("a link outside to the checkout's tool", base + "/into", checkout, nil),
            ("a link outside to a tool outside, resolved", base + "/via", checkout, base + "/outside/tool"),
            ("a file that is not executable", base + "/plain", checkout, nil),
            ("a directory named like the tool", base + "/directory", checkout, nil),
            ("a relative entry that leads to a tool outside", relativeToWorkingDirectory + base + "/outside", checkout, nil),
            ("no PATH", "", checkout, nil),
        ]
        for (name, path, excluded, found) in cases {
            XCTAssertEqual(ExecutableLookup.find("tool", outside: excluded, searchPath: path), found, name)
        }
    }

    func testFind_outsideSeveralRoots() throws {
        let scratch = try TemporaryDirectory()
        let base = try XCTUnwrap(FilePaths.resolved(scratch.path))
        for directory in ["repository/checkout/bin", "repository/bin", "outside"] {
            let path = try scratch.write(directory + "/tool", "#!/bin/sh\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let searchPath = ["repository/checkout/bin", "repository/bin", "outside"].map { base + "/" + $0 }.joined(separator: ":")
        let roots = [base + "/repository/checkout", base + "/repository"]
        XCTAssertEqual(ExecutableLookup.find("tool", outside: roots, searchPath: searchPath), base + "/outside/tool")
        XCTAssertEqual(ExecutableLookup.find("tool", outside: [], searchPath: searchPath), base + "/repository/checkout/bin/tool")
    }
}
