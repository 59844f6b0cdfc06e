/// The text `check-baseline objc-header` prints: comment lines that say what was derived, from what, by
/// which compiler's rules and what was left out, then the declarations.
public enum ObjCHeaderText {
    /// The compiler sources whose rules the derivation follows, as read.
    public static let compilerRules = "the Swift compiler's lib/PrintAsClang (DeclAndTypePrinter.cpp, "
        + "ModuleContentsWriter.cpp, PrimitiveTypeMapping.cpp) and lib/Sema/TypeCheckDeclObjC.cpp, as read in "
        + "github:swiftlang/swift for the Swift 6 series (DeclAndTypePrinter.cpp at commit 284c5a8)"

    public static func render(_ derivation: ObjCHeaderDerivation, sources: [String]) -> String {
        var text = "// \(derivation.module)-Swift.h: the declarations Xcode would generate for "
            + sources.joined(separator: ", ") + " in a framework target (public and open declarations only),"
            + " derived by check-baseline without a compiler.\n"
        text += "// Rules followed: \(compilerRules).\n"
        text += "// Left out: the compiler's prelude of macro definitions (SWIFT_CLASS, SWIFT_PROTOCOL,"
            + " OBJC_DESIGNATED_INITIALIZER, ...), its @import lines and pragmas, and documentation comments.\n"
        for gap in derivation.gaps {
            text += "// Not derived: \(gap.declaration) (line \(gap.location.line)): \(gap.why).\n"
        }
        return text + derivation.declarations
    }
}
