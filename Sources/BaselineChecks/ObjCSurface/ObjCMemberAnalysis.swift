/// What the analysis knows of the class whose members it reads.
struct ObjCMemberContext {
    let className: String
    let ancestry: ObjCClassAncestry
    let conformances: ObjCConformances
}

/// What overriding resolves to: an `@objc` member (whose selectors the override takes), a member that is
/// not `@objc`, no member found, or a member this analysis cannot see.
enum ObjCOverrideResolution {
    case objC(ObjCInheritedName)
    case notObjC
    case notFound
    case undecided(String)
}

extension ObjCSurfaceAnalysis {
    static let memberKeywords: Set<String> = ["var", "let", "func", "init", "subscript"]

    /// The attributes that mark a member `@objc` explicitly, in `shouldMarkAsObjC`'s order.
    static let explicitReasons: [(attribute: String, reason: ObjCSurface.Reason)] = [
        ("objc", .explicitObjC), ("IBOutlet", .ibOutlet), ("IBAction", .ibAction), ("IBSegueAction", .ibSegueAction),
        ("IBInspectable", .ibInspectable), ("GKInspectable", .gkInspectable), ("NSManaged", .nsManaged),
    ]

    mutating func analyzeMember(
        _ declaration: SwiftDeclaration, of container: ObjCTypeDeclaration, in context: ObjCMemberContext,
        into builder: inout ObjCClassBuilder
    ) {
        if declaration.keyword.isEmpty {
            let text = model.file.tokens[declaration.tokens.prefix(6)].map(\.text).joined(separator: " ")
            builder.undecided.append(.init(
                member: text, location: model.file.tokens[declaration.keywordToken].location,
                why: "not read as a declaration; a macro or an unusual spelling may declare members here"))
            return
        }
        guard Self.memberKeywords.contains(declaration.keyword) else { return }
        let signature = SwiftMemberSignature.read(declaration, in: model.file.tokens, pairs: model.scanner.pairs)
        let note = ObjCSurface.Note(
            member: signature.fullName, location: model.file.tokens[declaration.keywordToken].location, why: "")
        func noted(_ why: String) -> ObjCSurface.Note { .init(member: note.member, location: note.location, why: why) }
        switch decide(declaration, signature, container, context) {
        case .exposed(let member, _): builder.members.append(member)
        case .failed(let why): builder.errors.append(noted(why))
        case .undecided(let why): builder.undecided.append(noted(why))
        case .notExposed(let why): builder.notExposed.append(noted(why))
        }
    }

    enum Decision {
        case exposed(ObjCSurface.Member, propertyName: String?)
        case failed(String)
        case undecided(String)
        case notExposed(String)
    }

