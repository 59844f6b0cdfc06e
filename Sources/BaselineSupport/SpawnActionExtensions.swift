#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `posix_spawn` file actions that Swift's Glibc module does not export
/// (they are GNU extensions), looked up once by name: closing every descriptor from a number
/// on (glibc 2.34) and changing the child's directory (glibc 2.29). `nil` where the C
/// library lacks one, so that a caller can refuse rather than run without it.
package enum SpawnActionExtensions {
    package typealias Actions = UnsafeMutablePointer<posix_spawn_file_actions_t>
    package typealias CloseFrom = @convention(c) (Actions, Int32) -> Int32
    package typealias ChangeDirectory = @convention(c) (Actions, UnsafePointer<CChar>) -> Int32

    package static let closeFrom: CloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    package static let changeDirectory: ChangeDirectory? = symbol("posix_spawn_file_actions_addchdir_np")

    private static func symbol<Function>(_ name: String) -> Function? {
        guard let process = dlopen(nil, RTLD_NOW), let address = dlsym(process, name) else { return nil }
        return unsafeBitCast(address, to: Function.self)
    }
}
