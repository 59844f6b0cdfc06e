/// Whether a property has a setter, and the names `@objc(name)` gives its accessors
/// (`var on: Bool { @objc(isOn) get { … } set { … } }`).
struct ObjCPropertyAccessors {
    let isSettable: Bool
    let getterName: String?
    let setterName: String?
    /// `get async` or `get throws` (`getEffectfulGetAccessor`).
    var isEffectful = false
}

extension ObjCSurfaceAnalysis {
    /// A `let` has only a getter; a stored `var`, one with observers, `set` or `_modify` has a setter too
    /// (`private(set)` or not: IRGen lists the setter). A protocol requirement says `{ get set }`.
    func propertyAccessors(_ declaration: SwiftDeclaration, _ signature: SwiftMemberSignature) -> ObjCPropertyAccessors {
        if signature.isLet { return ObjCPropertyAccessors(isSettable: false, getterName: nil, setterName: nil) }
        guard let scope = model.scope(of: declaration), scope.kind == .property else {
            return ObjCPropertyAccessors(isSettable: true, getterName: nil, setterName: nil)
        }
        let tokens = model.file.tokens
        let accessors = model.accessors(of: scope)
        if accessors.isEmpty {
            // Accessors without bodies: `{ get set }`.
            let words = scope.body.filter { tokens[$0].kind == .identifier && ["get", "set"].contains(tokens[$0].text) }
            let getter = words.first { tokens[$0].text == "get" }
            let setter = words.first { tokens[$0].text == "set" }
            let effect = getter.flatMap { tokens[safe: $0 + 1]?.text }
            return ObjCPropertyAccessors(
                isSettable: setter != nil, getterName: getter.flatMap(accessorObjCName),
                setterName: setter.flatMap(accessorObjCName), isEffectful: effect == "async" || effect == "throws")
        }
        let kinds = Set(accessors.compactMap(\.accessor))
        let explicit = accessors.filter { !$0.isImplicitGetter }
        let getter = explicit.first { $0.accessor == .get }
        let effects = getter.map { tokens[($0.keywordToken + 1)..<$0.braces.lowerBound].map(\.text) } ?? []
        return ObjCPropertyAccessors(
            isSettable: !kinds.isDisjoint(with: [.set, .didSet, .willSet, .modify, .unsafeMutableAddress]),
            getterName: getter.flatMap { accessorObjCName($0.keywordToken) },
            setterName: explicit.first { $0.accessor == .set }.flatMap { accessorObjCName($0.keywordToken) },
            isEffectful: effects.contains("async") || effects.contains("throws"))
    }

    /// The name in an `@objc(name)` written just before an accessor keyword.
    func accessorObjCName(_ keyword: Int) -> String? {
        let tokens = model.file.tokens
        var index = keyword - 1
        while index >= 0 && ["mutating", "nonmutating"].contains(tokens[index].text) { index -= 1 }
        guard index >= 0, tokens[index].text == ")" else { return nil }
        var open = index - 1
        while open >= 0 && tokens[open].text != "(" && tokens[open].text != "{" { open -= 1 }
        guard open >= 1, tokens[open].text == "(", tokens[open - 1].text == "@objc" else { return nil }
        return tokens[(open + 1)..<index].map(\.text).joined()
    }
}
