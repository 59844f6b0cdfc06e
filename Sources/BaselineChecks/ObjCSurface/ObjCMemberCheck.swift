/// A member with the reason the compiler would mark it `@objc`, before its representability is known.
struct ObjCMemberCandidate {
    let declaration: SwiftDeclaration
    let signature: SwiftMemberSignature
    let reason: ObjCSurface.Reason
    /// Its formal access: a protocol requirement has its protocol's.
    let access: SwiftAccessLevel
    /// The keyword token of the class, protocol or extension that declares it.
    let container: Int
}

/// Selectors a member takes from the member it overrides or the requirement it witnesses (`inferObjCName`).
struct ObjCInheritedName: Sendable {
    /// A method's selector or a property's getter.
    let selector: String
    let setter: String?
    /// A property's Objective-C name, from which a setter the source lacks is named.
    let propertyName: String?
    /// Where the name comes from, for messages.
    let source: String
}

/// Why a member's selectors could not be named.
enum ObjCSelectorProblem: Error {
    case failed(String)
    case undecided(String)

    var result: ObjCCheckResult {
        switch self {
        case .failed(let why): return .failed(why)
        case .undecided(let why): return .undecided(why)
        }
    }
}

enum ObjCCheckResult {
    /// The member, and for a property its Objective-C property name.
    case exposed(ObjCSurface.Member, propertyName: String?)
    /// Not representable in Objective-C (`isRepresentableInObjC` is false).
    case failed(String)
    case undecided(String)
}

extension ObjCSurfaceAnalysis {
    /// `isRepresentableInObjC` for the candidate, then its selectors. An override's or witness's types
    /// match an Objective-C member's, so only its selectors are worked out.
    func check(_ candidate: ObjCMemberCandidate, override: ObjCInheritedName?, witness: ObjCInheritedName?) -> ObjCCheckResult {
        let signature = candidate.signature
        if let unreadable = signature.unreadable { return .undecided("the declaration could not be read: \(unreadable)") }
        switch signature.kind {
        case .subscripting:
            return .undecided("subscript selectors (objectAtIndexedSubscript: …) are not implemented by this analysis")
        case .other: return .undecided("not a property, method or initializer")
        default: break
        }
        if signature.isOperator { return .failed("an operator cannot be represented in Objective-C") }
        if signature.hasGenericParameters || signature.hasWhereClause {
            return .failed("a generic member cannot be represented in Objective-C (checkObjCWithGenericParams)")
        }
        if let unknown = candidate.declaration.attributes.first(where: { !Self.understoodAttributes.contains($0.name) }) {
            return .undecided("@\(unknown.name) is a property wrapper, macro or attribute this analysis does not model")
        }
        if signature.kind == .property && propertyAccessors(candidate.declaration, signature).isEffectful {
            return .failed("a getter that is async or throws cannot be represented in Objective-C")
        }
        if override == nil && witness == nil, let problem = representabilityProblem(signature) { return problem }
        if candidate.reason == .ibOutlet, let problem = outletProblem(signature) { return problem }
        if signature.isAsync { return .undecided("async: its completion-handler selector is not implemented by this analysis") }
        if signature.isThrowing { return .undecided("throws: its error-parameter selector is not implemented by this analysis") }
        return selectors(candidate, override: override, witness: witness)
    }

    /// Attributes whose effect on exposure this analysis models (or that have none).
    static let understoodAttributes: Set<String> = [
        "objc", "nonobjc", "IBOutlet", "IBInspectable", "IBAction", "IBSegueAction", "NSManaged", "GKInspectable",
        "NSCopying", "available", "discardableResult", "inlinable", "usableFromInline", "MainActor", "preconcurrency",
        "warn_unqualified_access", "IBDesignable", "objcMembers",
    ]

