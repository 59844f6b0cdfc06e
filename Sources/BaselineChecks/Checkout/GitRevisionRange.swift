import BaselineSupport

/// `A..B` (the commits reachable from B and not from A) and `A...B` (reachable from either and
/// not from both), as git means them, listed by `git rev-list` under `SafeGit`, oldest first.
/// No other revision syntax is a range, and neither side may look like an option.
public enum GitRevisionRange {
    /// The most commits one range may name.
    public static let maximumCommits = 100_000

    /// What a run says when its revisions name no commit at all (every one an empty range, `master..master`),
    /// rather than print nothing and leave a user to guess whether anything was checked.
    public static func nothingToCheck(_ revisions: [String], in checkouts: [String]) -> String {
        checkouts.flatMap { checkout in
            revisions.map { "0 commits in \($0.escapedForMessage) of \(checkout.escapedForMessage): nothing to check\n" }
        }.joined()
    }

    /// Whether `revision` names a range rather than one commit.
    public static func isRange(_ revision: String) -> Bool {
        revision.contains("..")
    }

    /// Each revision as given, each range replaced by its commits.
    public static func expand(_ revisions: [String], in checkout: String) throws(CheckoutOpenError) -> [String] {
        var expanded: [String] = []
        for revision in revisions {
            expanded += isRange(revision) ? try commits(revision, in: checkout) : [revision]
        }
        return expanded
    }

    /// Why `revision` (one revision or a range) cannot be given to git, or `nil` when it can.
    public static func syntaxProblem(_ revision: String) -> String? {
        guard isRange(revision) else {
            return revision.isEmpty || revision.hasPrefix("-") ? "a revision must not be empty or start with -" : nil
        }
        let separator = revision.contains("...") ? "..." : ".."
        let sides = revision.split(separator: separator, omittingEmptySubsequences: false)
        // A side that starts or ends with `.` would make `A....B` a range of other revisions than it reads.
        let wellFormed = sides.count == 2 && sides.allSatisfy {
            !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasPrefix(".") && !$0.hasSuffix(".") && !$0.contains("..")
        }
        return wellFormed ? nil : "a range is A..B or A...B, two revisions neither of which starts with -"
    }

    /// The full object IDs of the range's commits in `checkout`'s repository, oldest first.
    public static func commits(_ range: String, in checkout: String) throws(CheckoutOpenError) -> [String] {
        let place = "\(checkout) at \(range)"
        if let problem = syntaxProblem(range) {
            throw CheckoutOpenError(path: place, reason: problem)
        }
        guard FilePaths.isDirectory(checkout) else {
            throw CheckoutOpenError(path: checkout, reason: "no such directory")
        }
        let output: [UInt8]
        do {
            let git = try SafeGit(directory: checkout)
            output = try git.run(
                ["rev-list", "--reverse", "--end-of-options", range], outputLimit: 65 * maximumCommits)
        } catch {
            throw CheckoutOpenError(path: place, reason: error.description)
        }
        let lines = output.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        guard lines.allSatisfy(GitRevisionSource.isObjectID) else {
            throw CheckoutOpenError(path: place, reason: "git rev-list printed an unexpected answer")
        }
        return lines
    }
}
