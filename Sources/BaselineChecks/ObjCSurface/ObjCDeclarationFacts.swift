/// What the generated header prints of an exposed member besides its selectors: its access (the header of a
/// framework declares only public and open members), its types and the attributes `DeclAndTypePrinter`
/// spells (github:swiftlang/swift lib/PrintAsClang/DeclAndTypePrinter.cpp `visitVarDecl`,
/// `printAbstractFunctionAsMethod`).
struct ObjCMemberFacts: Sendable, Hashable {
    enum Failability: Sendable, Hashable { case none, optional, implicitlyUnwrapped }

    let access: SwiftAccessLevel
    /// `private(set)` and the like: the setter's own access, when it is spelled.
    let setterAccess: SwiftAccessLevel?
    /// A property's type, a method's result (`nil` for `Void` by omission).
    let type: SwiftTypeReference?
    let parameters: [SwiftParameter]
    let failability: Failability
    /// The attributes the header spells or that change it: `IBInspectable`, `IBOutlet`, `IBAction`,
    /// `IBSegueAction`, `discardableResult`; `available`, which this derivation does not print.
    let attributes: Set<String>
    /// `weak` or `unowned`, as written.
    let ownership: String?
    let isOverride: Bool
    /// `convenience`: not a designated initializer.
    let isConvenience: Bool
    /// A property's Objective-C name.
    let propertyName: String?
    /// The keyword token of the class, protocol or extension that declares the member.
    let container: Int

    static let printedAttributes: Set<String> = [
        "IBInspectable", "IBOutlet", "IBAction", "IBSegueAction", "discardableResult", "available",
    ]
}

/// What the header prints of a class or protocol the file declares (`visitClassDecl`, `visitProtocolDecl`).
struct ObjCTypeFacts: Sendable {
    let access: SwiftAccessLevel
    let location: SourceLocation
    let keywordToken: Int
    let isIBDesignable: Bool
    /// `@objc(Name)`: the header says `SWIFT_CLASS_NAMED` and prints this name.
    let customName: String?
    /// Declared inside another type: its runtime name is mangled with its parents'.
    let isNested: Bool
    /// The protocols its declaration adopts (a class's superclass left out) or refines, as written.
    let protocols: [String]
}

/// An extension of a class, in source order: the header prints its exposed members as a category.
struct ObjCExtensionFacts: Sendable {
    let keywordToken: Int
    /// How many declarations its body holds, exposed or not: the compiler writes smaller extensions first.
    let memberCount: Int
    let location: SourceLocation
    let protocols: [String]
}
