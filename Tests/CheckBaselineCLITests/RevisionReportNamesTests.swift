import Foundation
import TestSupport
import XCTest

/// How the CI formats name a checkout read at a revision, run as CI runs them: on `.`, here a fork in a folder
/// of its repository whose delegate lost `weak` (SRC003).
final class RevisionReportNamesTests: XCTestCase {
    private func runInFork(_ format: String, revision: Bool = true) throws -> ProcessResult {
        let repository = try GitRepository()
        let fork = repository.path + "/fork"
        try FileManager.default.createDirectory(atPath: fork, withIntermediateDirectories: false)
        try ExampleCheckout.copy(into: fork)
        let delegate = fork + "/iHeartRating/iHeartRatingView.swift"
        try String(contentsOfFile: delegate, encoding: .utf8)
            .replacingOccurrences(of: "public weak var delegate", with: "public var delegate")
            .write(toFile: delegate, atomically: true, encoding: .utf8)
        try repository.commit("a strong delegate")
        return try ProcessRunner.run(ProcessRunner.tool, ["--format", format] + (revision ? ["--rev", "HEAD"] : []) + ["."], in: fork)
    }

    /// GitHub attaches an annotation only at a path of the repository, never at `.@HEAD/…`; the message keeps
    /// the revision, so that two revisions' annotations at one line stay apart.
    func testGitHub_annotatesTheFileAtItsPathInTheRepository_andNamesTheRevision() throws {
        let result = try runInFork("github")
        XCTAssertEqual(result.status, 1, result.error)
        let error = result.output.split(separator: "\n").first { $0.hasPrefix("::error ") } ?? ""
        XCTAssertTrue(error.hasPrefix("::error file=fork/iHeartRating/iHeartRatingView.swift,line="), String(error))
        XCTAssertTrue(error.hasSuffix(",title=SRC003 weak-delegate::.@HEAD: missing `public weak var delegate`"), String(error))
    }

    /// `check-baseline..@HEAD` left an empty segment in the dotted class name: `.` is named by its folder.
    func testJUnit_classNameIsTheCheckoutsFolderAtTheRevision() throws {
        let result = try runInFork("junit")
        XCTAssertEqual(result.status, 1, result.error)
        let names = Set(result.output.matches(of: /classname="([^"]*)"/).map { String($0.output.1) })
        XCTAssertEqual(names, ["check-baseline.fork@HEAD"])
    }

    /// The work tree given as `.` is named by its folder too.
    func testJUnit_classNameOfTheWorkTreeGivenAsDot_isItsFolder() throws {
        let result = try runInFork("junit", revision: false)
        XCTAssertEqual(result.status, 1, result.error)
        let names = Set(result.output.matches(of: /classname="([^"]*)"/).map { String($0.output.1) })
        XCTAssertEqual(names, ["check-baseline.fork"])
    }
}
