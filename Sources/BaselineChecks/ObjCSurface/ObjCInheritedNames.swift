/// Finding the member an override overrides and the requirement a member witnesses, whose Objective-C
/// names the member takes (`inferObjCName`: the overridden name first, then an explicit name, then the
/// requirement's).
extension ObjCSurfaceAnalysis {
    func resolveOverride(
        _ signature: SwiftMemberSignature, _ declaration: SwiftDeclaration, _ ancestry: ObjCClassAncestry
    ) -> ObjCOverrideResolution {
        let isStatic = declaration.hasModifier("static") || declaration.hasModifier("class")
        let kind = Self.memberKind(signature.kind)
        for superclass in ancestry.fileSuperclasses {
            guard let type = classDecls[superclass] else { continue }
            let declares = ([type] + (extensions[superclass] ?? [])).contains { container in
                container.members.contains { member in
                    guard Self.memberKeywords.contains(member.keyword) else { return false }
                    let other = SwiftMemberSignature.read(member, in: model.file.tokens, pairs: model.scanner.pairs)
                    return other.fullName == signature.fullName && Self.memberKind(other.kind) == kind
                        && (member.hasModifier("static") || member.hasModifier("class")) == isStatic
                }
            }
            guard declares else { continue }
            let analysed = classes[superclass]
            if let member = analysed?.members.first(where: {
                $0.name == signature.fullName && $0.kind == kind && $0.isClassMember == isStatic
            }) {
                return .objC(ObjCInheritedName(
                    selector: member.selectors[0], setter: member.selectors.dropFirst().first,
                    propertyName: kind == .property ? member.selectors[0] : nil, source: superclass))
            }
            if analysed?.undecided.contains(where: { $0.member == signature.fullName }) ?? true {
                return .undecided("whether the overridden \(superclass).\(signature.fullName) is @objc is undecided")
            }
            return .notObjC
        }
        if case .undecided(let why) = ancestry.root { return .undecided(why) }
        guard let nearest = ancestry.sdkAncestors.first else { return .notFound }
        if let entry = ObjCKnownOverrides.members[signature.fullName], entry.isClassMember == isStatic,
           let owner = ancestry.sdkAncestors.first(where: entry.declaredIn.contains) {
            return .objC(ObjCInheritedName(
                selector: entry.selector, setter: entry.setter, propertyName: kind == .property ? entry.selector : nil,
                source: owner))
        }
        // A `required init` need not override anything; an `override` of an SDK member always does.
        guard declaration.hasModifier("override") else { return .notFound }
        return .undecided("it overrides \(signature.fullName) of \(nearest) or an SDK class above it, whose Objective-C "
            + "selector is not in this analysis's table of SDK members")
    }

    /// The requirement of an `@objc` protocol of the file that the member witnesses, if any; a failure when
    /// a requirement has its name but the types as written differ (the compiler matches types).
    func witnessName(
        _ signature: SwiftMemberSignature, _ declaration: SwiftDeclaration, _ conformances: ObjCConformances
    ) -> Result<ObjCInheritedName?, UndecidedReason> {
        let isStatic = declaration.hasModifier("static") || declaration.hasModifier("class")
        let candidates = conformances.requirements.filter {
            $0.signature.fullName == signature.fullName && $0.signature.kind == signature.kind
                && $0.member.isClassMember == isStatic
        }
        guard let first = candidates.first else { return .success(nil) }
        guard let match = candidates.first(where: { Self.sameTypes($0.signature, signature) }) else {
            return .failure(UndecidedReason("its name matches \(first.protocolName)'s requirement \(signature.fullName) "
                + "but its types as written differ, and the compiler matches witnesses by type"))
        }
        return .success(ObjCInheritedName(
            selector: match.member.selectors[0], setter: match.member.selectors.dropFirst().first,
            propertyName: match.propertyName, source: match.protocolName))
    }

    static func sameTypes(_ lhs: SwiftMemberSignature, _ rhs: SwiftMemberSignature) -> Bool {
        lhs.type == rhs.type && lhs.parameters?.map(\.type) == rhs.parameters?.map(\.type)
    }
}
