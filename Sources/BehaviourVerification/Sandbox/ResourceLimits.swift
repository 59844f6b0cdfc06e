import BaselineChecks

/// Kernel limits on a sandboxed program and everything it starts, set by util-linux's
/// `prlimit` before the sandbox is entered, soft and hard alike, so that the program cannot
/// raise them. Each holds per process except `processCount`.
struct ResourceLimits: Sendable {
    /// CPU time; the kernel kills the program (SIGKILL) when it has used this much. Per
    /// process: the deadline bounds a tree of busy processes.
    var cpuSeconds = 120
    /// Virtual memory (RLIMIT_AS): allocations beyond fail. `swiftc` compiling and linking a
    /// program that imports Foundation peaks at about 340 MB resident and works under 1 GiB.
    var addressSpaceBytes = 4 << 30
    /// The largest file the program may write; writing beyond raises SIGXFSZ.
    var fileSizeBytes = 1 << 30
    /// Processes and threads of the user the program runs as, all of them on the machine,
    /// not only the program's (RLIMIT_NPROC). Root is exempt, which is one reason the sandbox
    /// never runs a program as root (see `SandboxUser`).
    var processCount = 512
    /// The size of the private `/tmp`, which is kept in memory.
    var temporaryBytes = 1 << 30
    /// The size of `/dev/shm` (POSIX shared memory), which is kept in memory too; the rest of `/dev` is
    /// read-only, so that nothing else there holds memory.
    var sharedMemoryBytes = 16 << 20

    /// The directories the sandbox keeps in memory, each with its size: what a program can hold there
    /// beyond its address space.
    var memoryDirectories: [(path: String, bytes: Int)] {
        [("/tmp", temporaryBytes), ("/dev/shm", sharedMemoryBytes)]
    }

    /// The options that give `prlimit` these limits.
    var prlimitOptions: [String] {
        ["--cpu=\(cpuSeconds)", "--as=\(addressSpaceBytes)", "--fsize=\(fileSizeBytes)", "--nproc=\(processCount)"]
    }
}
