import Foundation
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
            let displayName = "counting"
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
        _ = try checkout.document("a.plist", as: XMLDocument.self)
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
