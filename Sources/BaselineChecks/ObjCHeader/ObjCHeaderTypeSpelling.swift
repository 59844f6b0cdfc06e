/// How the generated header spells a Swift type (github:swiftlang/swift lib/PrintAsClang/DeclAndTypePrinter.cpp,
/// the type visitor after `print`; lib/PrintAsClang/PrimitiveTypeMapping.cpp for the primitive names), and
/// which classes and protocols it names, for the forward declarations `ModuleContentsWriter.cpp`
/// (`forwardDeclareMemberTypes`) prints before a declaration that uses them.
struct ObjCHeaderTypeSpelling {
    /// `getObjectTypeAndOptionality` and `printNullability`: `_Nonnull`, `_Nullable`, `_Null_unspecified`.
    enum Nullability: Sendable {
        case nonnull, nullable, unspecified

        var suffix: String {
            switch self {
            case .nonnull: return " _Nonnull"
            case .nullable: return " _Nullable"
            case .unspecified: return " _Null_unspecified"
            }
        }

        /// Before `instancetype` (`NullabilityPrintKind::ContextSensitive`).
        var prefix: String {
            switch self {
            case .nonnull: return "nonnull "
            case .nullable: return "nullable "
            case .unspecified: return "null_unspecified "
            }
        }
    }

    /// A class or protocol the header must declare before a declaration names it.
    enum Reference: Sendable, Hashable {
        case objCClass(String)
        case objCProtocol(String)
    }

    /// The module's own Objective-C classes and `@objc` protocols, by Swift name, with their Objective-C names.
    let classes: [String: String]
    let protocols: [String: String]
    private(set) var references: [Reference] = []

    init(classes: [String: String], protocols: [String: String]) {
        self.classes = classes
        self.protocols = protocols
    }

    /// The spelling of `type` in a declaration: an optional's nullability from the type itself (`T?` nullable,
    /// `T!` unspecified, else nonnull), or none inside a collection (`nullability` nil).
    mutating func spell(_ type: SwiftTypeReference, _ nullability: Nullability? = .nonnull) throws(ObjCHeaderGap) -> String {
        switch type {
        case .optional(let wrapped, let unwrapped):
            return try spell(wrapped, nullability == nil ? nil : (unwrapped ? .unspecified : .nullable))
        case .named(let path, let arguments):
            var name = path.joined(separator: ".")
            for prefix in ObjCTypeClassifier.modulePrefixes where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            return arguments.isEmpty ? try spell(name: name, nullability) : try spell(generic: name, arguments, nullability)
        case .array(let element): return try "NSArray" + elements([element]) + " *" + (nullability?.suffix ?? "")
        case .dictionary(let key, let value):
            return try "NSDictionary" + elements([key, value]) + " *" + (nullability?.suffix ?? "")
        case .tuple(let elements) where elements.isEmpty: return "void"
        case .composition(let parts): return try composition(parts, nullability)
        default: throw ObjCHeaderGap("the type \(type) is not spelled by this derivation")
        }
    }

    private mutating func spell(name: String, _ nullability: Nullability?) throws(ObjCHeaderGap) -> String {
        if name == "Void" { return "void" }
        if let primitive = Self.primitives[name] { return primitive }
        if let value = Self.cValues[name] { return value }
        if let pointer = Self.pointers[name] { return pointer + (nullability?.suffix ?? "") }
        if let objcName = classes[name] {
            references.append(.objCClass(objcName))
            return objcName + " *" + (nullability?.suffix ?? "")
        }
        if let objcName = protocols[name] {
            references.append(.objCProtocol(objcName))
            return "id <\(objcName)>" + (nullability?.suffix ?? "")
        }
        if let bridged = Self.bridged[name] { return bridged + (nullability?.suffix ?? "") }
        if name == "AnyObject" { return "id" + (nullability?.suffix ?? "") }
        if ObjCKnownFrameworks.objcProtocols.contains(name) {
            let objcName = name == "NSObjectProtocol" ? "NSObject" : name
            references.append(.objCProtocol(objcName))
            return "id <\(objcName)>" + (nullability?.suffix ?? "")
        }
        if ObjCKnownFrameworks.foreignClasses.contains(name) { return name + "Ref" + (nullability?.suffix ?? "") }
        if ObjCKnownFrameworks.classes[name] != nil {
            let objcName = Self.renamedClasses[name] ?? name
            references.append(.objCClass(objcName))
            return objcName + " *" + (nullability?.suffix ?? "")
        }
        throw ObjCHeaderGap("the type \(name) is not among the types this derivation spells")
    }

