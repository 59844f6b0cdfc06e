import BaselineSupport

/// One program to run in the sandbox, and all it may see besides the system's programs and
/// libraries (read-only) and an empty private `/tmp` with an empty home in it: nothing else of
/// the host, and no network.
struct SandboxRun: Sendable {
    /// The program's absolute path, under `/usr` or one of the binds.
    var executable: String
    var arguments: [String] = []
    /// Absolute host paths mounted read-only at the same path (a toolchain, a compiled program's directory).
    var readOnlyBinds: [String] = []
    /// Absolute host paths mounted writable at the same path (a private build directory). A run that has
    /// some is a build: it runs as the tool's build user, given them only while it runs (`SandboxUser`).
    var readWriteBinds: [String] = []
    /// Host directories mounted writable at another path (`Relocation`); handed to the build user with the
    /// folders in them. Only bwrap can mount: a run without the sandbox that has some is refused.
    var relocatedBinds: [Relocation] = []
    /// Where the program starts; the empty home when `nil`.
    var workingDirectory: String? = nil
    /// Variables beyond the fixed ones (`Sandbox.fixedEnvironment`), each `NAME=value`; a later one wins.
    var environment: [String] = []
    /// What the program reads on its standard input: a host file, or bytes it can read once (a nonce).
    var standardInput = ChildProcess.Input.file("/dev/null")
    var limits = ResourceLimits()
    /// Wall-clock time after which the program is killed, whatever it does.
    var deadlineMilliseconds: Int32 = 120_000
    /// Time without output after which the program is killed (a program waiting for ever); 0 for none.
    var idleTimeoutMilliseconds: Int32 = 0
    /// Bytes kept of standard output and of standard error each (of standard error only, when the output
    /// goes to a reader as it comes); the rest is read and dropped.
    var outputLimit = 1 << 20

    /// Every host path the run names, which must be absolute: the sandbox never resolves a
    /// relative one against its own working directory.
    var hostPaths: [String] {
        var paths = [executable] + readOnlyBinds + readWriteBinds + relocatedBinds.map(\.host)
            + (workingDirectory.map { [$0] } ?? [])
        if case .file(let input) = standardInput { paths.append(input) }
        return paths
    }

    /// A host directory and the path it is mounted at in the sandbox: what a program records of where it
    /// wrote (the compiler's module cache) then reads the same in every build.
    struct Relocation: Sendable {
        let host: String
        let inside: String
    }
}
