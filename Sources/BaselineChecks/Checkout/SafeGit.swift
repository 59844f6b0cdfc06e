#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// The system git, run on a repository that may be hostile. Only plumbing commands are
/// run, with a fixed environment and options that leave git nothing to execute from
/// the repository: no configuration but the repository's own, no hooks, no fsmonitor,
/// no replace objects, no transport (so no lazy fetch through a configured ssh
/// command), no prompt, no optional lock, standard input `/dev/null`, and a deadline.
/// Package-wide: install-hook (BaselineCommand) asks git through it too.
package struct SafeGit: Sendable {
    /// The absolute path of git, found on PATH outside the checkout.
    let executable: String
    /// The directory git runs in (`git -C`).
    let directory: String

    static let environment = [
        "PATH=/usr/bin:/bin", "LC_ALL=C",
        // HOME and XDG_CONFIG_HOME are unset: no user configuration either.
        "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null",
        "GIT_TERMINAL_PROMPT=0", "GIT_OPTIONAL_LOCKS=0", "GIT_NO_REPLACE_OBJECTS=1",
        // An empty list allows no transport at all, whatever protocol.*.allow the repository sets.
        "GIT_ALLOW_PROTOCOL=", "GIT_NO_LAZY_FETCH=1",
    ]

    /// Settings given on the command line win over the repository's configuration.
    private static let overrides = ["-c", "core.fsmonitor=false", "--no-replace-objects"]
    private static let noHooks = ["-c", "core.hooksPath=/dev/null"]

    /// Finds git for work in `directory`; fails when no git is on PATH outside `directory` and the
    /// git work tree around it (a `bin/` of the audited repository is the audited repository's code).
    package init(directory: String) throws(GitFailure) {
        let untrusted = [FilePaths.resolved(directory), FilePaths.untrustedRoot(of: directory)].compactMap { $0 }
        if let problem = GitConfigIncludes.problem(for: directory) {
            throw GitFailure(problem)
        }
        guard let executable = ExecutableLookup.find("git", outside: untrusted) else {
            throw GitFailure("git was not found on PATH")
        }
        self.executable = executable
        self.directory = directory
    }

    /// The full argument list for one git command.
    func arguments(_ command: [String], honouringHooksPath: Bool = false) -> [String] {
        ["-C", directory] + Self.overrides + (honouringHooksPath ? [] : Self.noHooks) + command
    }

    /// Runs a git command and returns what it printed. `honouringHooksPath` only for
    /// asking where hooks live; nothing here ever runs a hook.
    package func run(
        _ command: [String], outputLimit: Int = 65_536, timeoutMilliseconds: Int32 = 30_000,
        honouringHooksPath: Bool = false
    ) throws(GitFailure) -> [UInt8] {
        let capture: ChildProcess.Capture
        do {
            capture = try ChildProcess.start(
                executable, arguments(command, honouringHooksPath: honouringHooksPath), environment: Self.environment,
                mergingErrors: false, outputLimit: outputLimit, timeoutMilliseconds: timeoutMilliseconds
            ).capture()
        } catch {
            throw GitFailure(error.description)
        }
        let name = "git " + (command.first ?? "")
        if capture.timedOut {
            throw GitFailure("\(name) did not finish within \(timeoutMilliseconds / 1000) seconds")
        }
        if capture.truncated {
            throw GitFailure("\(name) printed more than \(outputLimit) bytes")
        }
        guard capture.exitStatus == 0 else {
            throw GitFailure(gitMessage: capture.errors, command: name)
        }
        return capture.output
    }
}

/// Why git could not answer: its own first error line, or why it did not run.
package struct GitFailure: Error, Sendable, CustomStringConvertible {
    package var description: String

    init(_ description: String) { self.description = description }

    /// git's first line on standard error, without its `fatal: ` or `error: ` label.
    init(gitMessage errors: [UInt8], command: String) {
        let line = String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        var message = Substring(line)
        for label in ["fatal: ", "error: "] where message.hasPrefix(label) {
            message = message.dropFirst(label.count)
        }
        description = message.isEmpty ? "\(command) failed" : String(message)
        // git's warning names its own setting, not the cause: objects this partial clone never fetched.
        if description.contains("lazy fetching disabled") {
            description = "this is a partial clone without objects the revision needs, and the tool never fetches;"
                + " fetch them (for instance a full clone) to check it at a revision"
        }
    }
}
