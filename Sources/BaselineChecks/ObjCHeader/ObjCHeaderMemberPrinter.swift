/// One member's lines in the generated header, as `DeclAndTypePrinter` prints them
/// (github:swiftlang/swift lib/PrintAsClang/DeclAndTypePrinter.cpp `visitVarDecl` and
/// `printAbstractFunctionAsMethod`).
struct ObjCHeaderMemberPrinter {
    var types: ObjCHeaderTypeSpelling
    let isProtocolRequirement: Bool
    /// Print a member as if it were public (a near miss says what making it public would print).
    var assumingPublic = false

    mutating func lines(for member: ObjCSurface.Member) throws(ObjCHeaderGap) -> [String] {
        if member.facts.attributes.contains("available") { throw ObjCHeaderGap("@available is not derived") }
        switch member.kind {
        case .property: return try property(member)
        case .method, .initializer: return [try method(member)]
        case .subscripting: throw ObjCHeaderGap("subscripts are not derived")
        }
    }

    /// `@property (nonatomic, …) TYPE name;`
    private mutating func property(_ member: ObjCSurface.Member) throws(ObjCHeaderGap) -> [String] {
        let facts = member.facts
        guard !member.isClassMember else { throw ObjCHeaderGap("class properties (SWIFT_CLASS_PROPERTY) are not derived") }
        guard let type = facts.type, let name = facts.propertyName else {
            throw ObjCHeaderGap("a property whose type is inferred from its value is not derived")
        }
        if Self.looksLikeInitMethod(member.selectors[0]) {
            throw ObjCHeaderGap("a property whose getter looks like an init method (printed with its accessors) is not derived")
        }
        let access = assumingPublic ? max(facts.access, .public) : facts.access
        let isSettable = member.selectors.count > 1 && (facts.setterAccess ?? access) >= .public
        var attributes = ["nonatomic"]
        if !isSettable { attributes.append("readonly") }
        if let ownership = ownership(of: type, facts) { attributes.append(ownership) }
        if member.selectors[0] != ObjCSelectorNaming.getter(propertyName: name) {
            attributes.append("getter=" + member.selectors[0])
        }
        if isSettable && member.selectors[1] != ObjCSelectorNaming.setter(propertyName: name) {
            attributes.append("setter=" + member.selectors[1])
        }
        var line = "@property (" + attributes.joined(separator: ", ") + ") "
        if facts.attributes.contains("IBInspectable") { line += "IBInspectable " }
        if facts.attributes.contains("IBOutlet") { line += try outletPrefix(type) }
        return [line + (try types.spell(type)) + " " + name + ";"]
    }

    /// `weak` (of an object), `unsafe_unretained` (`unowned`), `copy` (a bridged value), `strong` (an object).
    private func ownership(of type: SwiftTypeReference, _ facts: ObjCMemberFacts) -> String? {
        var unwrapped = type
        if case .optional(let wrapped, _) = type { unwrapped = wrapped }
        let isObject: Bool
        var isBridged = false
        switch unwrapped {
        case .array, .dictionary: isBridged = true; isObject = false
        case .named(let path, let arguments):
            let name = path.joined(separator: ".")
            isBridged = (["Array", "Dictionary", "Set"].contains(name) && !arguments.isEmpty)
                || (ObjCHeaderTypeSpelling.bridged[name] != nil && name != "Any" && name != "Error")
            isObject = !isBridged && (types.classes[name] != nil || types.protocols[name] != nil || name == "AnyObject"
                || ObjCKnownFrameworks.classes[name] != nil || ObjCKnownFrameworks.objcProtocols.contains(name))
        case .composition: isObject = true
        default: isObject = false
        }
        switch facts.ownership {
        case "weak": return isObject ? "weak" : nil
        case "unowned": return "unsafe_unretained"
        default: return isBridged ? "copy" : (isObject ? "strong" : nil)
        }
    }