    /// `@IBOutlet` wants an object (optionally optional) or an outlet collection; whether a bridged or C
    /// value is rejected is left undecided here.
    func outletProblem(_ signature: SwiftMemberSignature) -> ObjCCheckResult? {
        guard var type = signature.type else { return nil }
        if case .optional(let wrapped, _) = type { type = wrapped }
        if case .array(let element) = type { type = element }
        let mapping = ObjCTypeClassifier(local: local).classify(type)
        return mapping == .object ? nil : .undecided("@IBOutlet of type \(type), which is not an object type")
    }

    /// `.failed` at the first part Objective-C cannot represent, else `.undecided` at the first part this
    /// analysis cannot classify; `nil` when every part is representable.
    func representabilityProblem(_ signature: SwiftMemberSignature) -> ObjCCheckResult? {
        let classifier = ObjCTypeClassifier(local: local)
        var undecided: String?
        func note(_ mapping: ObjCTypeMapping, _ what: String, allowVoid: Bool) -> ObjCCheckResult? {
            switch mapping {
            case .notRepresentable(let why): return .failed("\(what) cannot be represented in Objective-C: \(why)")
            case .unknown(let why): undecided = undecided ?? "whether \(what) can be represented is undecided: \(why)"
            case .void where !allowVoid: return .failed("\(what) is an empty tuple")
            default: break
            }
            return nil
        }
        guard let parameters = signature.parameters else {
            guard let type = signature.type else { return .undecided("its type is inferred from its initial value") }
            return note(classifier.classify(type), "its type \(type)", allowVoid: false) ?? undecided.map { .undecided($0) }
        }
        if signature.kind == .initializer, parameters.count == 1, parameters[0].label != nil,
           classifier.classify(parameters[0].type) == .void {
            return nil  // `init(malice: ())`: isObjCZeroParameterWithLongSelector
        }
        for (index, parameter) in parameters.enumerated() {
            let what = "parameter \(index + 1) (\(parameter.type))"
            if parameter.isVariadic { return .failed("\(what) is variadic, which Objective-C cannot represent") }
            if parameter.isInOut { return .failed("\(what) is inout, which Objective-C cannot represent") }
            if let failure = note(classifier.classify(parameter.type), what, allowVoid: false) { return failure }
        }
        if let result = signature.type, result != .named(["Never"], arguments: []) {
            if let failure = note(classifier.classify(result), "its result \(result)", allowVoid: true) { return failure }
        }
        return undecided.map { .undecided($0) }
    }

    func selectors(
        _ candidate: ObjCMemberCandidate, override: ObjCInheritedName?, witness: ObjCInheritedName?
    ) -> ObjCCheckResult {
        let declaration = candidate.declaration
        let signature = candidate.signature
        let named = signature.kind == .property
            ? propertySelectors(candidate, override: override, witness: witness)
            : methodSelectors(candidate, override: override, witness: witness)
        let selectors: [String]
        let propertyName: String?
        switch named {
        case .failure(let problem): return problem.result
        case .success(let found): (selectors, propertyName) = found
        }
        let setterAccess = declaration.modifiers.first { $0.hasSuffix("(set)") }.map { String($0.dropLast(5)) }
        let facts = ObjCMemberFacts(
            access: candidate.access, setterAccess: setterAccess.flatMap(SwiftAccessLevel.init(word:)),
            type: signature.type, parameters: signature.parameters ?? [], failability: failability(of: declaration),
            attributes: Set(declaration.attributes.map(\.name)).intersection(ObjCMemberFacts.printedAttributes),
            ownership: declaration.modifiers.first { $0 == "weak" || $0 == "unowned" },
            isOverride: declaration.hasModifier("override"), isConvenience: declaration.hasModifier("convenience"),
            propertyName: propertyName, container: candidate.container)
        let member = ObjCSurface.Member(
            name: signature.fullName, kind: Self.memberKind(signature.kind),
            isClassMember: declaration.hasModifier("static") || declaration.hasModifier("class"), selectors: selectors,
            reason: candidate.reason, location: model.file.tokens[declaration.keywordToken].location,
            isOptionalRequirement: declaration.hasModifier("optional"),
            setterAccess: selectors.count > 1 ? setterAccess : nil, facts: facts)
        return .exposed(member, propertyName: propertyName)
    }

