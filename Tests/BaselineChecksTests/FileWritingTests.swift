import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
import BaselineSupport

/// Private files the tool writes (temporary copies for `sh -n`, hooks written atomically).
final class FileWritingTests: XCTestCase {
    func testCreateUnique_descriptorIsClosedOnExec_andFileIsPrivate() throws {
        let directory = try TemporaryDirectory()
        guard let (descriptor, path) = FileWriting.createUnique(prefix: directory.path + "/file-") else {
            return XCTFail("no file created: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        XCTAssertTrue(path.hasPrefix(directory.path + "/file-"), path)
        XCTAssertEqual(path.count, directory.path.count + "/file-".count + 6, path)
        XCTAssertNotEqual(fcntl(descriptor, F_GETFD) & FD_CLOEXEC, 0, "a child spawned meanwhile would inherit the descriptor")
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
    }
}
