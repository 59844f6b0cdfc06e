/// A requirement of an `@objc` protocol of the file, with the selectors its witnesses take.
struct ObjCRequirement: Sendable {
    let protocolName: String
    let signature: SwiftMemberSignature
    let member: ObjCSurface.Member
    /// The Objective-C property name a property witness takes (`getObjCPropertyName` of the requirement).
    let propertyName: String?
}

/// The `@objc` requirements a class's members may witness, and the protocols whose requirements the
/// file does not show.
struct ObjCConformances: Sendable {
    var requirements: [ObjCRequirement] = []
    var elsewhere: [String] = []
}

extension ObjCSurfaceAnalysis {
    /// Members of an `@objc` protocol are `@objc` (`MemberOfObjCProtocol`, which fails loudly); members of
    /// any other protocol are not.
    mutating func analyzeProtocol(_ name: String) -> ObjCSurface.ObjCProtocol {
        let type = protocolDecls[name]!
        let isObjC = type.declaration.has("objc")
        var members: [ObjCSurface.Member] = []
        var undecided: [ObjCSurface.Note] = []
        var errors: [ObjCSurface.Note] = []
        var found: [ObjCRequirement] = []
        let access = SwiftAccessLevel(modifiers: type.declaration.modifiers) ?? .internal
        if !isObjC {
            // TypeCheckAttr.cpp `visitOptionalAttr`: "'optional' can only be applied to members of an @objc protocol".
            for declaration in type.members where declaration.hasModifier("optional") {
                let signature = SwiftMemberSignature.read(declaration, in: model.file.tokens, pairs: model.scanner.pairs)
                errors.append(.init(
                    member: signature.fullName, location: model.file.tokens[declaration.keywordToken].location,
                    why: "'optional' can only be applied to members of an @objc protocol, and \(name) is not @objc"))
            }
        }
        if isObjC {
            for inherited in type.inherited where !["AnyObject", "NSObjectProtocol", "Sendable", "class"].contains(inherited) {
                if local.protocols[inherited] == false {
                    errors.append(.init(member: name, location: location(of: type),
                                        why: "an @objc protocol cannot refine the non-@objc protocol \(inherited)"))
                }
            }
            for declaration in type.members
            where Self.memberKeywords.contains(declaration.keyword) || declaration.keyword.isEmpty {
                let signature = SwiftMemberSignature.read(declaration, in: model.file.tokens, pairs: model.scanner.pairs)
                let location = model.file.tokens[declaration.keywordToken].location
                let note = { (why: String) in ObjCSurface.Note(member: signature.fullName, location: location, why: why) }
                if declaration.keyword.isEmpty {
                    undecided.append(note("not read as a declaration; a macro or an unusual spelling may declare "
                        + "requirements here"))
                    continue
                }
                if declaration.isConditional {
                    undecided.append(note("declared inside #if: whether it is compiled depends on the build"))
                    continue
                }
                let candidate = ObjCMemberCandidate(
                    declaration: declaration, signature: signature, reason: .protocolRequirement, access: access,
                    container: type.declaration.keywordToken)
                switch check(candidate, override: nil, witness: nil) {
                case .exposed(let member, let propertyName):
                    members.append(member)
                    found.append(ObjCRequirement(
                        protocolName: name, signature: signature, member: member, propertyName: propertyName))
                case .failed(let why): errors.append(note(why))
                case .undecided(let why): undecided.append(note(why))
                }
            }
        }
        requirements[name] = found
        return ObjCSurface.ObjCProtocol(
            name: name, objcName: objcRuntimeName(type.declaration) ?? name, isObjC: isObjC, members: members,
            undecided: undecided, errors: errors,
            facts: facts(of: type, protocols: type.inherited.filter { $0 != "AnyObject" && $0 != "class" }))
    }

    /// The protocols `className` conforms to, in its declaration, its extensions and its superclasses', with
    /// the protocols they refine (`NominalTypeDecl::getAllProtocols`, inherited conformances included).
    mutating func conformances(of className: String, ancestry: ObjCClassAncestry) -> ObjCConformances {
        var names: [String] = []
        for owner in [className] + ancestry.fileSuperclasses {
            guard let type = classDecls[owner] else { continue }
            var inherited = type.inherited
            if case .success(let superclass?) = superclassName(of: type), inherited.first == superclass {
                inherited.removeFirst()
            }
            names += inherited
            for ext in extensions[owner] ?? [] { names += ext.inherited }
        }
        var result = ObjCConformances()
        var seen: Set<String> = []
        while let name = names.popLast() {
            guard seen.insert(name).inserted else { continue }
            if let type = protocolDecls[name] {
                result.requirements += requirements[name] ?? []
                names += type.inherited
            } else if !ObjCKnownFrameworks.swiftProtocols.contains(name) && name != "NSObjectProtocol" {
                result.elsewhere.append(name)
            }
        }
        result.elsewhere.sort()
        return result
    }
}
