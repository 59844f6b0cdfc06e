#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The seccomp filter bubblewrap loads into the sandbox (`--seccomp FD`): a classic BPF program, built here
/// byte by byte (no libseccomp), that refuses with EPERM the system calls a control, its tests or the compiler
/// have no use for and that reach the kernel's rarer, riskier surfaces: debugging other processes, modules and
/// kexec, keys, BPF, userfaultfd, perf events, io_uring, mounts and namespaces, raw I/O ports, personality
/// changes. Anything else is allowed: namespaces, no capabilities and the limits already confine it. A call of
/// the x32 ABI fails likewise; a call of another architecture ends the process.
enum SeccompFilter {
    /// The program for this machine; `nil` where the tool knows no system-call numbers (only x86_64 so far).
    static var program: [UInt8]? {
        #if arch(x86_64)
        return program(architecture: 0xC000_003E, denied: x86_64Denied)
        #else
        return nil
        #endif
    }

    /// x86_64 numbers (Linux's `arch/x86/entry/syscalls/syscall_64.tbl`).
    static let x86_64Denied: [(name: String, number: UInt32)] = [
        ("ptrace", 101), ("syslog", 103), ("personality", 135), ("pivot_root", 155), ("chroot", 161), ("acct", 163),
        ("mount", 165), ("umount2", 166), ("swapon", 167), ("swapoff", 168), ("reboot", 169), ("sethostname", 170),
        ("setdomainname", 171), ("iopl", 172), ("ioperm", 173), ("init_module", 175), ("delete_module", 176),
        ("quotactl", 179), ("lookup_dcookie", 212), ("kexec_load", 246), ("add_key", 248), ("request_key", 249),
        ("keyctl", 250), ("unshare", 272), ("perf_event_open", 298), ("fanotify_init", 300),
        ("name_to_handle_at", 303), ("open_by_handle_at", 304), ("setns", 308), ("process_vm_readv", 310),
        ("process_vm_writev", 311), ("finit_module", 313), ("kexec_file_load", 320), ("bpf", 321),
        ("userfaultfd", 323), ("io_uring_setup", 425), ("io_uring_enter", 426), ("io_uring_register", 427),
        ("open_tree", 428), ("move_mount", 429), ("fsopen", 430), ("fsconfig", 431), ("fsmount", 432),
        ("fspick", 433),
    ]

    /// `ld arch; jeq ARCH else kill; ld nr; jge 0x40000000 (x32) → errno; jeq N → errno …; allow; errno; kill`.
    static func program(architecture: UInt32, denied: [(name: String, number: UInt32)]) -> [UInt8] {
        let count = denied.count
        // Instruction indices of the three returns.
        let allow = 4 + count, refuse = allow + 1, kill = allow + 2
        var instructions: [(code: UInt16, jumpTrue: UInt8, jumpFalse: UInt8, value: UInt32)] = [
            (loadWord, 0, 0, 4),
            (jumpIfEqual, 0, UInt8(kill - 2), architecture),
            (loadWord, 0, 0, 0),
            (jumpIfAtLeast, UInt8(refuse - 4), 0, 0x4000_0000),
        ]
        for (offset, call) in denied.enumerated() {
            instructions.append((jumpIfEqual, UInt8(refuse - (4 + offset + 1)), 0, call.number))
        }
        instructions += [(returnValue, 0, 0, 0x7FFF_0000), (returnValue, 0, 0, 0x0005_0000 | UInt32(EPERM)),
                         (returnValue, 0, 0, 0x8000_0000)]
        return instructions.flatMap { instruction in
            littleEndian(instruction.code, 2) + [instruction.jumpTrue, instruction.jumpFalse]
                + littleEndian(instruction.value, 4)
        }
    }

    private static let loadWord: UInt16 = 0x20  // BPF_LD | BPF_W | BPF_ABS
    private static let jumpIfEqual: UInt16 = 0x15  // BPF_JMP | BPF_JEQ | BPF_K
    private static let jumpIfAtLeast: UInt16 = 0x35  // BPF_JMP | BPF_JGE | BPF_K
    private static let returnValue: UInt16 = 0x06  // BPF_RET | BPF_K

    private static func littleEndian<Value: FixedWidthInteger>(_ value: Value, _ bytes: Int) -> [UInt8] {
        (0..<bytes).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
