/// Which members of a Swift file's classes and protocols the Swift compiler exposes to the Objective-C
/// runtime when it builds for iOS, and under which selectors — read from the source alone, never compiled.
///
/// The rules follow the compiler (github:swiftlang/swift):
/// - lib/Sema/TypeCheckDeclObjC.cpp: `IsObjCRequest::evaluate` (which declarations can be `@objc`),
///   `shouldMarkAsObjC` (the reasons, in its order: `@objc`, `@IBOutlet`/`@IBAction`/`@IBSegueAction`/
///   `@IBInspectable`/`@GKInspectable`/`@NSManaged`, member of an `@objc` protocol, `@nonobjc`, member of an
///   `@objc` extension, `@objcMembers` with `canInferImplicitObjC`, override of an `@objc` member, witness to
///   an `@objc` requirement; `dynamic` only under Swift 3 inference), `shouldMarkClassAsObjC`,
///   `isRepresentableInObjC` (and `checkObjCWithGenericParams`, `checkObjCInExtensionContext`),
///   `behaviorLimitForObjCReason` (only `@objcMembers` inference gives up silently), `inferObjCName`.
/// - lib/AST/Decl.cpp: `AbstractFunctionDecl::getObjCSelector`, `AbstractStorageDecl::getObjCGetterSelector`
///   and `getObjCSetterSelector`, `VarDecl::getObjCPropertyName`, `VarDecl::getDefaultObjCSetterSelector`,
///   `ConstructorDecl::isObjCZeroParameterWithLongSelector`.
/// - lib/Basic/StringExtras.cpp and PartsOfSpeech.def: `camel_case::getFirstWord`/`getLastWord`, `isPreposition`.
/// - lib/AST/Type.cpp: `isRepresentableIn` / `getForeignRepresentableIn` (optional C values are not representable).
/// - lib/IRGen/GenClass.cpp: `ClassDataBuilder::visitProperty` (a property's setter, `private(set)` or not,
///   joins the class's method list); lib/PrintAsClang/DeclAndTypePrinter.cpp `visitVarDecl` (the header
///   prints such a property `readonly`).
/// - lib/Sema/TypeCheckProtocol.cpp: `findWitnessedObjCRequirements` (inherited conformances count).
/// What the file alone cannot settle (a type declared elsewhere, an SDK selector not in the tables, `#if`)
/// is reported as undecided, never as exposed.
public struct ObjCSurface: Sendable {
    public enum MemberKind: String, Sendable, Hashable {
        case property, method, initializer
        case subscripting = "subscript"
    }

    /// Why the compiler marks a member `@objc` (`ObjCReason`).
    public enum Reason: String, Sendable, Hashable {
        case explicitObjC = "@objc"
        case ibOutlet = "@IBOutlet"
        case ibAction = "@IBAction"
        case ibSegueAction = "@IBSegueAction"
        case ibInspectable = "@IBInspectable"
        case gkInspectable = "@GKInspectable"
        case nsManaged = "@NSManaged"
        case protocolRequirement = "member of an @objc protocol"
        case objcExtension = "member of an @objc extension"
        case objcMembers = "@objcMembers"
        case override = "override of an Objective-C member"
        case witness = "witness to an @objc protocol requirement"

        /// Reasons whose failure is a compile error on iOS; only `@objcMembers` inference gives up silently.
        var failsLoudly: Bool { self != .objcMembers }
    }

    public struct Member: Sendable, Hashable {
        /// The Swift name: `sizeForImage(_:inSize:)`, `init(frame:)`, `rating`.
        public let name: String
        public let kind: MemberKind
        /// `static` or `class`: its selectors are class methods.
        public let isClassMember: Bool
        /// A method's selector; a property's getter, then its setter when it has one.
        public let selectors: [String]
        public let reason: Reason
        public let location: SourceLocation
        /// An `optional` requirement of an `@objc` protocol.
        public let isOptionalRequirement: Bool
        /// A setter that exists at run time but that the generated header hides (`private(set)`): the header
        /// prints the property `readonly` when the setter is less accessible than the header's level.
        public let setterAccess: String?
        /// What the generated header prints of it besides its selectors.
        let facts: ObjCMemberFacts
    }

    /// A member left out, undecided or in error, and why.
    public struct Note: Sendable, Hashable {
        public let member: String
        public let location: SourceLocation
        public let why: String
    }

    public struct ObjCClass: Sendable {
        public let name: String
        /// `@objc(Name)`'s runtime name, else the Swift name.
        public let objcName: String
        public let superclass: String?
        /// Whether the class is an Objective-C class (inherits from NSObject, or `@objc`); `nil` when undecided.
        public let isObjectiveCClass: Bool?
        public let whyUndecided: String?
        public let hasObjCMembers: Bool
        public let members: [Member]
        public let notExposed: [Note]
        public let undecided: [Note]
        /// Declarations the compiler would reject on iOS (an explicit `@objc` on a type Objective-C cannot hold).
        public let errors: [Note]
        /// The file's own declaration of the class; `nil` for a class declared elsewhere that the file extends.
        let facts: ObjCTypeFacts?
        let extensions: [ObjCExtensionFacts]
    }

    public struct ObjCProtocol: Sendable {
        public let name: String
        public let objcName: String
        public let isObjC: Bool
        public let members: [Member]
        public let undecided: [Note]
        public let errors: [Note]
        let facts: ObjCTypeFacts
    }

    public let classes: [String: ObjCClass]
    public let protocols: [String: ObjCProtocol]

    public init(_ file: SwiftSourceFile) {
        var analysis = ObjCSurfaceAnalysis(model: ObjCSourceModel(file: file))
        analysis.run()
        classes = analysis.classes
        protocols = analysis.protocols
    }

    /// The selectors the class itself exposes (inherited ones excluded): instance methods, or with
    /// `classMembers` its class methods. Empty for a class the file does not declare. An Objective-C
    /// runtime answers `responds(to:)` with these only for an Objective-C class (`isObjectiveCClass`).
    public func selectors(of className: String, classMembers: Bool = false) -> Set<String> {
        Set(classes[className]?.members.filter { $0.isClassMember == classMembers }.flatMap(\.selectors) ?? [])
    }
}
