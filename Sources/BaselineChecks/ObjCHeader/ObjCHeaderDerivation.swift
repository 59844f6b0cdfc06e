/// What Xcode's generated `<Module>-Swift.h` declares for one Swift file of a framework target, derived from
/// the file's Objective-C surface (`ObjCSurface`) by the compiler's printing rules, never by a compiler.
///
/// Order and layout follow github:swiftlang/swift lib/PrintAsClang/ModuleContentsWriter.cpp (`ModuleWriter`):
/// top-level declarations sorted by name (a class or protocol before extensions of the same name, smaller
/// extensions first), each written after what it requires (a superclass, adopted or refined protocols, an
/// extension's class), preceded by forward declarations of the classes and protocols its members name
/// (`forwardDeclareMemberTypes`) and followed by a blank line. A framework's header declares only public and
/// open declarations (`getRequiredAccess`: an externally consumed module requires public access).
public struct ObjCHeaderDerivation: Sendable {
    /// One printed line and the Swift declaration it comes from (a class, protocol, extension or member).
    public struct Line: Sendable, Hashable {
        public let text: String
        public let source: SourceLocation?
    }

    /// A declaration the derivation cannot print as the compiler would, and why.
    public struct Gap: Sendable, Hashable {
        public let declaration: String
        public let location: SourceLocation
        public let why: String
    }

    public let module: String
    public let lines: [Line]
    public let gaps: [Gap]

    /// The declarations as one text, one line each, as the compiler prints them between its prelude and its
    /// closing pragmas.
    public var declarations: String { lines.map { $0.text + "\n" }.joined() }

    public init(_ surface: ObjCSurface, module: String) {
        var writer = ObjCHeaderWriter(surface: surface, module: module)
        writer.write()
        self.module = module
        lines = writer.lines
        gaps = writer.gaps
    }
}

/// One top-level declaration the header prints.
enum ObjCHeaderItem {
    case objCClass(ObjCSurface.ObjCClass, ObjCTypeFacts)
    case objCProtocol(ObjCSurface.ObjCProtocol)
    case category(ObjCSurface.ObjCClass, ObjCExtensionFacts, index: Int)

    var sortName: String {
        switch self {
        case .objCClass(let type, _): return type.name
        case .objCProtocol(let type): return type.name
        case .category(let type, _, _): return type.name
        }
    }
}

/// `ModuleWriter::writeToStream` for one file: a stack of declarations, each written once what it requires is.
struct ObjCHeaderWriter {
    let surface: ObjCSurface
    let module: String
    var lines: [ObjCHeaderDerivation.Line] = []
    var gaps: [ObjCHeaderDerivation.Gap] = []
    /// Types already defined, and types already forward-declared or defined (`seenTypes`).
    var defined: Set<String> = []
    var declared: Set<ObjCHeaderTypeSpelling.Reference> = []
    let spelling: ObjCHeaderTypeSpelling

    init(surface: ObjCSurface, module: String) {
        self.surface = surface
        self.module = module
        var classes: [String: String] = [:]
        var protocols: [String: String] = [:]
        for (name, type) in surface.classes where type.isObjectiveCClass == true && type.facts != nil {
            classes[name] = type.objcName
        }
        for (name, type) in surface.protocols where type.isObjC { protocols[name] = type.objcName }
        spelling = ObjCHeaderTypeSpelling(classes: classes, protocols: protocols)
    }

    mutating func write() {
        var stack = items().sorted(by: Self.writtenBefore).reversed().map { $0 }
        while let item = stack.last {
            if let requirement = missingRequirement(of: item) {
                stack.append(requirement)
                continue
            }
            write(item)
            lines.append(.init(text: "", source: nil))
            stack.removeLast()
        }
    }

