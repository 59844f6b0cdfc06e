#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum ProcessorCount {
    /// The processors online now, between 1 and 64.
    public static var online: Int {
        min(max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1), 64)
    }
}
