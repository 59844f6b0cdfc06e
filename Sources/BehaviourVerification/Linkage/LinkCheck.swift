import BaselineSupport

/// A compiled control's objects (and, under `--xctest`, its tests') held against `LinkAllowlist` after the
/// compile and before anything is linked or run: what they define stays in their module's namespace, their
/// sections are those plain Swift has, and everything they refer to resolves to the UIKit stand-in, the Swift
/// runtime and standard library, the listed parts of Foundation, the listed C functions, or (tests) XCTest.
/// Each finding is a `LinkViolation`; none means the objects may be linked and run.
package struct LinkCheck {
    let libraries: LinkLibraries
    /// The UIKit stand-in's static library, which the objects are linked with.
    let standIn: String

    /// Whose objects: the control's, or its tests', which may also use XCTest.
    package enum Role: Sendable {
        case control, tests
    }

    /// An object to check: its name (the archive member's, or the file's) and bytes.
    package struct Object: Sendable {
        let name: String
        let bytes: [UInt8]

        package init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// Why the check could not be made (a library of the toolchain that cannot be read): not the objects'.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The violations of `objects`, all of module `module`, in `role`; a reference any of them or `others` (the
    /// control's objects, for tests) defines is theirs.
    func violations(
        of objects: [Object], module: String, role: Role, others: [Object] = []
    ) throws(Unavailable) -> [LinkViolation] {
        var violations: [LinkViolation] = []
        var read: [(Object, ELFFile, [ELFSymbol])] = []
        for object in objects {
            do {
                let file = try ELFFile(object.bytes)
                read.append((object, file, try file.symbols()))
            } catch {
                violations.append(LinkViolation(object: object.name, what: "compiled to an object that cannot be read (\(error))",
                                                why: "so what it links is unknown", sourceNames: []))
            }
        }
        var defined: Set<String> = []
        for other in others {
            guard let symbols = try? ELFFile(other.bytes).symbols() else { continue }
            defined.formUnion(symbols.filter { $0.isDefined && $0.binding != .local }.map(\.name))
        }
        for (_, _, symbols) in read {
            defined.formUnion(symbols.filter { $0.isDefined && $0.binding != .local }.map(\.name))
        }
        let resolver = try Resolver(check: self, role: role, defined: defined)
        for (object, file, symbols) in read {
            violations += sectionViolations(file, object: object.name, role: role)
            violations += definitionViolations(symbols, object: object.name, module: module)
            violations += resolver.violations(symbols.filter { !$0.isDefined }.map(\.name), object: object.name)
        }
        return violations
    }

    // MARK: - Sections

    private func sectionViolations(_ file: ELFFile, object: String, role: Role) -> [LinkViolation] {
        var violations: [LinkViolation] = []
        for section in file.sections {
            if section.type == Self.relocations, section.info > 0, section.info < file.sections.count,
               section.name == ".rela" + file.sections[section.info].name {
                // Relocations go with their section, which is reported itself when it is refused.
                continue
            }
            guard Self.allowedTypes.contains(section.type), section.type != Self.relocations,
                  Self.isAllowedSection(section.name)
            else {
                let runsCode = [ELFSection.initializerArray, ELFSection.finalizerArray, ELFSection.preinitializerArray]
                    .contains(section.type) || [".init", ".fini", ".ctors", ".dtors", ".preinit_array"]
                    .contains { section.name == $0 || section.name.hasPrefix($0 + ".") || section.name.hasPrefix($0 + "_array") }
                violations.append(LinkViolation(
                    object: object, what: "adds the section `\(section.name)`",
                    why: runsCode ? "whose code runs before the program's own, or at its exit"
                        : "which the compiler never emits for plain Swift",
                    sourceNames: [section.name, "@section", "@_section", "@used", "@_used"]))
                continue
            }
            switch section.name {
            case ".linker-options" where !file.contents(of: section).isEmpty:
                violations.append(LinkViolation(object: object, what: "passes options to the linker", why: LinkViolation.noUse,
                                                sourceNames: []))
            case ".swift1_autolink_entries":
                let allowed = LinkAllowlist.autolinked.names + (role == .tests ? LinkAllowlist.testAutolinked.names : [])
                for entry in file.contents(of: section).split(separator: 0).map({ String(decoding: $0, as: UTF8.self) })
                where !allowed.contains(entry) {
                    let library = entry.hasPrefix("-l") ? String(entry.dropFirst(2)) : entry
                    violations.append(LinkViolation(
                        object: object, what: "links the library `\(library)`",
                        why: library == "XCTest" ? "which only the tests may use" : LinkViolation.noUse,
                        sourceNames: [library.hasPrefix("swift") ? String(library.dropFirst(5)) : library]))
                }
            default:
                continue
            }
        }
        return violations
    }

    private static let relocations: UInt32 = 4
    /// Section types plain Swift has: program bits, symbols, strings, relocations with addends, zeroed data,
    /// x86_64's unwinding tables, and LLVM's linker options.
    private static let allowedTypes: Set<UInt32> = [0, 1, 2, 3, relocations, ELFSection.noBits, 0x7000_0001, 0x6FFF_4C01]

    private static func isAllowedSection(_ name: String) -> Bool {
        LinkAllowlist.sections.contains { entry in
            entry.names.contains { $0 == name || ($0.hasSuffix(".") && name.hasPrefix($0) && name.count > $0.count) }
        }
    }

    // MARK: - Definitions

    private func definitionViolations(_ symbols: [ELFSymbol], object: String, module: String) -> [LinkViolation] {
        symbols.filter(\.isDefined).compactMap { symbol in
            let violation = { (what: String, why: String) in
                LinkViolation(object: object, what: what, why: why, sourceNames: [symbol.name])
            }
            switch (symbol.binding, symbol.kind) {
            case (.other, _):
                return violation("defines `\(symbol.name)` with a binding the compiler never gives plain Swift", LinkViolation.noUse)
            case (_, .other(10)):
                return violation("defines `\(symbol.name)` as an indirect function", "whose resolver runs as the program loads")
            case (_, .other):
                return violation("defines `\(symbol.name)` as a kind of symbol the compiler never emits for plain Swift",
                                 LinkViolation.noUse)
            case (.local, .section), (.local, .file):
                return nil
            case (.local, _):
                return Self.starts(symbol.name, with: LinkAllowlist.localDefinitions) ? nil
                    : violation("defines `\(symbol.name)`, a name of the C library's kind", LinkViolation.noUse)
            case (.weak, _) where symbol.visibility == .hidden && Self.starts(symbol.name, with: LinkAllowlist.sharedDefinitions):
                return nil
            default:
                guard MangledName(symbol.name)?.isDeclared(in: module) != true else { return nil }
                return violation(
                    "defines `\(symbol.name)`, a name outside its own module (\(module))",
                    "which would take the place of the one the C library, the runtime or another module defines")
            }
        }
    }

    private static func starts(_ name: String, with entry: LinkAllowlist.Entry) -> Bool {
        entry.names.contains { name.hasPrefix($0) }
    }

    // MARK: - References

    /// Resolves references against what the objects define, the stand-in, the listed C functions, the Swift
    /// runtime's libraries, XCTest (tests) and the listed parts of Foundation, in that order.
    private struct Resolver {
        let role: Role
        let defined: Set<String>
        let standIn: Set<String>
        let runtime: [ELFDynamicSymbols]
        let xctest: ELFDynamicSymbols?

        init(check: LinkCheck, role: Role, defined: Set<String>) throws(Unavailable) {
            self.role = role
            self.defined = defined
            do {
                standIn = try check.libraries.standIn(check.standIn)
                runtime = try LinkAllowlist.runtimeLibraries.compactMap { name throws(ELFError) in try check.libraries.library(name) }
                xctest = role == .tests ? try check.libraries.library(LinkAllowlist.testLibrary) : nil
            } catch {
                throw Unavailable(description: "cannot read what a control may link: \(error)")
            }
            guard !runtime.isEmpty else {
                throw Unavailable(description: "the Swift runtime's libraries are not in \(check.libraries.directory)")
            }
        }

        /// One violation per name a source spells (five symbols of `FileManager` are one finding), in order.
        func violations(_ references: [String], object: String) -> [LinkViolation] {
            var seen: Set<String> = []
            return references.compactMap { symbol in
                guard let origin = origin(of: symbol) else { return nil }
                let violation = LinkViolation.reference(symbol, in: object, origin: origin)
                return seen.insert(violation.what).inserted ? violation : nil
            }
        }

        /// Why `symbol` is not allowed, or `nil` when it is.
        private func origin(of symbol: String) -> LinkViolation.Origin? {
            if defined.contains(symbol) || standIn.contains(symbol) { return nil }
            let mangled = symbol.hasPrefix("$s")
            if !mangled && LinkAllowlist.cFunctions.contains(where: { $0.names.contains(symbol) }) { return nil }
            if runtime.contains(where: { $0.defines(symbol) }) {
                if mangled {
                    return LinkAllowlist.standardLibraryRefused.first { LinkCheck.starts(symbol, with: $0) }
                        .map { .refusedStandardLibrary($0.why) }
                }
                let allowed = LinkAllowlist.runtimeNames.names.contains(symbol)
                    || (LinkCheck.starts(symbol, with: LinkAllowlist.runtimePrefixes)
                        && !LinkCheck.starts(symbol, with: LinkAllowlist.runtimeRefused))
                return allowed ? nil : .runtime
            }
            if let xctest, xctest.defines(symbol) { return nil }
            if LinkAllowlist.foundation.contains(where: { LinkCheck.starts(symbol, with: $0) }) { return nil }
            guard mangled else { return .cLibrary }
            guard let name = MangledName(symbol) else { return .unknown }
            let module = name.extensionModule ?? name.module
            if module.hasPrefix("Foundation") { return .foundation("Foundation") }
            if module == "XCTest" { return .testsOnly }
            // A name of the stand-in's module that the stand-in does not define is nothing it may link.
            if module == "UIKit" { return .unknown }
            return module.hasPrefix("__C") ? .cLibrary : .module(module)
        }
    }
}