    /// `shouldMarkAsObjC` then `isRepresentableInObjC` for one member of a class or class extension.
    func decide(
        _ declaration: SwiftDeclaration, _ signature: SwiftMemberSignature, _ container: ObjCTypeDeclaration,
        _ context: ObjCMemberContext
    ) -> Decision {
        if declaration.isConditional || container.declaration.isConditional {
            return .undecided("declared inside #if: whether it is compiled depends on the build")
        }
        if container.kind == .class && container.isGeneric {
            return .undecided("a member of a generic class: this analysis does not decide those")
        }
        let ancestry = context.ancestry
        let access = SwiftAccessLevel(modifiers: declaration.modifiers.filter { !$0.hasSuffix("(set)") })
            ?? container.memberDefaultAccess
        let isExtension = container.kind == .extension
        let nonObjC = declaration.has("nonobjc") || (isExtension && container.declaration.has("nonobjc"))
        let canInfer = { (anyAccess: Bool) in !signature.isOperator && (anyAccess || access > .fileprivate) }
        let isOverride = declaration.hasModifier("override")
            || (declaration.hasModifier("required") && signature.kind == .initializer)
        let overridden = isOverride ? resolveOverride(signature, declaration, ancestry) : .notFound
        var inherited: ObjCInheritedName?
        if case .objC(let name) = overridden { inherited = name }
        let witness = inherited == nil ? witnessName(signature, declaration, context.conformances) : .success(nil)

        var reason = Self.explicitReasons.first { declaration.has($0.attribute) }?.reason
        if let explicit = reason, nonObjC { return .failed("@nonobjc contradicts \(explicit.rawValue)") }
        if reason == nil {
            if nonObjC { return .notExposed("@nonobjc") }
            if case .undecided(let why) = ancestry.root { return .undecided(why) }
            if isExtension && container.declaration.has("objc") && canInfer(true) {
                reason = .objcExtension
            } else if ancestry.hasObjCMembers == true && canInfer(false) {
                reason = .objcMembers
            } else if inherited != nil {
                reason = .override
            } else if case .undecided(let why) = overridden {
                return .undecided(why)
            } else if case .success(.some) = witness {
                reason = .witness
            }
        }
        guard let reason else {
            return whyNotExposed(declaration, signature, container, context, access: access, overridden: overridden,
                                 witness: witness, canInferAny: canInfer(false))
        }
        if case .undecided(let why) = overridden { return .undecided("exposed (\(reason.rawValue)), but \(why)") }
        if case .failure(let why) = witness, objcRuntimeName(declaration) == nil {
            return .undecided("exposed (\(reason.rawValue)), but its selector is undecided: \(why.text)")
        }
        let candidate = ObjCMemberCandidate(
            declaration: declaration, signature: signature, reason: reason, access: access,
            container: container.declaration.keywordToken)
        let result: ObjCCheckResult
        if isExtension && (container.hasWhereClause || ancestry.isGeneric) {
            result = .failed("a member of a constrained extension or of an extension of a generic class cannot be "
                + "@objc (checkObjCInExtensionContext)")
        } else {
            let witnessName: ObjCInheritedName? = if case .success(let name) = witness { name } else { nil }
            result = check(candidate, override: inherited, witness: witnessName)
        }
        switch result {
        case .exposed(let member, let propertyName): return .exposed(member, propertyName: propertyName)
        case .undecided(let why): return .undecided(why)
        case .failed(let why):
            return reason.failsLoudly ? .failed("\(reason.rawValue): \(why)")
                : .notExposed("\(why); @objcMembers leaves it out without a diagnostic")
        }
    }

    /// Why no rule marks the member `@objc`, or why that cannot be told.
    func whyNotExposed(
        _ declaration: SwiftDeclaration, _ signature: SwiftMemberSignature, _ container: ObjCTypeDeclaration,
        _ context: ObjCMemberContext, access: SwiftAccessLevel, overridden: ObjCOverrideResolution,
        witness: Result<ObjCInheritedName?, UndecidedReason>, canInferAny: Bool
    ) -> Decision {
        if case .failure(let why) = witness { return .undecided(why.text) }
        if !context.conformances.elsewhere.isEmpty {
            return .undecided("it may witness a requirement of \(context.conformances.elsewhere.joined(separator: ", ")), "
                + "declared outside this file")
        }
        if context.ancestry.sdkAncestors.contains("UIView"),
           let proto = ObjCKnownOverrides.inheritedOptionalRequirements[signature.fullName] {
            return .undecided("it may witness the optional requirement \(signature.fullName) of \(proto), which UIView adopts")
        }
        if context.ancestry.hasObjCMembers == nil { return .undecided("whether a superclass is @objcMembers is undecided") }
        if context.ancestry.hasObjCMembers == true && !canInferAny {
            return .notExposed(signature.isOperator ? "an operator: @objcMembers does not infer @objc for operators"
                : "\(access) members are left out by @objcMembers (canInferImplicitObjC: access <= fileprivate)")
        }
        if case .notObjC = overridden { return .notExposed("it overrides a member that is not @objc") }
        if declaration.hasModifier("dynamic") {
            return .notExposed("dynamic alone does not imply @objc since Swift 4 (Swift 3 @objc inference is off)")
        }
        return .notExposed("no rule exposes it: no @objc-implying attribute, @objcMembers, @objc override or @objc requirement")
    }
}
