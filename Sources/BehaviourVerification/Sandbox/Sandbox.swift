import BaselineChecks
import BaselineSupport

/// Runs a program that comes from a hostile checkout, or is built from one (`swiftc` compiling
/// the control, then the compiled driver), so that it can do no harm: inside bubblewrap (see
/// `BubblewrapArguments`) as an unprivileged user (see `SandboxUser`), under resource limits
/// (see `ResourceLimits`), with a clean environment, a deadline and an idle timeout.
///
/// The command line is `prlimit LIMITS -- [setpriv …] bwrap FLAGS PROGRAM ARGUMENTS`: each
/// launcher replaces itself with the next, so bwrap is the tool's child and dies with it, and
/// the limits, set first, bind bwrap and everything inside.
struct Sandbox: Sendable {
    /// bwrap; `nil` when the sandbox is switched off (`--no-sandbox`): the limits, the clean
    /// environment (with a private temporary directory and home), the user and the deadline
    /// still hold, but the program sees the host's files and network.
    let bubblewrap: String?
    let prlimit: String
    let user: SandboxUser?

    /// Variables every program gets, whatever the tool's own environment holds.
    static func fixedEnvironment(home: String, temporary: String) -> [String] {
        ["PATH=/usr/bin:/bin", "HOME=\(home)", "TMPDIR=\(temporary)", "LC_ALL=C"]
    }

    /// The sandbox, with its programs found on PATH outside `excluded` (the checkout and the
    /// repository enclosing it), once a first sandbox has been made: where bwrap is missing
    /// or cannot make one here, why, and what would help.
    static func locate(outside excluded: [String]) -> Result<Sandbox, SandboxUnavailable> {
        guard let bubblewrap = ExecutableLookup.find("bwrap", outside: excluded) else {
            return .failure(SandboxUnavailable(reason: "bwrap is not on PATH", remedy: SandboxUnavailable.installBubblewrap))
        }
        let unconfined: Sandbox
        switch Self.unconfined(outside: excluded) {
        case .success(let found): unconfined = found
        case .failure(let failure): return .failure(failure)
        }
        let sandbox = Sandbox(bubblewrap: bubblewrap, prlimit: unconfined.prlimit, user: unconfined.user)
        if let failure = sandbox.probe(outside: excluded) { return .failure(failure) }
        return .success(sandbox)
    }

    /// The launchers for `--no-sandbox`.
    static func unconfined(outside excluded: [String]) -> Result<Sandbox, SandboxUnavailable> {
        guard let prlimit = ExecutableLookup.find("prlimit", outside: excluded) else {
            return .failure(SandboxUnavailable(
                reason: "prlimit is not on PATH", remedy: "install it with `apt-get install util-linux`"))
        }
        return SandboxUser.forCurrentUser(outside: excluded).map { Sandbox(bubblewrap: nil, prlimit: prlimit, user: $0) }
    }

