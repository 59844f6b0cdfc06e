import BaselineSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks

/// Reading a checkout at a git revision: committed content, every kind of tree entry
/// mapped to its file problem, links confined to the checkout, and a repository that
/// is never written to.
final class GitRevisionSourceTests: XCTestCase {
    /// A repository whose last commit holds every kind of tree entry the source must handle.
    private func makeFixture() throws -> (repository: GitRepository, commit: String) {
        let repository = try GitRepository()
        let files = repository.directory
        try files.write("README.md", "committed readme\n")
        try files.write("docs/real.md", "real\n")
        try files.write("Config/Info.plist/keep", "a directory where a file is expected\n")
        try files.write("big.txt", String(repeating: "x", count: 101))
        try files.write("build.sh", "#!/bin/sh\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repository.path + "/build.sh")
        let links = [
            ("link-inside", "docs/real.md"), ("docs/link-up", "../README.md"), ("link-chain", "link-inside"),
            ("escape-relative", "../../etc/passwd"), ("escape-absolute", "/etc/passwd"), ("link-to-directory", "docs"),
            ("dangling", "nowhere.md"), ("loop-a", "loop-b"), ("loop-b", "loop-a"), ("outside", ".."),
        ]
        for (link, target) in links {
            try files.symlink(link, to: target)
        }
        let first = try repository.commit("fixture")
        try repository.git("update-index", "--add", "--cacheinfo", "160000,\(first),Vendor/Library")
        // Links no file system would hold: their targets are blobs written directly.
        let scratch = try TemporaryDirectory()
        let oddTargets: [(link: String, target: [UInt8])] = [
            ("long-link", Array(String(repeating: "a/", count: 2100).utf8)), ("binary-link", [0x66, 0xFF, 0x66]),
        ]
        for (link, target) in oddTargets {
            let blob = try repository.git("hash-object", "-w", try scratch.write(link, bytes: target))
            try repository.git("update-index", "--add", "--cacheinfo", "120000,\(blob),\(link)")
        }
        return (repository, try repository.commit("a submodule and odd links", stagingAll: false))
    }

    private func source(_ repository: GitRepository, _ revision: String = "HEAD", sizeLimit: Int = 100) throws -> GitRevisionSource {
        try GitRevisionSource(checkout: repository.path, revision: revision, sizeLimit: sizeLimit)
    }

    func testRead_eachKindOfTreeEntry() throws {
        let (repository, _) = try makeFixture()
        let source = try source(repository)
        let cases: [(path: String, expected: Result<String, FileProblem>)] = [
            ("README.md", .success("committed readme\n")),
            ("docs/real.md", .success("real\n")),
            ("build.sh", .success("#!/bin/sh\n")),
            ("./docs/../README.md", .success("committed readme\n")),
            ("link-inside", .success("real\n")),
            ("docs/link-up", .success("committed readme\n")),
            ("link-chain", .success("real\n")),
            ("link-to-directory/real.md", .success("real\n")),
            ("missing.md", .failure(.missing)),
            ("docs/missing.md", .failure(.missing)),
            ("README.md/below-a-file", .failure(.missing)),
            ("dangling", .failure(.missing)),
            ("Vendor/Library/README.md", .failure(.missing)),
            ("Config/Info.plist", .failure(.notARegularFile(kind: "directory"))),
            ("docs", .failure(.notARegularFile(kind: "directory"))),
            ("link-to-directory", .failure(.notARegularFile(kind: "directory"))),
            ("Vendor/Library", .failure(.notARegularFile(kind: "submodule"))),
            ("escape-relative", .failure(.escapesCheckout(target: "../../etc/passwd"))),
            ("escape-absolute", .failure(.escapesCheckout(target: "/etc/passwd"))),
            ("outside/anything", .failure(.escapesCheckout(target: ".."))),
            ("../anything", .failure(.escapesCheckout(target: "../anything"))),
            ("loop-a", .failure(.unreadable(reason: "too many levels of symbolic links"))),
            ("big.txt", .failure(.tooLarge(size: 101, limit: 100))),
            ("long-link", .failure(.unreadable(reason: "symbolic link target is over 4096 bytes"))),
            ("binary-link", .failure(.unreadable(reason: "symbolic link target is not UTF-8"))),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(source.read(path).map { String(decoding: $0, as: UTF8.self) }, expected, path)
        }
    }

    func testExists_seesEveryEntryWithoutFollowingTheLastLink() throws {
        let (repository, _) = try makeFixture()
        let source = try source(repository)
        let cases: [(path: String, exists: Bool)] = [
            ("README.md", true), ("docs", true), ("Config/Info.plist", true), ("Vendor/Library", true),
            ("escape-absolute", true), ("dangling", true), ("loop-a", true), ("link-to-directory/real.md", true),
            ("docs/link-up", true), ("", true),
            ("missing.md", false), ("docs/missing.md", false), ("outside/anything", false),
            ("Vendor/Library/README.md", false), ("../anything", false), ("dangling/below", false),
        ]
        for (path, exists) in cases {
            XCTAssertEqual(source.exists(path), exists, path)
        }
    }

    func testRead_returnsTheCommittedContent_whateverTheWorkTreeHolds() throws {
        let (repository, commit) = try makeFixture()
        try repository.directory.write("README.md", "changed in the work tree\n")
        try FileManager.default.removeItem(atPath: repository.path + "/docs/real.md")
        try repository.git("rm", "-q", "--cached", "build.sh")
        for revision in ["HEAD", commit, "main"] {
            let source = try source(repository, revision)
            XCTAssertEqual(try source.read("README.md").get(), Array("committed readme\n".utf8), revision)
            XCTAssertEqual(try source.read("docs/real.md").get(), Array("real\n".utf8), revision)
            XCTAssertEqual(try source.read("build.sh").get(), Array("#!/bin/sh\n".utf8), revision)
        }
    }

    func testRead_anEarlierRevision_seesThatRevisionsFiles() throws {
        let repository = try GitRepository()
        try repository.directory.write("README.md", "first\n")
        let first = try repository.commit("first")
        try repository.directory.write("README.md", "second\n")
        try repository.directory.write("NEW.md", "new\n")
        let second = try repository.commit("second")
        let cases: [(revision: String, readme: String, hasNewFile: Bool)] = [
            (first, "first\n", false), ("HEAD~1", "first\n", false), (second, "second\n", true), ("HEAD", "second\n", true),
        ]
        for (revision, readme, hasNewFile) in cases {
            let source = try source(repository, revision)
            XCTAssertEqual(try source.read("README.md").get(), Array(readme.utf8), revision)
            XCTAssertEqual(source.exists("NEW.md"), hasNewFile, revision)
        }
    }

    func testDisplayName_namesTheCheckoutAndTheRevision_withObjectIDsShortened() throws {
        let (repository, commit) = try makeFixture()
        XCTAssertEqual(try source(repository, "HEAD").displayName, repository.path + "@HEAD")
        XCTAssertEqual(try source(repository, "main~1").displayName, repository.path + "@main~1")
        XCTAssertEqual(try source(repository, commit).displayName, repository.path + "@" + commit.prefix(12))
        XCTAssertEqual(try source(repository, "HEAD").commit, commit)
        XCTAssertNil(try source(repository).directory)
    }

    func testIdentity_isRootedAtTheCheckoutsRealFolder_atTheFullCommit() throws {
        let (repository, commit) = try makeFixture()
        let identity = try source(repository, "main").identity
        XCTAssertEqual(identity.root, FilePaths.resolved(repository.path))
        XCTAssertTrue(FilePaths.isDirectory(identity.root))
        XCTAssertEqual(identity.revision?.id, commit)
        XCTAssertNil(try DirectorySource(root: repository.path).identity.revision)
        XCTAssertEqual(try DirectorySource(root: repository.path).identity.root, FilePaths.resolved(repository.path))
    }

    func testSubdirectoryCheckout_readsBelowItAndConfinesLinksToIt() throws {
        let (repository, _) = try makeFixture()
        let source = try GitRevisionSource(checkout: repository.path + "/docs", revision: "HEAD")
        XCTAssertEqual(try source.read("real.md").get(), Array("real\n".utf8))
        XCTAssertEqual(source.read("link-up").map { _ in "read" }, .failure(.escapesCheckout(target: "../README.md")))
        XCTAssertEqual(source.read("README.md").map { _ in "read" }, .failure(.missing))
        XCTAssertFalse(source.exists("README.md"))
    }

    func testBareRepository_isReadLikeItsWorkTree() throws {
        let (repository, commit) = try makeFixture()
        let bare = try TemporaryDirectory()
        try repository.git("clone", "-q", "--bare", repository.path, bare.path + "/fork.git", in: bare.path)
        let source = try GitRevisionSource(checkout: bare.path + "/fork.git", revision: "main")
        XCTAssertEqual(source.commit, commit)
        XCTAssertEqual(try source.read("link-chain").get(), Array("real\n".utf8))
        XCTAssertEqual(source.read("escape-relative").map { _ in "read" }, .failure(.escapesCheckout(target: "../../etc/passwd")))
    }

    func testOpenErrors_nameTheCheckoutAndTheRevision() throws {
        let (repository, _) = try makeFixture()
        let plainDirectory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: repository.path + "/uncommitted", withIntermediateDirectories: false)
        let cases: [(checkout: String, revision: String, reason: String)] = [
            (repository.path, "no-such-branch", "not a commit in its git repository"),
            (repository.path, "HEAD:README.md", "not a commit in its git repository"),
            (repository.path, "HEAD~5", "not a commit in its git repository"),
            (repository.path, "", "a revision must not be empty or start with -"),
            (repository.path, "--output=/tmp/x", "a revision must not be empty or start with -"),
            (plainDirectory.path, "HEAD", "not a git repository"),
            (repository.path + "/uncommitted", "HEAD", "uncommitted/ is not a directory in that commit"),
        ]
        for (checkout, revision, reason) in cases {
            XCTAssertThrowsError(try GitRevisionSource(checkout: checkout, revision: revision), revision) { error in
                let message = (error as? CheckoutOpenError)?.description ?? ""
                XCTAssertTrue(message.hasPrefix("\(checkout) at \(revision): "), message)
                XCTAssertTrue(message.contains(reason), message)
            }
        }
        XCTAssertThrowsError(try GitRevisionSource(checkout: repository.path + "/README.md", revision: "HEAD")) { error in
            XCTAssertEqual((error as? CheckoutOpenError)?.description, repository.path + "/README.md: no such directory")
        }
    }

