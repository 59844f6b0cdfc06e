/// How Objective-C sees a Swift type, after `ForeignRepresentableKind` and
/// `TypeBase::isRepresentableIn(ForeignLanguage::ObjectiveC, …)` (lib/AST/Type.cpp): a C value is
/// representable but not as an optional; a class, an `@objc` protocol, a block or a bridged value is
/// representable optional or not.
enum ObjCTypeMapping: Sendable, Equatable {
    case void
    /// A C number, struct or enum; `isNumber` when it bridges to `NSNumber` inside a collection.
    case value(isNumber: Bool)
    /// An Objective-C class, `@objc` protocol or block.
    case object
    /// A Swift value bridged to an Objective-C class (`String`, `[T]`, `Any`, `Error`).
    case bridged
    case notRepresentable(String)
    /// A type this analysis cannot classify from the file and its tables.
    case unknown(String)

    var isRepresentable: Bool {
        switch self {
        case .value, .object, .bridged: return true
        default: return false
        }
    }
}

/// The file's own type declarations, as far as representability needs them.
struct ObjCLocalTypes: Sendable {
    /// Classes by name: whether they are Objective-C classes (`nil` when undecided).
    var classes: [String: Bool?] = [:]
    /// Protocols by name: whether they are `@objc`.
    var protocols: [String: Bool] = [:]
    /// Structs and enums by name: whether each is an `@objc` enum.
    var values: [String: Bool] = [:]
    /// Type aliases and other names the file declares but this analysis does not resolve.
    var others: Set<String> = []
}

struct ObjCTypeClassifier {
    let local: ObjCLocalTypes
    /// The member's own generic parameters.
    var genericParameters: Set<String> = []

    static let modulePrefixes = ["Swift.", "UIKit.", "Foundation.", "CoreGraphics.", "QuartzCore.", "ObjectiveC."]

    func classify(_ type: SwiftTypeReference) -> ObjCTypeMapping {
        switch type {
        case .named(let path, let arguments):
            var name = path.joined(separator: ".")
            for prefix in Self.modulePrefixes where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            return arguments.isEmpty ? classify(name: name) : classify(generic: name, arguments)
        case .optional(let wrapped, _):
            switch classify(wrapped) {
            case .object, .bridged: return classify(wrapped)
            case .value: return .notRepresentable("\(type): an optional C value has no Objective-C type")
            case .void: return .notRepresentable("\(type) is an optional empty tuple")
            case let other: return other
            }
        case .array(let element): return collection(of: element, in: type)
        case .dictionary(let key, let value): return dictionary(key, value, in: type)
        case .tuple(let elements):
            return elements.isEmpty ? .void : .notRepresentable("\(type): tuples have no Objective-C type")
        case .function(let parameters, let result, let isAsync, let throwing, let convention):
            if isAsync || throwing { return .notRepresentable("\(type): an async or throwing function type") }
            if let convention, convention != "block" && convention != "swift" {
                return .unknown("\(type): @convention(\(convention))")
            }
            var undecided: String?
            for part in parameters + [result] {
                switch classify(part) {
                case .notRepresentable(let why): return .notRepresentable("\(type): \(why)")
                case .unknown(let why): undecided = undecided ?? why
                case .void where part != result: return .notRepresentable("\(type): a parameter of empty tuple type")
                default: break
                }
            }
            return undecided.map { .unknown("\(type): \($0)") } ?? .object
        case .composition(let parts):
            let mappings = parts.map(classify)
            for mapping in mappings {
                if case .notRepresentable = mapping { return mapping }
            }
            return mappings.allSatisfy { $0 == .object } ? .object : .unknown("\(type): a composition not classified")
        case .metatype: return .unknown("\(type): metatypes are not classified")
        case .opaque: return .notRepresentable("\(type): an opaque type")
        case .unparsed(let text): return .unknown("the type `\(text)` was not parsed")
        }
    }

    func classify(name: String) -> ObjCTypeMapping {
        if genericParameters.contains(name) { return .notRepresentable("\(name) is a generic parameter") }
        if name == "Void" { return .void }
        if let isObjC = local.classes[name] {
            switch isObjC {
            case .some(true): return .object
            case .some(false): return .notRepresentable("\(name) is a Swift class that does not inherit from NSObject")
            case .none: return .unknown("whether the class \(name) is an Objective-C class is undecided")
            }
        }
        if let isObjC = local.protocols[name] {
            return isObjC ? .object : .notRepresentable("\(name) is not an @objc protocol")
        }
        if let isObjCEnum = local.values[name] {
            return isObjCEnum ? .value(isNumber: false) : .notRepresentable("\(name) is a Swift struct or enum")
        }
        if local.others.contains(name) { return .unknown("\(name) is a type alias or a type this analysis does not resolve") }
        let known = ObjCKnownFrameworks.self
        if known.numbers.contains(name) { return .value(isNumber: true) }
        if known.cValueTypes.contains(name) { return .value(isNumber: false) }
        if known.bridgedValueTypes.contains(name) { return .bridged }
        if known.classes[name] != nil || known.foreignClasses.contains(name) || known.objcProtocols.contains(name)
            || name == "AnyObject" { return .object }
        return .unknown("\(name) is declared outside this file and is not among the known SDK types")
    }

    func classify(generic name: String, _ arguments: [SwiftTypeReference]) -> ObjCTypeMapping {
        let type = SwiftTypeReference.named([name], arguments: arguments)
        switch (name, arguments.count) {
        case ("Optional", 1), ("ImplicitlyUnwrappedOptional", 1): return classify(.optional(arguments[0]))
        case ("Array", 1), ("Set", 1): return collection(of: arguments[0], in: type)
        case ("Dictionary", 2): return dictionary(arguments[0], arguments[1], in: type)
        default: return .unknown("\(type): a generic type this analysis does not classify")
        }
    }

    /// Elements must bridge to objects: classes, bridged values, numbers (`NSNumber`).
    func collection(of element: SwiftTypeReference, in type: SwiftTypeReference) -> ObjCTypeMapping {
        switch classify(element) {
        case .object, .bridged, .value(isNumber: true): return .bridged
        case .value: return .unknown("\(type): whether its C-value elements bridge is not classified")
        case .void: return .notRepresentable("\(type): elements of empty tuple type")
        case .notRepresentable(let why): return .notRepresentable("\(type): \(why)")
        case .unknown(let why): return .unknown("\(type): \(why)")
        }
    }

    func dictionary(_ key: SwiftTypeReference, _ value: SwiftTypeReference, in type: SwiftTypeReference) -> ObjCTypeMapping {
        let keyMapping = collection(of: key, in: type)
        return keyMapping == .bridged ? collection(of: value, in: type) : keyMapping
    }
}
