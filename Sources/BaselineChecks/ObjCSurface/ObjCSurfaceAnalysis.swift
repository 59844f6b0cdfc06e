/// Runs the analysis over one file: protocols first (their requirements name their witnesses' selectors),
/// then each class with its extensions, superclasses before subclasses (an override takes its selectors).
struct ObjCSurfaceAnalysis {
    let model: ObjCSourceModel
    var local = ObjCLocalTypes()
    var classDecls: [String: ObjCTypeDeclaration] = [:]
    var protocolDecls: [String: ObjCTypeDeclaration] = [:]
    var extensions: [String: [ObjCTypeDeclaration]] = [:]
    var ancestries: [String: ObjCClassAncestry] = [:]
    /// Each `@objc` protocol's exposed requirements, by protocol name.
    var requirements: [String: [ObjCRequirement]] = [:]
    /// Classes being analysed, so that a cycle of superclasses ends.
    var inProgress: Set<String> = []
    var classes: [String: ObjCSurface.ObjCClass] = [:]
    var protocols: [String: ObjCSurface.ObjCProtocol] = [:]

    init(model: ObjCSourceModel) {
        self.model = model
        for type in model.types {
            switch type.kind {
            case .class: classDecls[type.name] = type
            case .protocol: protocolDecls[type.name] = type
            case .extension: extensions[type.name, default: []].append(type)
            case .struct, .actor: local.values[type.name] = false
            // `@objc enum E: Int` is representable; its raw type is left to the compiler to check.
            case .enum: local.values[type.name] = type.declaration.has("objc")
            }
            for member in type.members where member.keyword == "typealias" || member.keyword == "associatedtype" {
                if let name = model.file.tokens[safe: member.keywordToken + 1]?.text { local.others.insert(name) }
            }
        }
        for declaration in model.scanner.declarations(in: 0..<model.file.tokens.count) where declaration.keyword == "typealias" {
            if let name = model.file.tokens[safe: declaration.keywordToken + 1]?.text { local.others.insert(name) }
        }
        for (name, type) in protocolDecls { local.protocols[name] = type.declaration.has("objc") }
    }

    mutating func run() {
        for name in classDecls.keys.sorted() { local.classes[name] = isObjectiveCClass(name).isObjC }
        for name in protocolDecls.keys.sorted() { protocols[name] = analyzeProtocol(name) }
        for name in classDecls.keys.sorted() { analyzeClass(name) }
        for name in extensions.keys.sorted() where classDecls[name] == nil && protocolDecls[name] == nil {
            analyzeExtensionOfOutsideType(name)
        }
    }

    /// Analyses `name` after its superclasses, once.
    mutating func analyzeClass(_ name: String) {
        guard classes[name] == nil, let type = classDecls[name], inProgress.insert(name).inserted else { return }
        let ancestry = ancestry(of: name)
        for superclass in ancestry.fileSuperclasses.reversed() { analyzeClass(superclass) }
        let (isObjC, classError) = isObjectiveCClass(name)
        var builder = ObjCClassBuilder(name: name)
        if let classError { builder.errors.append(.init(member: name, location: location(of: type), why: classError)) }
        let context = ObjCMemberContext(
            className: name, ancestry: ancestry, conformances: conformances(of: name, ancestry: ancestry))
        for container in [type] + (extensions[name] ?? []) {
            for member in container.members { analyzeMember(member, of: container, in: context, into: &builder) }
        }
        var whyUndecided: String?
        if case .undecided(let why) = ancestry.root { whyUndecided = why }
        var protocols = type.inherited
        if let superclass = ancestry.superclass, protocols.first == superclass { protocols.removeFirst() }
        classes[name] = builder.build(
            objcName: objcRuntimeName(type.declaration) ?? name, superclass: ancestry.superclass,
            isObjectiveCClass: isObjC, whyUndecided: whyUndecided, hasObjCMembers: ancestry.hasObjCMembers ?? false,
            facts: facts(of: type, protocols: protocols), extensions: (extensions[name] ?? []).map(extensionFacts))
    }

    /// `extension UIView { … }`: an SDK class is an Objective-C class; any other type is undecided.
    mutating func analyzeExtensionOfOutsideType(_ name: String) {
        let sdkAncestors = ObjCKnownFrameworks.ancestry(of: name)
        let root: ObjCClassAncestry.Root = sdkAncestors.isEmpty
            ? .undecided("\(name) is declared outside this file and is not a known SDK class") : .objC
        let ancestry = ObjCClassAncestry(
            root: root, superclass: sdkAncestors.dropFirst().first, sdkAncestors: Array(sdkAncestors.dropFirst()),
            hasObjCMembers: sdkAncestors.isEmpty ? nil : false)
        var builder = ObjCClassBuilder(name: name)
        let context = ObjCMemberContext(className: name, ancestry: ancestry, conformances: .init())
        for container in extensions[name] ?? [] {
            for member in container.members { analyzeMember(member, of: container, in: context, into: &builder) }
        }
        var whyUndecided: String?
        if case .undecided(let why) = root { whyUndecided = why }
        classes[name] = builder.build(
            objcName: name, superclass: ancestry.superclass, isObjectiveCClass: sdkAncestors.isEmpty ? nil : true,
            whyUndecided: whyUndecided, hasObjCMembers: false, facts: nil,
            extensions: (extensions[name] ?? []).map(extensionFacts))
    }

    func location(of type: ObjCTypeDeclaration) -> SourceLocation {
        model.file.tokens[type.declaration.keywordToken].location
    }

    func facts(of type: ObjCTypeDeclaration, protocols: [String]) -> ObjCTypeFacts {
        ObjCTypeFacts(
            access: SwiftAccessLevel(modifiers: type.declaration.modifiers) ?? .internal, location: location(of: type),
            keywordToken: type.declaration.keywordToken, isIBDesignable: type.declaration.has("IBDesignable"),
            customName: objcRuntimeName(type.declaration), isNested: type.name.contains("."), protocols: protocols)
    }

    func extensionFacts(_ type: ObjCTypeDeclaration) -> ObjCExtensionFacts {
        ObjCExtensionFacts(
            keywordToken: type.declaration.keywordToken, memberCount: type.members.count, location: location(of: type), protocols: type.inherited)
    }

    /// The name in `@objc(Name)`, if the declaration has one.
    func objcRuntimeName(_ declaration: SwiftDeclaration) -> String? {
        guard let arguments = declaration.attribute("objc")?.arguments, !arguments.isEmpty else { return nil }
        return model.file.tokens[arguments].map(\.text).joined()
    }
}

/// Collects one class's members and notes in source order.
struct ObjCClassBuilder {
    let name: String
    var members: [ObjCSurface.Member] = []
    var notExposed: [ObjCSurface.Note] = []
    var undecided: [ObjCSurface.Note] = []
    var errors: [ObjCSurface.Note] = []

    func build(objcName: String, superclass: String?, isObjectiveCClass: Bool?, whyUndecided: String?,
               hasObjCMembers: Bool, facts: ObjCTypeFacts?, extensions: [ObjCExtensionFacts]) -> ObjCSurface.ObjCClass {
        ObjCSurface.ObjCClass(
            name: name, objcName: objcName, superclass: superclass, isObjectiveCClass: isObjectiveCClass,
            whyUndecided: whyUndecided, hasObjCMembers: hasObjCMembers, members: members, notExposed: notExposed,
            undecided: undecided, errors: errors, facts: facts, extensions: extensions)
    }
}