    func testReading_neverWritesToTheRepository() throws {
        let (repository, _) = try makeFixture()
        try repository.directory.write("README.md", "changed in the work tree\n")
        let statusBefore = try repository.git("status", "--porcelain")
        let before = try snapshot(repository.path + "/.git")
        let source = try source(repository)
        for path in ["README.md", "docs/real.md", "link-chain", "escape-relative", "Vendor/Library", "big.txt"] {
            _ = source.read(path)
        }
        XCTAssertEqual(try snapshot(repository.path + "/.git"), before)
        XCTAssertEqual(try repository.git("status", "--porcelain"), statusBefore)
    }

    /// An object missing when the tree is listed (ls-tree cannot size it) or removed
    /// afterwards (cat-file answers "missing"): either way the file is unreadable, and
    /// the batch process stays in step for the next read.
    func testMissingObject_isUnreadable_andLaterReadsStillWork() throws {
        for removedBeforeListing in [true, false] {
            let (repository, _) = try makeFixture()
            if removedBeforeListing { try removeObject(of: "README.md", in: repository) }
            let source = try source(repository)
            if !removedBeforeListing { try removeObject(of: "README.md", in: repository) }
            guard case .failure(.unreadable(let reason)) = source.read("README.md") else {
                return XCTFail("expected an unreadable file (removed before listing: \(removedBeforeListing))")
            }
            XCTAssertTrue(reason.contains("missing"), reason)
            XCTAssertEqual(try source.read("docs/real.md").get(), Array("real\n".utf8))
        }
    }

