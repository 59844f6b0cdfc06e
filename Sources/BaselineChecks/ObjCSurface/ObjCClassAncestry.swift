/// What a class inherits, as `ClassDecl::checkAncestry` sees it: whether the chain reaches an Objective-C
/// root, whether some class in it is `@objcMembers` (`AncestryFlags::ObjCMembers`) or generic.
struct ObjCClassAncestry: Sendable {
    enum Root: Sendable, Equatable {
        case objC
        case swift
        case undecided(String)
    }

    var root: Root
    /// The direct superclass, if the class has one.
    var superclass: String?
    /// The file's own superclasses, nearest first.
    var fileSuperclasses: [String] = []
    /// The SDK classes above them, nearest first (`UIView`, `UIResponder`, `NSObject`).
    var sdkAncestors: [String] = []
    /// Whether the class or a superclass is `@objcMembers`; `nil` when a superclass is unknown.
    var hasObjCMembers: Bool?
    /// Whether the class or a superclass is generic.
    var isGeneric = false
}

extension ObjCSurfaceAnalysis {
    /// The superclass named first in a class's inheritance clause, `nil` when the first name is a protocol,
    /// or the reason it cannot be told.
    func superclassName(of type: ObjCTypeDeclaration) -> Result<String?, UndecidedReason> {
        guard let first = type.inherited.first else { return .success(nil) }
        if classDecls[first] != nil || ObjCKnownFrameworks.classes[first] != nil { return .success(first) }
        if protocolDecls[first] != nil || ObjCKnownFrameworks.swiftProtocols.contains(first)
            || ObjCKnownFrameworks.objcProtocols.contains(first) { return .success(nil) }
        return .failure(UndecidedReason("\(first), first in \(type.name)'s inheritance clause, is declared elsewhere: "
            + "whether it is an Objective-C superclass is undecided"))
    }

    mutating func ancestry(of name: String, visiting: Set<String> = []) -> ObjCClassAncestry {
        if let known = ancestries[name] { return known }
        guard let type = classDecls[name], !visiting.contains(name) else {
            return ObjCClassAncestry(root: .undecided("\(name) inherits from itself"), hasObjCMembers: nil)
        }
        let ownMembersAttribute = type.declaration.has("objcMembers")
        var result: ObjCClassAncestry
        switch superclassName(of: type) {
        case .failure(let reason):
            result = ObjCClassAncestry(root: .undecided(reason.text), hasObjCMembers: ownMembersAttribute ? true : nil)
        case .success(nil):
            result = ObjCClassAncestry(root: .swift, hasObjCMembers: ownMembersAttribute)
        case .success(let superclass?):
            if classDecls[superclass] != nil {
                let parent = ancestry(of: superclass, visiting: visiting.union([name]))
                result = parent
                result.superclass = superclass
                result.fileSuperclasses = [superclass] + parent.fileSuperclasses
                result.hasObjCMembers = ownMembersAttribute ? true : parent.hasObjCMembers
            } else {
                result = ObjCClassAncestry(
                    root: .objC, superclass: superclass, sdkAncestors: ObjCKnownFrameworks.ancestry(of: superclass),
                    hasObjCMembers: ownMembersAttribute)
            }
        }
        result.isGeneric = result.isGeneric || type.isGeneric
        ancestries[name] = result
        return result
    }

    /// `shouldMarkClassAsObjC`: an Objective-C class when its ancestry is (and is not generic), or when
    /// `@objc`, which is an error on a Swift-rooted or generic class. `nil` when undecided.
    mutating func isObjectiveCClass(_ name: String) -> (isObjC: Bool?, error: String?) {
        guard let type = classDecls[name] else { return (nil, nil) }
        let ancestry = ancestry(of: name)
        let explicit = type.declaration.has("objc")
        switch ancestry.root {
        case .undecided: return (nil, nil)
        case .swift:
            return (false, explicit ? "only classes that inherit from NSObject can be declared @objc" : nil)
        case .objC:
            if ancestry.isGeneric {
                return (false, explicit ? "generic subclasses of Objective-C classes cannot have an explicit @objc" : nil)
            }
            return (true, nil)
        }
    }
}

/// Why something could not be decided from the file.
struct UndecidedReason: Error, Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}