    private mutating func spell(generic name: String, _ arguments: [SwiftTypeReference], _ nullability: Nullability?)
        throws(ObjCHeaderGap) -> String {
        switch (name, arguments.count) {
        case ("Optional", 1): return try spell(.optional(arguments[0]), nullability)
        case ("ImplicitlyUnwrappedOptional", 1): return try spell(.optional(arguments[0], implicitlyUnwrapped: true), nullability)
        case ("Array", 1): return try spell(.array(arguments[0]), nullability)
        case ("Dictionary", 2): return try spell(.dictionary(arguments[0], arguments[1]), nullability)
        case ("Set", 1): return try "NSSet" + elements(arguments) + " *" + (nullability?.suffix ?? "")
        default: throw ObjCHeaderGap("the generic type \(name) is not spelled by this derivation")
        }
    }

    /// `printObjCBridgeableType`: `<UITouch *>`, elements bridged to objects (numbers as `NSNumber *`);
    /// an array of `Any` or `AnyObject` is a bare `NSArray`.
    private mutating func elements(_ types: [SwiftTypeReference]) throws(ObjCHeaderGap) -> String {
        if types.count == 1, case .named(let path, []) = types[0], ["Any", "AnyObject"].contains(path.joined()) { return "" }
        var spelled: [String] = []
        for type in types {
            if case .named(let path, []) = type, ObjCKnownFrameworks.numbers.contains(path.joined(separator: ".")) {
                spelled.append("NSNumber *")
            } else if case .named(let path, []) = type, ["Any", "AnyObject"].contains(path.joined()) {
                spelled.append("id")
            } else {
                spelled.append(try spell(type, nil))
            }
        }
        return "<" + spelled.joined(separator: ", ") + ">"
    }

    /// `visitExistentialType`: `id <A, B>`, or `UIView <A> *` with a class.
    private mutating func composition(_ parts: [SwiftTypeReference], _ nullability: Nullability?) throws(ObjCHeaderGap) -> String {
        var base = "id"
        var isClass = false
        var names: [String] = []
        for part in parts {
            guard case .named(let path, []) = part else { throw ObjCHeaderGap("the composition \(parts) is not spelled") }
            let name = path.joined(separator: ".")
            if let objcName = protocols[name] ?? (ObjCKnownFrameworks.objcProtocols.contains(name) ? name : nil) {
                references.append(.objCProtocol(objcName))
                names.append(objcName)
            } else if let objcName = classes[name] ?? (ObjCKnownFrameworks.classes[name] != nil ? name : nil), !isClass {
                references.append(.objCClass(objcName))
                base = objcName
                isClass = true
            } else if name != "AnyObject" {
                throw ObjCHeaderGap("the composition part \(name) is not spelled by this derivation")
            }
        }
        let list = names.isEmpty ? "" : " <" + names.joined(separator: ", ") + ">"
        return base + list + (isClass ? " *" : "") + (nullability?.suffix ?? "")
    }

    /// PrimitiveTypeMapping.cpp `initialize`: the standard library's and Core Graphics' numbers.
    static let primitives: [String: String] = [
        "Int": "NSInteger", "UInt": "NSUInteger", "Bool": "BOOL", "ObjCBool": "BOOL", "Float": "float", "Double": "double",
        "Float32": "float", "Float64": "double", "CGFloat": "CGFloat", "Int8": "int8_t", "Int16": "int16_t",
        "Int32": "int32_t", "Int64": "int64_t", "UInt8": "uint8_t", "UInt16": "uint16_t", "UInt32": "uint32_t",
        "UInt64": "uint64_t", "CBool": "bool", "CChar": "char", "CSignedChar": "signed char", "CShort": "short",
        "CInt": "int", "CLong": "long", "CLongLong": "long long", "CUnsignedChar": "unsigned char",
        "CUnsignedShort": "unsigned short", "CUnsignedInt": "unsigned int", "CUnsignedLong": "unsigned long",
        "CUnsignedLongLong": "unsigned long long", "CFloat": "float", "CDouble": "double",
        "NSInteger": "NSInteger", "NSUInteger": "NSUInteger", "TimeInterval": "NSTimeInterval",
        "NSTimeInterval": "NSTimeInterval",
    ]