    /// A partial clone fetches missing objects from its promisor remote, through the
    /// ssh command the repository configures: the safe environment allows no transport.
    func testHostileConfiguration_runsNothing() throws {
        let (repository, _) = try makeFixture()
        let marker = repository.path + "/../\(UUID().uuidString)-ran"
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let settings = [
            ("core.repositoryformatversion", "1"), ("extensions.partialClone", "origin"),
            ("remote.origin.url", "ssh://example.invalid/repository"), ("remote.origin.promisor", "true"),
            ("protocol.ssh.allow", "always"), ("core.sshCommand", "touch \(marker) #"),
            ("core.fsmonitor", "touch \(marker) #"), ("core.hooksPath", repository.path + "/hooks"),
        ]
        for (key, value) in settings {
            try repository.git("config", key, value)
        }
        try removeObject(of: "README.md", in: repository)
        let source = try source(repository)
        guard case .failure(.unreadable) = source.read("README.md") else {
            return XCTFail("expected the missing object to be unreadable")
        }
        XCTAssertEqual(try source.read("docs/real.md").get(), Array("real\n".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "git ran a command from the repository's configuration")
    }

    private func removeObject(of path: String, in repository: GitRepository) throws {
        let object = try repository.git("rev-parse", "HEAD:" + path)
        try FileManager.default.removeItem(atPath: "\(repository.path)/.git/objects/\(object.prefix(2))/\(object.dropFirst(2))")
    }

    /// Every file under `root` (a git directory: no links) with its size and modification time.
    private func snapshot(_ root: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + path)
            entries[path] = "\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)"
        }
        return entries
    }
}
