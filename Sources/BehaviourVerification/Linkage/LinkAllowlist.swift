/// What a compiled control (and, under `--xctest`, its tests) may link: the data `LinkCheck` holds each object
/// against, every entry with the reason it is there. Anything not listed is refused (BHV005, an error), so a
/// construct nobody thought of is refused too; an honest control that needs something new gets it added here,
/// with its reason, after review.
///
/// Measured with Swift 6.3 on Linux (x86_64), `-O -wmo` and unoptimised, on the example's control and the real
/// repository's (iHeartRating, github:garethpaul/iHeartRating), their tests, and the UIKit stand-in: every
/// object they compile to passes it, and it is what they need.
enum LinkAllowlist {
    /// Names, or the start of names, with why they may be linked.
    struct Entry: Sendable {
        let names: [String]
        let why: String

        init(_ names: [String], _ why: String) {
            self.names = names
            self.why = why
        }
    }

    /// The only C functions a control may call: those the compiler and the standard library's inlined code call
    /// for plain Swift. The rest of the C library (files, descriptors, the environment, processes, the dynamic
    /// loader, ending the program) is refused.
    static let cFunctions = [
        Entry(["malloc", "free", "malloc_usable_size"],
              "the heap: Swift's allocations, and the standard library's arrays sizing their storage"),
        Entry(["memcpy", "memmove", "memset"], "copies and fills the compiler emits for the values it moves"),
        Entry(["ceil", "ceilf", "floor", "floorf", "round", "roundf", "rint", "rintf", "trunc", "truncf",
               "fmod", "fmodf", "remainder", "remainderf", "sqrt", "sqrtf"],
              "arithmetic the standard library's floating-point methods (and CGFloat's) lower to: `rounded(_:)`,"
                  + " `truncatingRemainder(dividingBy:)`, `remainder(dividingBy:)`, `squareRoot()`"),
        Entry(["__stack_chk_fail"], "the compiler's stack protector, which stops the program when a stack buffer was overrun"),
    ]

    /// Symbols of the Swift runtime's libraries that are not Swift names: the runtime's entry points the compiler
    /// calls (reference counting, allocation, metadata, casts, exclusivity, weak references, errors), and the
    /// standard library's empty collections and unimplemented-initializer trap. A name is allowed when it starts
    /// with one of the first entry's prefixes and not the second's, or is one of the third's.
    static let runtimePrefixes = Entry(["swift_"], "the runtime's entry points, which compiled Swift calls for itself")
    static let runtimeRefused = Entry(["swift_stdlib_"],
                                      "the standard library's helpers that read standard input and randomness")
    static let runtimeNames = Entry(
        ["_swiftEmptyArrayStorage", "_swiftEmptyDictionarySingleton", "_swiftEmptySetSingleton",
         "_swift_stdlib_reportUnimplementedInitializer", "_swift_stdlib_reportUnimplementedInitializerInFile"],
        "the storage every empty array, dictionary and set shares, and the trap the compiler puts in an"
            + " initializer a subclass must implement and does not")

    /// The Swift runtime's libraries, in the toolchain's `usr/lib/swift/linux`: a Swift name they define is the
    /// standard library's (or its concurrency and string-processing parts'), allowed but for `standardLibraryRefused`.
    static let runtimeLibraries = [
        "libswiftCore.so", "libswift_Concurrency.so", "libswift_StringProcessing.so", "libswift_RegexParser.so",
        "libswiftSwiftOnoneSupport.so",
    ]
    /// The standard library's doors to the process.
    static let standardLibraryRefused = [
        Entry(["$ss11CommandLineO"], "the process's arguments (`CommandLine`)"),
        Entry(["$ss8readLine"], "the process's standard input (`readLine`)"),
    ]

    /// XCTest's library: what the tests (never the control) may link besides the rest.
    static let testLibrary = "libXCTest.so"