    /// Primitive types that are C pointers: nullable (`canBeNullable` in PrimitiveTypeMapping.cpp).
    static let pointers: [String: String] = [
        "Selector": "SEL", "OpaquePointer": "void *", "UnsafeRawPointer": "void const *", "UnsafeMutableRawPointer": "void *",
    ]

    /// SDK structs and `NS_ENUM`/`NS_OPTIONS` types by their Swift names, spelled by their C typedefs
    /// (`printImportedAlias`, `maybePrintTagKeyword`: a typedef'd tag gets no keyword).
    static let cValues: [String: String] = [
        "CGSize": "CGSize", "CGRect": "CGRect", "CGPoint": "CGPoint", "CGVector": "CGVector",
        "CGAffineTransform": "CGAffineTransform", "UIEdgeInsets": "UIEdgeInsets", "UIOffset": "UIOffset",
        "NSDirectionalEdgeInsets": "NSDirectionalEdgeInsets", "NSRange": "NSRange", "CATransform3D": "CATransform3D",
        "UIView.ContentMode": "UIViewContentMode", "UIViewContentMode": "UIViewContentMode",
        "NSTextAlignment": "NSTextAlignment", "NSLineBreakMode": "NSLineBreakMode", "UIControl.State": "UIControlState",
        "UIControl.Event": "UIControlEvents", "UIView.AutoresizingMask": "UIViewAutoresizing",
        "UIImage.RenderingMode": "UIImageRenderingMode", "NSLayoutConstraint.Axis": "UILayoutConstraintAxis",
        "UIStackView.Alignment": "UIStackViewAlignment", "UIStackView.Distribution": "UIStackViewDistribution",
        "UIView.TintAdjustmentMode": "UIViewTintAdjustmentMode", "UIBlurEffect.Style": "UIBlurEffectStyle",
        "UIButton.ButtonType": "UIButtonType", "UIKeyboardType": "UIKeyboardType", "UIReturnKeyType": "UIReturnKeyType",
        "UIStatusBarStyle": "UIStatusBarStyle", "UIModalPresentationStyle": "UIModalPresentationStyle",
        "UILayoutPriority": "UILayoutPriority", "UIView.AnimationOptions": "UIViewAnimationOptions",
        "UISemanticContentAttribute": "UISemanticContentAttribute", "UIRectCorner": "UIRectCorner",
        "UIRectEdge": "UIRectEdge", "UIUserInterfaceStyle": "UIUserInterfaceStyle",
        "UIAccessibilityTraits": "UIAccessibilityTraits",
    ]

    /// Swift values the Foundation overlay bridges to a class (`getObjCBridgedClass`), as the header spells them.
    static let bridged: [String: String] = [
        "String": "NSString *", "Date": "NSDate *", "Data": "NSData *", "URL": "NSURL *", "UUID": "NSUUID *",
        "IndexPath": "NSIndexPath *", "IndexSet": "NSIndexSet *", "Notification": "NSNotification *",
        "Locale": "NSLocale *", "TimeZone": "NSTimeZone *", "Calendar": "NSCalendar *",
        "DateComponents": "NSDateComponents *", "CharacterSet": "NSCharacterSet *", "URLRequest": "NSURLRequest *",
        "URLComponents": "NSURLComponents *", "Any": "id", "Error": "NSError *",
    ]

    /// SDK classes whose Swift names drop the `NS` prefix (`NS_SWIFT_NAME`).
    static let renamedClasses: [String: String] = [
        "Bundle": "NSBundle", "Timer": "NSTimer", "NotificationCenter": "NSNotificationCenter",
        "UserDefaults": "NSUserDefaults", "FileManager": "NSFileManager", "OperationQueue": "NSOperationQueue",
        "Operation": "NSOperation", "Thread": "NSThread", "JSONSerialization": "NSJSONSerialization",
    ]
}

/// Something the derivation cannot print as the compiler would; reported, never guessed.
struct ObjCHeaderGap: Error, Sendable {
    let why: String
    init(_ why: String) { self.why = why }
}
