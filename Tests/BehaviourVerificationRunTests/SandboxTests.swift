import BaselineSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// Programs from a checkout, run in the sandbox: no network, no host files beyond the binds,
/// an empty home, a clean environment, limits and a deadline, and an honest account of how
/// each ended. Skipped, with the reason, where bwrap cannot make a sandbox.
final class SandboxTests: XCTestCase {
    private func sandbox() throws -> Sandbox {
        switch Sandbox.locate(outside: []) {
        case .success(let sandbox): return sandbox
        case .failure(let unavailable): throw Prerequisite.missing("no sandbox on this machine: \(unavailable)")
        }
    }

    private func shell(_ script: String) -> SandboxRun {
        SandboxRun(executable: "/bin/sh", arguments: ["-c", script], deadlineMilliseconds: 20_000)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func testMissingBubblewrap_saysHowToInstallIt() throws {
        let path = ExecutableLookup.currentSearchPath
        setenv("PATH", "/nonexistent", 1)
        defer { setenv("PATH", path, 1) }
        guard case .failure(let unavailable) = Sandbox.locate(outside: []) else { return XCTFail("a sandbox without bwrap") }
        XCTAssertEqual(unavailable.description, "bwrap is not on PATH; install it with `apt-get install bubblewrap`")
    }

    func testNetwork_nothingReachesAListenerOnTheHost() throws {
        let sandbox = try sandbox()
        let listener = try LoopbackListener()
        let connect = SandboxRun(
            executable: "/bin/bash", arguments: ["-c", "exec 3<>/dev/tcp/127.0.0.1/\(listener.port) && echo connected"],
            deadlineMilliseconds: 20_000)
        let confined = try sandbox.run(connect)
        XCTAssertNotEqual(confined.exitStatus, 0)
        XCTAssertEqual(text(confined.output), "")
        XCTAssertFalse(listener.acceptedAny, "the listener saw a connection")
        // The same program unconfined does connect: the sandbox, not the test, kept it out.
        let unconfined = try Sandbox(bubblewrap: nil, prlimit: sandbox.prlimit, user: sandbox.user).run(connect)
        XCTAssertEqual(text(unconfined.output), "connected\n")
        XCTAssertTrue(listener.acceptedAny)
    }

    func testFiles_onlyBindsAndThePrivateTemporaryDirectoryAreWritable() throws {
        let sandbox = try sandbox()
        let scratch = try TemporaryDirectory()
        let hostFile = scratch.path + "/escaped"
        let unbound = try sandbox.run(shell("mkdir -p '\(scratch.path)' && echo inside > '\(hostFile)' && cat '\(hostFile)'"))
        XCTAssertEqual(text(unbound.output), "inside\n", "the private /tmp takes the write")
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostFile), "the host's /tmp does not")

        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path)
        var readOnly = shell("touch '\(hostFile)' || echo refused; touch /usr/check-baseline-escaped || echo refused")
        readOnly.readOnlyBinds = [scratch.path]
        XCTAssertEqual(text(try sandbox.run(readOnly).output), "refused\nrefused\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostFile))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/usr/check-baseline-escaped"))

        var writable = shell("echo written > '\(hostFile)'")
        writable.readWriteBinds = [scratch.path]
        XCTAssertEqual(try sandbox.run(writable).exitStatus, 0)
        XCTAssertEqual(try String(contentsOfFile: hostFile, encoding: .utf8), "written\n")
    }

    func testHome_isEmptyAndTheHostsHomesAreNotThere() throws {
        let sandbox = try sandbox()
        let capture = try sandbox.run(shell(
            "echo \"$HOME\"; ls -A \"$HOME\"; pwd; for d in /root /home /work; do test -e $d && echo $d; done; ls /"))
        let lines = text(capture.output).split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(2)), ["/tmp/home", "/tmp/home"], "an empty home, where the program starts")
        let system: Set = ["bin", "dev", "etc", "lib", "lib32", "lib64", "libx32", "proc", "sbin", "tmp", "usr"]
        XCTAssertTrue(Set(lines.dropFirst(2)).isSubset(of: system), "only the system at the root: \(lines)")
        let etc = try sandbox.run(shell("ls -A /etc"))
        XCTAssertEqual(text(etc.output), "ld.so.cache\n", "of /etc, only the dynamic linker's cache")
    }

    func testEnvironment_onlyTheFixedVariablesAndTheExtrasGiven() throws {
        let sandbox = try sandbox()
        setenv("CHECK_BASELINE_PARENT_SECRET", "leaked", 1)
        defer { unsetenv("CHECK_BASELINE_PARENT_SECRET") }
        let capture = try sandbox.run(SandboxRun(executable: "/usr/bin/env", environment: ["EXTRA=given"]))
        // PWD is bwrap's, set where it changed directory.
        XCTAssertEqual(text(capture.output).split(separator: "\n").sorted(), [
            "EXTRA=given", "HOME=/tmp/home", "LC_ALL=C", "PATH=/usr/bin:/bin", "PWD=/tmp/home", "TMPDIR=/tmp",
        ])
    }

    func testDeadline_killsAnEndlessLoop() throws {
        let sandbox = try sandbox()
        var loop = shell("while :; do :; done")
        loop.deadlineMilliseconds = 1_000
        let clock = ContinuousClock()
        let started = clock.now
        let capture = try sandbox.run(loop)
        XCTAssertTrue(capture.timedOut)
        XCTAssertFalse(capture.wentIdle)
        XCTAssertEqual(capture.signal, SIGKILL)
        XCTAssertLessThan(clock.now - started, .seconds(5))
    }

    func testCPULimit_killsAnEndlessLoopLongBeforeTheDeadline() throws {
        let sandbox = try sandbox()
        var loop = shell("while :; do :; done")
        loop.limits.cpuSeconds = 1
        loop.deadlineMilliseconds = 60_000
        let clock = ContinuousClock()
        let started = clock.now
        let capture = try sandbox.run(loop)
        XCTAssertFalse(capture.timedOut)
        XCTAssertTrue([SIGKILL, SIGXCPU].contains(capture.signal ?? 0), "ended by \(String(describing: capture.signal))")
        XCTAssertLessThan(clock.now - started, .seconds(10))
    }

    func testIdleTimeout_killsAProgramThatWaitsForEver() throws {
        let sandbox = try sandbox()
        var sleeper = shell("echo started; sleep 60")
        // Wide enough that the sandbox's start on a loaded machine is not taken for idleness.
        sleeper.idleTimeoutMilliseconds = 2_000
        let capture = try sandbox.run(sleeper)
        XCTAssertEqual(text(capture.output), "started\n")
        XCTAssertTrue(capture.wentIdle)
        XCTAssertFalse(capture.timedOut)
    }

    func testOutput_beyondTheLimitIsDroppedNotKept() throws {
        let sandbox = try sandbox()
        var flood = shell("head -c 50000000 /dev/zero; head -c 3000 /dev/zero | tr '\\0' e >&2")
        flood.outputLimit = 1_000
        let capture = try sandbox.run(flood)
        XCTAssertEqual(capture.exitStatus, 0)
        XCTAssertEqual(capture.output, [UInt8](repeating: 0, count: 1_000))
        XCTAssertEqual(capture.errors, [UInt8](repeating: UInt8(ascii: "e"), count: 1_000))
        XCTAssertTrue(capture.truncated)
    }

    /// bwrap's `/dev` is a tmpfs of half the RAM: `/dev/shm` is a tmpfs of its own budget, and the rest of
    /// `/dev` is read-only, its devices still usable. A filler is stopped at the budget.
    func testSharedMemory_holdsItsBudgetAndNoMore_andTheRestOfDevIsReadOnly() throws {
        let sandbox = try sandbox()
        let fill = shell("""
            head -c 100000000 /dev/zero > /dev/shm/fill; wc -c < /dev/shm/fill
            echo x > /dev/written || echo refused; echo x > /dev/null && echo devices
            """)
        let capture = try sandbox.run(fill)
        XCTAssertEqual(text(capture.output), "\(fill.limits.sharedMemoryBytes)\nrefused\ndevices\n", text(capture.errors))
        XCTAssertTrue(text(capture.errors).contains("No space left on device"), text(capture.errors))
    }

    /// The seccomp filter refuses what the program has no use for (here `personality`, which `setarch -R`
    /// asks for and which is allowed outside the sandbox) and lets everything else through.
    func testSeccompFilter_refusesTheCallsItNames_andAllowsTheRest() throws {
        let sandbox = try sandbox()
        guard SeccompFilter.program != nil else { throw XCTSkip("no seccomp filter for this architecture") }
        let refused = try sandbox.run(shell("setarch $(uname -m) -R /usr/bin/true && echo allowed || echo refused"))
        XCTAssertEqual(text(refused.output), "refused\n", text(refused.errors))
        XCTAssertTrue(text(refused.errors).contains("Operation not permitted"), text(refused.errors))
        let outside = ChildProcess.run("/usr/bin/setarch", [Self.machine, "-R", "/usr/bin/true"])
        XCTAssertEqual(outside.exitStatus, 0, "outside the sandbox the call is allowed: \(outside.output)")
        let ordinary = try sandbox.run(shell("mkdir /tmp/d && echo x > /tmp/d/f && cat /tmp/d/f"))
        XCTAssertEqual(text(ordinary.output), "x\n", text(ordinary.errors))
    }

    /// The program's layout: the architecture check, one comparison a call, then allow, refuse, kill.
    func testSeccompProgram_isOneInstructionACallBesideSeven() {
        let program = SeccompFilter.program(architecture: 0xC000_003E, denied: [("ptrace", 101), ("bpf", 321)])
        XCTAssertEqual(program.count, (7 + 2) * 8)
        XCTAssertEqual(Array(program.prefix(8)), [0x20, 0, 0, 0, 4, 0, 0, 0], "load the architecture")
        // Each instruction: its code (two bytes), the jumps if true and if false, its value (four bytes).
        XCTAssertEqual(Array(program[8..<16]), [0x15, 0, 0, 6, 0x3E, 0, 0, 0xC0], "not x86_64: on to kill")
        XCTAssertEqual(Array(program[32..<40]), [0x15, 0, 2, 0, 101, 0, 0, 0], "ptrace: on to refuse")
        XCTAssertEqual(Array(program.suffix(16)), [0x06, 0, 0, 0, 1, 0, 5, 0, 0x06, 0, 0, 0, 0, 0, 0, 0x80],
                       "refuse with EPERM, else kill the process")
    }

    private static var machine: String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    func testSignal_isToldFromAnExit() throws {
        let sandbox = try sandbox()
        let crash = try sandbox.run(shell("kill -SEGV $$"))
        XCTAssertEqual(crash.signal, SIGSEGV)
        XCTAssertNil(crash.exitStatus)
        let exit = try sandbox.run(shell("exit 3"))
        XCTAssertEqual(exit.exitStatus, 3)
        XCTAssertNil(exit.signal)
    }

    func testUnconfined_keepsTheLimitsAPrivateHomeAndTheDeadlineAndRemovesWhatItLeft() throws {
        let unconfined: Sandbox
        switch Sandbox.unconfined(outside: []) {
        case .success(let found): unconfined = found
        case .failure(let unavailable): throw Prerequisite.missing("\(unavailable)")
        }
        XCTAssertNil(unconfined.bubblewrap)
        let environment = try unconfined.run(SandboxRun(executable: "/usr/bin/env", environment: ["EXTRA=given"]))
        let variables = text(environment.output).split(separator: "\n").map(String.init)
        let temporary = try XCTUnwrap(variables.first { $0.hasPrefix("TMPDIR=") }).dropFirst("TMPDIR=".count)
        XCTAssertEqual(variables.sorted(), [
            "EXTRA=given", "HOME=\(temporary)/home", "LC_ALL=C", "PATH=/usr/bin:/bin", "TMPDIR=\(temporary)",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: String(temporary)), "removed after the run")

        let outside = try TemporaryDirectory()
        let kept = try outside.write("kept", "kept\n")
        let leftovers = try unconfined.run(shell("""
            cd "$TMPDIR" && mkdir -p a/b/c && echo x > a/b/c/f && ln -s '\(kept)' link && ln -s '\(outside.path)' directory \
            && mkdir "$(printf 'not-utf-8-\\377')" && pwd && id -u
            """))
        let lines = text(leftovers.output).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, text(leftovers.errors))
        XCTAssertFalse(FileManager.default.fileExists(atPath: lines[0]))
        XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), "kept\n", "links were removed, not followed")
        XCTAssertEqual(lines[1], geteuid() == 0 ? "\(SandboxUser.id)" : "\(geteuid())")

        var loop = shell("while :; do :; done")
        loop.deadlineMilliseconds = 500
        let killed = try unconfined.run(loop)
        XCTAssertTrue(killed.timedOut)
        XCTAssertEqual(killed.signal, SIGKILL)
    }

    func testProcessCount_holdsBecauseTheProgramDoesNotRunAsRoot() throws {
        let sandbox = try sandbox()
        guard geteuid() == 0 else { throw XCTSkip("the process limit counts all of this user's processes") }
        XCTAssertEqual(text(try sandbox.run(SandboxRun(executable: "/usr/bin/id", arguments: ["-u"])).output), "65534\n")
        var forks = shell("for i in $(seq 40); do sleep 5 & done; echo all started")
        // The limit counts all of the user's processes, and bwrap leaves each run's own init for
        // the host's init to reap (which this VM's does only every few seconds): count them in.
        let existing = ChildProcess.run("/bin/ps", ["-L", "-u", "\(SandboxUser.id)", "--no-headers"]).output
        forks.limits.processCount = existing.split(separator: "\n").count + 16
        let capture = try sandbox.run(forks)
        XCTAssertEqual(text(capture.output), "")
        XCTAssertTrue(text(capture.errors).contains("fork"), text(capture.errors))
    }

    func testBindTheSandboxUserCannotReach_isRefusedWithTheReason() throws {
        let sandbox = try sandbox()
        guard sandbox.user != nil else { throw XCTSkip("the tool does not run as root: programs run as its own user") }
        let scratch = try TemporaryDirectory()
        try scratch.makeDirectory("build")
        var run = shell("true")
        run.readWriteBinds = [scratch.path + "/build"]
        XCTAssertThrowsError(try sandbox.run(run)) { error in
            XCTAssertEqual(
                (error as? ChildProcessError)?.description,
                "the sandbox's user (uid \(SandboxUser.buildBase + UInt32(getpid()))) cannot reach \(scratch.path)/build:"
                    + " \(scratch.path) is mode 700 and owned by uid 0", "a build runs as the build user")
        }
    }

    func testRelocatedBind_isWritableAtItsInsidePathWithItsFolders_andNeverWithoutTheSandbox() throws {
        let sandbox = try sandbox()
        let scratch = try TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path)
        try scratch.makeDirectory("cache/folder")
        var run = shell("touch /tmp/relocated/new /tmp/relocated/folder/deeper && echo written")
        run.relocatedBinds = [SandboxRun.Relocation(host: scratch.path + "/cache", inside: "/tmp/relocated")]
        XCTAssertEqual(text(try sandbox.run(run).output), "written\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.path + "/cache/new"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.path + "/cache/folder/deeper"), "a folder in it is handed over too")
        // Without bwrap nothing can be mounted: the run is refused, not run with the cache somewhere else.
        let unconfined = Sandbox(bubblewrap: nil, prlimit: sandbox.prlimit, user: sandbox.user)
        XCTAssertThrowsError(try unconfined.run(run)) { error in
            XCTAssertEqual((error as? ChildProcessError)?.description,
                           "without the sandbox \(scratch.path)/cache cannot be mounted at /tmp/relocated")
        }
    }

    func testRelativePath_isRefused() throws {
        let sandbox = try sandbox()
        var run = shell("true")
        run.readOnlyBinds = ["build"]
        XCTAssertThrowsError(try sandbox.run(run)) { error in
            XCTAssertEqual((error as? ChildProcessError)?.description, "a sandbox's paths must be absolute: build")
        }
    }

    func testCommandLine_launchersThenIsolationThenTheRunsOwnBinds() throws {
        let sandbox = try sandbox()
        let run = SandboxRun(
            executable: "/opt/tool/bin/program", arguments: ["--flag"], readOnlyBinds: ["/opt/tool"],
            readWriteBinds: ["/var/build"], workingDirectory: "/var/build", environment: ["EXTRA=1"])
        let line = sandbox.commandLine(for: run)
        // A run that writes a folder is a build: it runs as the build user.
        let launchers = [sandbox.prlimit, "--cpu=120", "--as=4294967296", "--fsize=1073741824", "--nproc=512", "--"]
            + (sandbox.user?.builder.launcher ?? [])
        XCTAssertEqual(Array(line.prefix(launchers.count + 1)), launchers + [try XCTUnwrap(sandbox.bubblewrap)])
        let seccomp = SeccompFilter.program == nil ? [] : ["--seccomp", "3"]
        XCTAssertEqual(Array(line.dropFirst(launchers.count + 1).prefix(18 + seccomp.count)), [
            "--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session",
            "--cap-drop", "ALL",
        ] + seccomp + [
            "--clearenv",
            "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "HOME", "/tmp/home", "--setenv", "TMPDIR", "/tmp", "--setenv",
        ])
        XCTAssertEqual(Array(line.suffix(11)), [
            "--ro-bind", "/opt/tool", "/opt/tool", "--bind", "/var/build", "/var/build",
            "--chdir", "/var/build", "--", "/opt/tool/bin/program", "--flag",
        ])
        print("sandbox command line: " + line.joined(separator: " "))
    }

    func testSwiftc_compilesFoundationInsideAndTheProgramRunsWithOnlyItsOwnDirectory() throws {
        let sandbox = try sandbox()
        guard let swiftc = ExecutableLookup.find("swiftc", outside: []) else { throw Prerequisite.missing("no swiftc on PATH") }
        // /opt/swift/usr/bin/swiftc → /opt/swift (it resolves to swift-driver beside it).
        let toolchain = "/" + swiftc.split(separator: "/").dropLast(3).joined(separator: "/")
        let scratch = try TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o711], ofItemAtPath: scratch.path)
        try scratch.makeDirectory("build")
        try scratch.makeDirectory("bin")
        try scratch.makeDirectory("plain")
        let build = scratch.path + "/build", bin = scratch.path + "/bin"
        try scratch.write("build/main.swift", """
            import Foundation
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            let data = try! JSONSerialization.data(withJSONObject: ["rating": 4.5])
            print(formatter.string(from: 1234567) ?? "?", String(decoding: data, as: UTF8.self))
            """)
        // swift-driver takes its mode from its name; resolved, it must be told.
        func compile(into directory: String, cache: String) -> [String] {
            ["--driver-mode=swiftc", "-static-stdlib", "-module-cache-path", cache, build + "/main.swift",
             "-o", directory + "/hello"]
        }
        let clock = ContinuousClock()
        var started = clock.now
        let plain = try ChildProcess.start(
            swiftc, compile(into: scratch.path + "/plain", cache: scratch.path + "/plain/module-cache"),
            mergingErrors: false, timeoutMilliseconds: 600_000
        ).capture()
        let plainTime = clock.now - started
        XCTAssertEqual(plain.exitStatus, 0, text(plain.errors))

        var compilation = SandboxRun(
            executable: swiftc, arguments: compile(into: bin, cache: build + "/module-cache"),
            readOnlyBinds: [toolchain], readWriteBinds: [build, bin], workingDirectory: build,
            deadlineMilliseconds: 600_000, idleTimeoutMilliseconds: 300_000)
        compilation.limits.cpuSeconds = 600
        started = clock.now
        let compiled = try sandbox.run(compilation)
        let sandboxTime = clock.now - started
        XCTAssertEqual(compiled.exitStatus, 0, text(compiled.errors))
        print("swiftc with Foundation, fresh module cache: plain \(plainTime), in the sandbox \(sandboxTime)")
        print("compile command line: " + sandbox.commandLine(for: compilation).joined(separator: " "))

        let program = SandboxRun(executable: bin + "/hello", readOnlyBinds: [bin], deadlineMilliseconds: 30_000)
        let ran = try sandbox.run(program)
        XCTAssertEqual(text(ran.output), "1,234,567 {\"rating\":4.5}\n", text(ran.errors))
        XCTAssertEqual(ran.exitStatus, 0)
        print("run command line: " + sandbox.commandLine(for: program).joined(separator: " "))
    }
}

/// A TCP listener on 127.0.0.1, to tell whether anything connected to it.
private final class LoopbackListener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw XCTSkip("cannot listen on 127.0.0.1") }
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether a connection was waiting; each is taken once.
    var acceptedAny: Bool {
        let connection = accept(descriptor, nil, nil)
        if connection >= 0 { close(connection) }
        return connection >= 0
    }

    deinit { close(descriptor) }
}