    /// `init?` or `init!`.
    func failability(of declaration: SwiftDeclaration) -> ObjCMemberFacts.Failability {
        guard declaration.keyword == "init" else { return .none }
        switch model.file.tokens[safe: declaration.keywordToken + 1]?.text {
        case "?": return .optional
        case "!": return .implicitlyUnwrapped
        default: return .none
        }
    }

    /// The getter, then the setter when the property has one, and the Objective-C property name.
    func propertySelectors(
        _ candidate: ObjCMemberCandidate, override: ObjCInheritedName?, witness: ObjCInheritedName?
    ) -> Result<([String], String?), ObjCSelectorProblem> {
        let accessors = propertyAccessors(candidate.declaration, candidate.signature)
        let explicitName = objcRuntimeName(candidate.declaration)
        if let explicitName, explicitName.contains(":") {
            return .failure(.failed("@objc(\(explicitName)) names a property with a selector"))
        }
        if let override {
            if let explicitName, explicitName != override.propertyName {
                // An SDK property's Objective-C name (`hidden` of `isHidden`) is not in the table.
                return .failure(.undecided("@objc(\(explicitName)) may differ from the overridden property's name"))
            }
            guard accessors.isSettable else { return .success(([override.selector], override.propertyName)) }
            guard let setter = override.setter else {
                return .failure(.undecided("it adds a setter to \(override.source)'s read-only property, "
                    + "whose setter name is not known here"))
            }
            return .success(([override.selector, setter], override.propertyName))
        }
        let name = explicitName ?? witness?.propertyName ?? candidate.signature.name
        let inheritedGetter = explicitName == nil ? witness?.selector : nil
        var selectors = [accessors.getterName ?? inheritedGetter ?? ObjCSelectorNaming.getter(propertyName: name)]
        if accessors.isSettable {
            selectors.append(accessors.setterName ?? ObjCSelectorNaming.setter(propertyName: name))
        }
        return .success((selectors, name))
    }

    /// The selector of a method or initializer: overridden, else `@objc(name)`, else the requirement's, else
    /// formed from its name.
    func methodSelectors(
        _ candidate: ObjCMemberCandidate, override: ObjCInheritedName?, witness: ObjCInheritedName?
    ) -> Result<([String], String?), ObjCSelectorProblem> {
        let signature = candidate.signature
        let parameters = signature.parameters ?? []
        let explicitName = objcRuntimeName(candidate.declaration)
        if let override {
            if let explicitName, explicitName != override.selector {
                return .failure(.failed("@objc(\(explicitName)) differs from the overridden selector \(override.selector)"))
            }
            return .success(([override.selector], nil))
        }
        if let explicitName {
            let expected = isZeroParameterInitializer(signature) ? 0 : parameters.count
            let pieces = explicitName.filter { $0 == ":" }.count
            guard pieces == expected else {
                return .failure(.failed("@objc(\(explicitName)) has \(pieces) argument pieces for \(expected) parameters"))
            }
            return .success(([explicitName], nil))
        }
        if let witness { return .success(([witness.selector], nil)) }
        let selector = ObjCSelectorNaming.method(
            baseName: signature.kind == .initializer ? "init" : signature.name, labels: parameters.map(\.label),
            isZeroParameterInitializer: isZeroParameterInitializer(signature))
        return .success(([selector], nil))
    }

    func isZeroParameterInitializer(_ signature: SwiftMemberSignature) -> Bool {
        guard signature.kind == .initializer, let parameters = signature.parameters, parameters.count == 1,
              parameters[0].label != nil else { return false }
        return ObjCTypeClassifier(local: local).classify(parameters[0].type) == .void
    }

    static func memberKind(_ kind: SwiftMemberSignature.Kind) -> ObjCSurface.MemberKind {
        switch kind {
        case .property: return .property
        case .initializer: return .initializer
        case .subscripting: return .subscripting
        case .method, .other: return .method
        }
    }
}
