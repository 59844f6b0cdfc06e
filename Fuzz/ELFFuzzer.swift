// libFuzzer harness for the reader of compiled objects, static libraries and shared objects (Fuzz/fuzz.sh elf);
// any trap or sanitizer report is a finding.
import BaselineSupport

/// Traps with a message when an invariant of what the reader returns does not hold.
func requireInvariant(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("invariant violated: \(message())") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if StaticArchive.isArchive(bytes) {
        guard let archive = try? StaticArchive(bytes) else { return 0 }
        for member in archive.members {
            requireInvariant(member.bytes.startIndex >= 0 && member.bytes.endIndex <= bytes.count, "member \(member.name)")
            read(Array(member.bytes))
        }
    } else {
        read(bytes)
    }
    return 0
}

/// Reads `bytes` as an object and as a shared object, touching every section and symbol it returns.
private func read(_ bytes: [UInt8]) {
    guard let file = try? ELFFile(bytes) else { return }
    for section in file.sections {
        requireInvariant(section.fileRange.lowerBound >= 0 && section.fileRange.upperBound <= bytes.count, "section \(section.index)")
        _ = file.contents(of: section).reduce(0, &+)
    }
    for symbol in (try? file.symbols()) ?? [] {
        if case .section(let index) = symbol.definition { requireInvariant(index < file.sections.count, "symbol \(symbol.name)") }
    }
    if let dynamic = try? ELFDynamicSymbols(bytes) {
        _ = dynamic.defines("swift_retain")
        _ = dynamic.defines("")
    }
}