    /// Ascending by name; the class or protocol first, then its extensions, fewer members first.
    static func writtenBefore(_ left: ObjCHeaderItem, _ right: ObjCHeaderItem) -> Bool {
        if left.sortName != right.sortName { return left.sortName < right.sortName }
        switch (left, right) {
        case (.category(_, let a, let first), .category(_, let b, let second)):
            if a.memberCount != b.memberCount { return a.memberCount < b.memberCount }
            if a.protocols.count != b.protocols.count { return a.protocols.count < b.protocols.count }
            return first < second
        case (.category, _): return false
        default: return true
        }
    }

    /// The file's classes, protocols and class extensions that the header prints.
    func items() -> [ObjCHeaderItem] {
        var items: [ObjCHeaderItem] = []
        for type in surface.classes.values {
            if let facts = type.facts, type.isObjectiveCClass == true, facts.access >= .public {
                items.append(.objCClass(type, facts))
            }
            let printsClass = type.isObjectiveCClass == true && (type.facts.map { $0.access >= .public } ?? true)
            for (index, ext) in type.extensions.enumerated() where printsClass {
                let members = type.members.filter { $0.facts.container == ext.keywordToken && $0.facts.access >= .public }
                if !members.isEmpty || ext.protocols.contains(where: isPrintedProtocol) {
                    items.append(.category(type, ext, index: index))
                }
            }
        }
        for type in surface.protocols.values where type.isObjC && type.facts.access >= .public {
            items.append(.objCProtocol(type))
        }
        return items
    }

    func isPrintedProtocol(_ name: String) -> Bool {
        if let type = surface.protocols[name] { return type.isObjC && type.facts.access >= .public }
        return ObjCKnownFrameworks.objcProtocols.contains(name)
    }

    /// `require`: a superclass or protocol of this file not yet written.
    func missingRequirement(of item: ObjCHeaderItem) -> ObjCHeaderItem? {
        var names: [String] = []
        switch item {
        case .objCClass(let type, let facts): names = [type.superclass].compactMap { $0 } + facts.protocols
        case .objCProtocol(let type): names = type.facts.protocols
        case .category(let type, let ext, _): names = [type.name] + ext.protocols
        }
        for name in names where !defined.contains(name) {
            if let type = surface.classes[name], let facts = type.facts, type.isObjectiveCClass == true, facts.access >= .public {
                return .objCClass(type, facts)
            }
            if let type = surface.protocols[name], type.isObjC, type.facts.access >= .public { return .objCProtocol(type) }
        }
        return nil
    }

    mutating func write(_ item: ObjCHeaderItem) {
        switch item {
        case .objCClass(let type, let facts):
            // A declaration written early as a requirement prints only its blank line when its turn comes.
            guard defined.insert(type.name).inserted else { return }
            let members = type.members.filter { $0.facts.container == facts.keywordToken }
            let body = printedMembers(members, of: type.name, isProtocol: false)
            forwardDeclare(body.references, container: .objCClass(type.objcName))
            declared.insert(.objCClass(type.objcName))
            lines.append(.init(text: "", source: nil))
            writeClassHeader(type, facts)
            lines += body.lines
            lines.append(.init(text: "@end", source: facts.location))
        case .objCProtocol(let type):
            guard defined.insert(type.name).inserted else { return }
            let body = printedMembers(type.members, of: type.name, isProtocol: true)
            forwardDeclare(body.references, container: .objCProtocol(type.objcName))
            declared.insert(.objCProtocol(type.objcName))
            lines.append(.init(text: "", source: nil))
            let named = type.facts.customName != nil
            let runtime = named ? "SWIFT_PROTOCOL_NAMED(\"\(type.name)\")" : "SWIFT_PROTOCOL(\"\(runtimeName(type.name, kind: "P"))_\")"
            lines.append(.init(text: runtime, source: type.facts.location))
            lines.append(.init(text: "@protocol \(type.objcName)" + protocolList(type.facts.protocols), source: type.facts.location))
            lines += body.lines
            lines.append(.init(text: "@end", source: type.facts.location))
        case .category(let type, let ext, _):
            let members = type.members.filter { $0.facts.container == ext.keywordToken }
            let body = printedMembers(members, of: type.name, isProtocol: false)
            forwardDeclare(body.references, container: .objCClass(type.objcName))
            lines.append(.init(text: "", source: nil))
            lines.append(.init(
                text: "@interface \(type.objcName) (SWIFT_EXTENSION(\(module)))" + protocolList(ext.protocols),
                source: ext.location))
            lines += body.lines
            lines.append(.init(text: "@end", source: ext.location))
        }
    }