    /// The parts of Foundation a control may use, by the start of their Swift names: what `import UIKit` brings a
    /// view on iOS and a rating view needs. The rest of Foundation (files, the process, bundles, URLs, data,
    /// the run loop, class lookup by name, …) is refused.
    static let foundation = [
        Entry(["$s10Foundation7CGFloatV", "$s10Foundation7CGPointV", "$s10Foundation6CGSizeV", "$s10Foundation6CGRectV"],
              "geometry: CGFloat, CGPoint, CGSize and CGRect, which Foundation defines on Linux"),
        Entry(["$s10Foundation8NSObjectC"],
              "NSObject, which UIView descends from: a subclass's method table lists every method of it"),
        Entry(["$s10Foundation7NSCoderC"], "NSCoder, which `init?(coder:)` takes"),
        Entry(["$sSS10FoundationE6format"], "`String(format:)`, for a rating's accessibility text"),
    ]

    /// The libraries an object may ask the linker to add (`.swift1_autolink_entries`): those `import UIKit`
    /// (the stand-in, which imports Foundation) brings, the unoptimised build's support library, and for tests
    /// XCTest.
    static let autolinked = Entry(
        ["-lswiftCore", "-lswift_Concurrency", "-lswift_StringProcessing", "-lswift_RegexParser",
         "-lswiftSwiftOnoneSupport", "-lFoundation", "-lFoundationEssentials", "-lFoundationInternationalization",
         "-lswiftGlibc", "-lm", "-lpthread", "-lutil", "-ldl", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime"],
        "what Foundation, and so `import UIKit`, links; a library's symbols are still held against the lists above")
    static let testAutolinked = Entry(["-lXCTest"], "XCTest, for the tests")

    /// Sections the compiler emits for plain Swift, by name (a name ending in `.` stands for every name it
    /// starts); a relocation section (`.rela…`) is allowed with the section it relocates. Nothing runs before
    /// `main` or at exit (`.init_array`, `.fini_array`, `.preinit_array`, `.ctors`, `.dtors`, `.init`, `.fini`),
    /// and no section replaces another module's functions (`swift5_replace`).
    static let sections = [
        Entry(["", ".text", ".text.", ".rodata", ".rodata.", ".data", ".data.", ".bss", ".bss."],
              "code and data, one section per function or value"),
        Entry(["swift5_typeref", "swift5_reflstr", "swift5_fieldmd", "swift5_assocty", "swift5_capture", "swift5_builtin",
               "swift5_mpenum", "swift5_protocols", "swift5_protocol_conformances", "swift5_type_metadata"],
              "the metadata the Swift runtime reads: types, fields, conformances, reflection"),
        Entry([".swift1_autolink_entries", ".swift_modhash"], "the libraries to link (checked below) and the module's hash"),
        Entry([".eh_frame"], "unwinding tables"),
        Entry([".note.GNU-stack"], "the mark that the stack is not executable"),
        Entry([".linker-options"], "options to the linker, when empty (any option is refused)"),
        Entry([".symtab", ".strtab", ".shstrtab"], "the symbol and string tables"),
    ]

    /// Symbols an object may define outside its module's namespace: the compiler's own copies, which every object
    /// that needs one carries (weak and hidden, so that one is kept and none is seen outside the program), and
    /// its local labels.
    static let sharedDefinitions = Entry(
        ["$s", "symbolic ", "got.$s", "__swift_", "_swift_dead_method_stub"],
        "the compiler's weak, hidden copies: specialised and inlined standard-library code, value-witness helpers,"
            + " metadata references, the stub of a removed method, the reflection version")
    static let localDefinitions = Entry(
        ["$s", ".L", "l_", "__swift_"],
        "the compiler's local symbols: private Swift entities, constants, string literals, reflection descriptors,"
            + " merged helpers")

    /// Every list, for cache keys: a control checked against another allowlist is built (and checked) again.
    static var fingerprint: String {
        let entries = cFunctions + [runtimePrefixes, runtimeRefused, runtimeNames] + standardLibraryRefused + foundation
            + [autolinked, testAutolinked] + sections + [sharedDefinitions, localDefinitions]
        return (entries.map { $0.names.joined(separator: ",") } + runtimeLibraries + [testLibrary]).joined(separator: ";")
    }
}