    /// Runs `/usr/bin/true` with the real flags, so that a machine where bwrap cannot make a
    /// sandbox (a container without unprivileged user namespaces) is told once, not by every run.
    private func probe(outside excluded: [String]) -> SandboxUnavailable? {
        let cannot = "bwrap cannot make a sandbox on this machine"
        // bwrap older than 0.8 lacks --disable-userns; a container may forbid user namespaces.
        let remedy = "it needs bubblewrap 0.8 or later (`apt-get install bubblewrap`) and unprivileged user "
            + "namespaces (sysctl kernel.unprivileged_userns_clone=1); or run with --no-sandbox, which keeps the "
            + "limits, not the confinement"
        guard let truth = ExecutableLookup.find("true", outside: excluded) else {
            return SandboxUnavailable(reason: "true is not on PATH", remedy: "install it with `apt-get install coreutils`")
        }
        do {
            let capture = try run(SandboxRun(executable: truth, deadlineMilliseconds: 10_000))
            if capture.exitStatus == 0 { return nil }
            let message = String(decoding: capture.errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
            return SandboxUnavailable(reason: cannot + ": " + (message ?? "it failed with no message"), remedy: remedy)
        } catch {
            return SandboxUnavailable(reason: cannot + ": " + error.description, remedy: remedy)
        }
    }

    /// The whole command line for `run` (bwrap's form, as it appears in reports).
    func commandLine(for run: SandboxRun) -> [String] {
        commandLine(for: run, environment: Self.fixedEnvironment(home: BubblewrapArguments.home, temporary: "/tmp")
            + run.environment)
    }

    private func commandLine(for run: SandboxRun, environment: [String]) -> [String] {
        let program = bubblewrap.map {
            [$0] + BubblewrapArguments.arguments(for: run, environment: environment, seccomp: SeccompFilter.program != nil)
        } ?? [run.executable] + run.arguments
        return [prlimit] + run.limits.prlimitOptions + ["--"] + (user(for: run)?.launcher ?? []) + program
    }

    /// Who `run` runs as: a build (a run that writes the directories it is given) as the tool's build user,
    /// anything else as `user` (see `SandboxUser`).
    private func user(for run: SandboxRun) -> SandboxUser? {
        run.readWriteBinds.isEmpty && run.relocatedBinds.isEmpty ? user : user?.builder
    }

    /// Runs the program to its end, its deadline, or its idle timeout, and returns how it
    /// ended and what it printed (standard output and error apart, each bounded; standard
    /// output handed to `outputReader` instead, when there is one). Throws when it could not be
    /// started: a relative path, a bind the sandbox's user cannot reach.
    func run(
        _ run: SandboxRun, outputReader: ChildProcess.OutputReader? = nil
    ) throws(ChildProcessError) -> ChildProcess.Capture {
        if let relative = run.hostPaths.first(where: { !$0.hasPrefix("/") }) {
            throw ChildProcessError("a sandbox's paths must be absolute: \(relative)")
        }
        if bubblewrap == nil, let relocated = run.relocatedBinds.first {
            throw ChildProcessError("without the sandbox \(relocated.host) cannot be mounted at \(relocated.inside)")
        }
        let user = user(for: run)
        let scratch = bubblewrap == nil ? try ScratchDirectory(owner: user) : nil
        if let user {
            for path in [run.executable] + run.readOnlyBinds + run.readWriteBinds + (scratch.map { [$0.home] } ?? []) {
                if let obstacle = user.obstacle(to: path) { throw ChildProcessError(obstacle) }
            }
            for directory in run.readWriteBinds { try user.handOver(directory) }
            // After the writable binds, which a relocated one may be in.
            for relocated in run.relocatedBinds {
                if let obstacle = user.obstacle(to: relocated.host) { throw ChildProcessError(obstacle) }
                try user.handOver(folders: relocated.host)
            }
        }
        let home = scratch?.home ?? BubblewrapArguments.home
        let environment = Self.fixedEnvironment(home: home, temporary: scratch?.path ?? "/tmp") + run.environment
        let command = commandLine(for: run, environment: environment)
        var capture = try ChildProcess.start(
            command[0], Array(command.dropFirst()), standardInput: run.standardInput, environment: environment,
            mergingErrors: false, outputLimit: run.outputLimit, outputReader: outputReader,
            timeoutMilliseconds: run.deadlineMilliseconds,
            idleTimeoutMilliseconds: run.idleTimeoutMilliseconds,
            descriptor3: bubblewrap == nil ? nil : SeccompFilter.program, isolated: true,
            workingDirectory: scratch == nil ? nil : run.workingDirectory ?? home
        ).capture()
        if let user {
            for directory in run.readWriteBinds + run.relocatedBinds.map(\.host) { try user.takeBack(directory) }
        }
        // bwrap reports a program a signal ended as shells do, exiting with 128 and the signal's
        // number; so does a program that exits with 129 to 159 itself, which is then read as a signal.
        if bubblewrap != nil, let status = capture.exitStatus, (129...159).contains(status) {
            capture.exitStatus = nil
            capture.signal = status - 128
        }
        return capture
    }
}