    /// `visitClassDecl`: `IB_DESIGNABLE`, `SWIFT_CLASS("runtime name")` or `SWIFT_CLASS_NAMED("Swift name")`,
    /// then `@interface Name : Superclass <Protocols>`.
    mutating func writeClassHeader(_ type: ObjCSurface.ObjCClass, _ facts: ObjCTypeFacts) {
        if facts.isIBDesignable { lines.append(.init(text: "IB_DESIGNABLE", source: facts.location)) }
        if facts.isNested && facts.customName == nil {
            gaps.append(.init(declaration: type.name, location: facts.location,
                              why: "the runtime name of a nested class (its parents mangled in) is not derived"))
        }
        let macro = facts.customName != nil
            ? "SWIFT_CLASS_NAMED(\"\(type.name)\")" : "SWIFT_CLASS(\"\(runtimeName(type.name, kind: "C"))\")"
        lines.append(.init(text: macro, source: facts.location))
        var header = "@interface \(type.objcName)"
        if let superclass = type.superclass {
            header += " : " + (surface.classes[superclass]?.objcName ?? superclass)
        }
        lines.append(.init(text: header + protocolList(facts.protocols), source: facts.location))
    }

    /// `printProtocols`: the Objective-C protocols of the list the header can name, ` <A, B>`.
    func protocolList(_ names: [String]) -> String {
        let printed = names.filter(isPrintedProtocol).map { surface.protocols[$0]?.objcName ?? ($0 == "NSObjectProtocol" ? "NSObject" : $0) }
        return printed.isEmpty ? "" : " <" + printed.joined(separator: ", ") + ">"
    }

    /// The old (Swift 4) mangling the runtime uses for a top-level class or protocol of the module:
    /// `_TtC12iHeartRating15HeartRatingView` (`ClassDecl::getObjCRuntimeName`, `Mangle::ASTMangler::mangleObjCRuntimeName`).
    func runtimeName(_ name: String, kind: String) -> String {
        "_Tt\(kind)\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }

    /// `printMembers`: the public members in declaration order, `@optional` and `@required` switching as
    /// requirements change, with the classes and protocols they name.
    mutating func printedMembers(_ members: [ObjCSurface.Member], of owner: String, isProtocol: Bool)
        -> (lines: [ObjCHeaderDerivation.Line], references: [ObjCHeaderTypeSpelling.Reference]) {
        var printer = ObjCHeaderMemberPrinter(types: spelling, isProtocolRequirement: isProtocol)
        var printed: [ObjCHeaderDerivation.Line] = []
        var optional = false
        for member in members where member.facts.access >= .public {
            if member.isOptionalRequirement != optional {
                optional = member.isOptionalRequirement
                printed.append(.init(text: optional ? "@optional" : "@required", source: member.location))
            }
            do {
                printed += try printer.lines(for: member).map { .init(text: $0, source: member.location) }
            } catch {
                gaps.append(.init(declaration: "\(owner).\(member.name)", location: member.location, why: error.why))
            }
        }
        return (printed, printer.types.references)
    }

    /// `forwardDeclare`: `@class Name;` and `@protocol Name;` for what the members name, once per header.
    mutating func forwardDeclare(_ references: [ObjCHeaderTypeSpelling.Reference], container: ObjCHeaderTypeSpelling.Reference) {
        for reference in references where reference != container && declared.insert(reference).inserted {
            switch reference {
            case .objCClass(let name): lines.append(.init(text: "@class \(name);", source: nil))
            case .objCProtocol(let name): lines.append(.init(text: "@protocol \(name);", source: nil))
            }
        }
    }
}