    /// `IBOutlet `, or `IBOutletCollection(Class) ` for an array (`maybePrintIBOutletCollection`).
    private func outletPrefix(_ type: SwiftTypeReference) throws(ObjCHeaderGap) -> String {
        var unwrapped = type
        if case .optional(let wrapped, _) = type { unwrapped = wrapped }
        guard case .array(let element) = unwrapped else { return "IBOutlet " }
        guard case .named(let path, []) = element else { return "IBOutletCollection(id) " }
        let name = path.joined(separator: ".")
        if let objcName = types.classes[name] ?? (ObjCKnownFrameworks.classes[name] != nil ? name : nil) {
            return "IBOutletCollection(\(objcName)) "
        }
        return "IBOutletCollection(id) "
    }

    /// `- (RESULT)piece:(TYPE)name …` with the trailing macros of `printAbstractFunctionAsMethod`.
    private mutating func method(_ member: ObjCSurface.Member) throws(ObjCHeaderGap) -> String {
        let facts = member.facts
        let isInitializer = member.kind == .initializer
        var line = member.isClassMember ? "+ (" : "- ("
        if isInitializer {
            let nullability: ObjCHeaderTypeSpelling.Nullability = switch facts.failability {
            case .none: .nonnull
            case .optional: .nullable
            case .implicitlyUnwrapped: .unspecified
            }
            line += nullability.prefix + "instancetype"
        } else if facts.type == nil && facts.attributes.contains("IBAction") {
            line += "IBAction"
        } else if let result = facts.type, case .named(["Self"], []) = result {
            line += "nonnull instancetype"
        } else if let result = facts.type, case .optional(.named(["Self"], []), _) = result {
            line += "nullable instancetype"
        } else {
            if facts.attributes.contains("IBSegueAction") { line += "IBSegueAction " }
            line += try facts.type.map { type throws(ObjCHeaderGap) in try types.spell(type) } ?? "void"
        }
        line += ")"
        let selector = member.selectors[0]
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast(selector.hasSuffix(":") ? 1 : 0)
        if facts.parameters.isEmpty || !selector.contains(":") {
            line += selector
        } else {
            guard pieces.count == facts.parameters.count else {
                throw ObjCHeaderGap("the selector \(selector) has \(pieces.count) pieces for \(facts.parameters.count) parameters")
            }
            var spelled: [String] = []
            for (piece, parameter) in zip(pieces, facts.parameters) {
                spelled.append("\(piece):(\(try types.spell(parameter.type)))\(parameter.name)")
            }
            line += spelled.joined(separator: " ")
        }
        line += trailer(member, selector: selector)
        return line + ";" + newLine(member, selector: selector)
    }

    private func trailer(_ member: ObjCSurface.Member, selector: String) -> String {
        var text = ""
        if member.kind == .initializer {
            if !isProtocolRequirement && !member.facts.isConvenience { text += " OBJC_DESIGNATED_INITIALIZER" }
            if !Self.looksLikeInitMethod(selector) { text += " SWIFT_METHOD_FAMILY(init)" }
            return text
        }
        if Self.looksLikeInitMethod(selector) { text += " SWIFT_METHOD_FAMILY(none)" }
        if let result = member.facts.type, result == .named(["Never"], arguments: []) {
            text += " SWIFT_NORETURN"
        } else if let result = member.facts.type, result != .named(["Void"], arguments: []), result != .tuple([]),
                  !member.facts.attributes.contains("discardableResult") {
            text += " SWIFT_WARN_UNUSED_RESULT"
        }
        return text
    }

    /// A new `-init` of an `NSObject`-rooted class makes `+new` available too.
    private func newLine(_ member: ObjCSurface.Member, selector: String) -> String {
        guard member.kind == .initializer, selector == "init", !member.facts.isOverride, !isProtocolRequirement else { return "" }
        return "\n+ (nonnull instancetype)new;"
    }

    /// `looksLikeInitMethod`: ARC would classify the selector as an init method.
    static func looksLikeInitMethod(_ selector: String) -> Bool {
        let first = selector.prefix { $0 != ":" }
        guard first.hasPrefix("init") else { return false }
        guard let fifth = first.dropFirst(4).unicodeScalars.first else { return true }
        return !("a"..."z").contains(fifth)
    }
}
