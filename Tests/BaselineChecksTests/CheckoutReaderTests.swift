import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

final class CheckoutReaderTests: XCTestCase {
    private func problem(_ source: DirectorySource, _ path: String) -> FileProblem? {
        if case .failure(let problem) = source.read(path) { return problem }
        return nil
    }

    func testRegularFile_isRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/b.txt", "hello")
        let source = try DirectorySource(root: directory.path)
        XCTAssertEqual(try source.read("a/b.txt").get(), Array("hello".utf8))
    }

    func testMissingFile_isReportedMissing() throws {
        let directory = try TemporaryDirectory()
        XCTAssertEqual(problem(try DirectorySource(root: directory.path), "nope/x.plist"), .missing)
    }

    func testDirectoryWhereAFileIsExpected() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectory("README.md")
        XCTAssertEqual(problem(try DirectorySource(root: directory.path), "README.md"), .notARegularFile(kind: "directory"))
    }

    func testFIFO_isReportedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        XCTAssertEqual(mkfifo(directory.path + "/build.sh", 0o600), 0)
        XCTAssertEqual(problem(try DirectorySource(root: directory.path), "build.sh"), .notARegularFile(kind: "FIFO"))
    }

    func testSymlinkOutsideTheRoot_isNotFollowed() throws {
        let outside = try TemporaryDirectory()
        let secret = try outside.write("secret", "do not read")
        let directory = try TemporaryDirectory()
        try directory.symlink("README.md", to: secret)
        guard case .escapesCheckout(let target)? = problem(try DirectorySource(root: directory.path), "README.md") else {
            return XCTFail("expected an escaping link")
        }
        XCTAssertTrue(target.hasSuffix("/secret"))
    }

    func testSymlinkedParentDirectoryOutsideTheRoot_isNotFollowed() throws {
        let outside = try TemporaryDirectory()
        try outside.write("Info.plist", "<plist/>")
        let directory = try TemporaryDirectory()
        try directory.symlink("iHeartRating", to: outside.path)
        guard case .escapesCheckout? = problem(try DirectorySource(root: directory.path), "iHeartRating/Info.plist") else {
            return XCTFail("expected an escaping link")
        }
    }

    /// The race of issue 11: a directory that resolution saw is swapped for a link to an outside folder
    /// before the file is opened. The open walks component by component with O_NOFOLLOW, so the link is
    /// refused; opening the whole path with O_NOFOLLOW, as before, guards only the last component.
    func testDirectorySwappedForALinkAfterResolution_isRefusedNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try outside.write("secret.plist", "outside text")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/docs", withDestinationPath: outside.path)
        // What resolution returned before the swap: `docs/secret.plist`, free of links.
        let read = RegularFileReader.read(relative: "docs/secret.plist", under: directory.path, limit: 1 << 20)
        guard case .failure(.unreadable(let reason)) = read else { return XCTFail("\(read)") }
        XCTAssertTrue(reason.contains("changed while it was read"), reason)
        // The old way of opening followed the swapped-in link out of the checkout.
        XCTAssertEqual(try RegularFileReader.read(directory.path + "/docs/secret.plist", limit: 1 << 20, followingFinalLink: false).get(),
                       Array("outside text".utf8))
        XCTAssertEqual(RegularFileReader.read(relative: "docs", under: directory.path, limit: 1 << 20),
                       .failure(.notARegularFile(kind: "symbolic link")))
    }

    func testDotDotPath_cannotLeaveTheRoot() throws {
        let outside = try TemporaryDirectory()
        try outside.write("x", "no")
        let directory = try TemporaryDirectory()
        let source = try DirectorySource(root: directory.path)
        let relative = "../" + (outside.path as NSString).lastPathComponent + "/x"
        guard case .escapesCheckout? = problem(source, relative) else {
            return XCTFail("expected the path to be refused")
        }
    }

    func testSymlinkInsideTheRoot_isFollowed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("docs/real.md", "text")
        try directory.symlink("README.md", to: "docs/real.md")
        XCTAssertEqual(try DirectorySource(root: directory.path).read("README.md").get(), Array("text".utf8))
    }

    func testDanglingSymlink_isMissing() throws {
        let directory = try TemporaryDirectory()
        try directory.symlink("README.md", to: "nowhere.md")
        XCTAssertEqual(problem(try DirectorySource(root: directory.path), "README.md"), .missing)
    }

    /// A checkout whose links stay inside, leave it (to something that exists or not), loop,
    /// or chain; and a directory beside it that no resolution may enter.
    private func makeLinkFixture() throws -> (checkout: TemporaryDirectory, outside: TemporaryDirectory) {
        let outside = try TemporaryDirectory()
        try outside.write("secret", "do not read")
        let outsideName = (outside.path as NSString).lastPathComponent
        let checkout = try TemporaryDirectory()
        let checkoutName = (checkout.path as NSString).lastPathComponent
        try checkout.write("README.md", "readme")
        try checkout.write("docs/real.md", "real")
        let links = [
            ("link-inside", "docs/real.md"), ("link-chain", "link-inside"), ("link-chain-2", "./docs/../link-chain"),
            ("docs/link-up", "../README.md"), ("link-to-directory", "docs"), ("dangling", "nowhere.md"),
            ("dangling-absolute", "/nonexistent-\(UUID().uuidString)/secret"),
            ("dangling-up", "../../nonexistent-\(UUID().uuidString)"),
            ("escape-absolute", outside.path + "/secret"), ("escape-up", "../\(outsideName)/secret"),
            ("escape-and-return", "../\(checkoutName)/docs/real.md"),
            ("outside-directory", outside.path), ("outside-directory-up", "../\(outsideName)"),
            ("docs/outside-directory-up", "../../\(outsideName)"),
            ("loop-a", "loop-b"), ("loop-b", "loop-a"), ("self-loop", "self-loop"),
        ]
        for (link, target) in links {
            try checkout.symlink(link, to: target)
        }
        // One more link in a row than the limit: given up, like a loop.
        for hop in 0..<CheckoutPathResolver.maximumLinkHops {
            try checkout.symlink("long-chain-\(hop)", to: "long-chain-\(hop + 1)")
        }
        try checkout.symlink("long-chain-\(CheckoutPathResolver.maximumLinkHops)", to: "README.md")
        return (checkout, outside)
    }

    func testRead_linksResolvedInsideTheRootOnly() throws {
        let (checkout, outside) = try makeLinkFixture()
        let source = try DirectorySource(root: checkout.path)
        let tooManyLinks = FileProblem.unreadable(reason: "too many levels of symbolic links")
        let cases: [(path: String, expected: Result<String, FileProblem>)] = [
            ("README.md", .success("readme")),
            ("./docs/../README.md", .success("readme")),
            ("link-inside", .success("real")),
            ("link-chain", .success("real")),
            ("link-chain-2", .success("real")),
            ("docs/link-up", .success("readme")),
            ("link-to-directory/real.md", .success("real")),
            ("long-chain-1", .success("readme")),
            ("dangling", .failure(.missing)),
            ("README.md/below", .failure(.missing)),
            ("link-to-directory", .failure(.notARegularFile(kind: "directory"))),
            ("dangling-absolute", .failure(.escapesCheckout(target: "/nonexistent-"))),
            ("dangling-up", .failure(.escapesCheckout(target: "../../nonexistent-"))),
            ("escape-absolute", .failure(.escapesCheckout(target: outside.path + "/secret"))),
            ("escape-up", .failure(.escapesCheckout(target: "../"))),
            ("escape-and-return", .failure(.escapesCheckout(target: "../"))),
            ("outside-directory/secret", .failure(.escapesCheckout(target: outside.path))),
            ("outside-directory-up/secret", .failure(.escapesCheckout(target: "../"))),
            ("docs/outside-directory-up/secret", .failure(.escapesCheckout(target: "../../"))),
            ("../README.md", .failure(.escapesCheckout(target: "../README.md"))),
            ("loop-a", .failure(tooManyLinks)),
            ("self-loop", .failure(tooManyLinks)),
            ("loop-a/below", .failure(tooManyLinks)),
            ("long-chain-0", .failure(tooManyLinks)),
        ]
        for (path, expected) in cases {
            let actual = source.read(path).map { String(decoding: $0, as: UTF8.self) }
            // Escaping targets that hold random names are compared by their start.
            if case .failure(.escapesCheckout(let prefix)) = expected,
               case .failure(.escapesCheckout(let target)) = actual {
                XCTAssertTrue(target.hasPrefix(prefix), "\(path): \(target)")
            } else {
                XCTAssertEqual(actual, expected, path)
            }
        }
    }

    func testExists_seesEntriesWithoutFollowingTheLastLinkOrLeavingTheRoot() throws {
        let fixture = try makeLinkFixture()  // kept whole: the directory outside must exist
        let source = try DirectorySource(root: fixture.checkout.path)
        let cases: [(path: String, exists: Bool)] = [
            ("README.md", true), ("docs", true), ("", true), ("docs/link-up", true), ("link-to-directory/real.md", true),
            ("dangling", true), ("dangling-absolute", true), ("dangling-up", true), ("escape-up", true), ("loop-a", true),
            ("outside-directory", true), ("escape-absolute", true),
            ("missing.md", false), ("dangling/below", false), ("README.md/below", false), ("../README.md", false),
            ("outside-directory/secret", false), ("outside-directory-up/secret", false),
            ("docs/outside-directory-up/secret", false), ("loop-a/below", false),
        ]
        for (path, exists) in cases {
            XCTAssertEqual(source.exists(path), exists, path)
        }
    }

    func testRegularFileReader_withoutFollowingTheFinalLink_refusesALink() throws {
        let directory = try TemporaryDirectory()
        try directory.write("real", "text")
        try directory.symlink("link", to: "real")
        let link = directory.path + "/link"
        XCTAssertEqual(RegularFileReader.read(link, limit: 100, followingFinalLink: false), .failure(.notARegularFile(kind: "symbolic link")))
        XCTAssertEqual(RegularFileReader.read(link, limit: 100), .success(Array("text".utf8)))
    }

    func testFileOverTheSizeCap_isNotRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write("big", String(repeating: "x", count: 101))
        XCTAssertEqual(problem(try DirectorySource(root: directory.path, sizeLimit: 100), "big"), .tooLarge(size: 101, limit: 100))
        XCTAssertEqual(CheckoutLimits.maximumFileSize, 16 * 1024 * 1024)
    }

    func testCheckoutThatIsNotADirectory_isAnOpenError() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("file", "x")
        XCTAssertThrowsError(try DirectorySource(root: file))
        XCTAssertThrowsError(try DirectorySource(root: directory.path + "/missing"))
    }

    func testInvalidUTF8_isAFileProblemWithItsPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("README.md", bytes: Array("ok\nab".utf8) + [0xFF] + Array("c".utf8))
        let checkout = Checkout(source: try DirectorySource(root: directory.path))
        XCTAssertThrowsError(try checkout.text("README.md")) { error in
            XCTAssertEqual(error as? InputUnavailable, .file(path: "README.md", .notUTF8(at: SourceLocation(line: 2, column: 3))))
        }
    }

    func testCheckout_readsEachFileOnce() throws {
        final class CountingSource: CheckoutSource, @unchecked Sendable {
            var reads: [String] = []
            let identity = CheckoutIdentity(displayName: "counting", root: "/")
            let directory: String? = nil
            func read(_ path: String) -> Result<[UInt8], FileProblem> {
                reads.append(path)
                return .success(Array("<plist><true/></plist>".utf8))
            }
            func exists(_ path: String) -> Bool { true }
        }
        let source = CountingSource()
        let checkout = Checkout(source: source)
        _ = try checkout.document("a.plist", as: PropertyList.self)
        _ = try checkout.document("a.plist", as: PropertyList.self)
        // Qualified: this file imports Foundation, which on macOS has an XMLDocument of its own.
        _ = try checkout.document("a.plist", as: BaselineChecks.XMLDocument.self)
        _ = try checkout.text("a.plist")
        XCTAssertEqual(source.reads, ["a.plist"])
    }

    func testTextFile_locationsCountUnicodeScalars() {
        let file = TextFile(path: "x", text: "ab\nçé-x\n")
        let offset = Array("ab\nçé-".utf8).count
        XCTAssertEqual(file.location(ofUTF8Offset: offset), SourceLocation(line: 2, column: 4))
        XCTAssertEqual(file.location(ofUTF8Offset: 0), SourceLocation(line: 1, column: 1))
    }
}
