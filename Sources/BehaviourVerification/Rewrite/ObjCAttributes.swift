import BaselineChecks

/// Attributes that exist only with Objective-C interoperability, which Swift on Linux lacks.
/// Taking them away changes nothing the control does without UIKit's runtime: they only make
/// declarations visible to Objective-C and Interface Builder.
enum ObjCAttributes {
    static let names: Set<String> = [
        "@objc", "@objcMembers", "@nonobjc", "@IBInspectable", "@IBDesignable", "@IBOutlet", "@IBAction", "@GKInspectable",
    ]

    /// A removal for each such attribute token, together with a parenthesised argument that
    /// follows it with no space (`@objc(heartRatingView:didUpdate:)`).
    static func removals(in file: SwiftSourceFile, source: [UInt8], pairs: SwiftBracketPairs) -> [ControlRewrite.Edit] {
        let tokens = file.tokens
        var edits: [ControlRewrite.Edit] = []
        for index in tokens.indices where tokens[index].kind == .attribute && names.contains(tokens[index].text) {
            let attribute = tokens[index]
            var end = attribute.utf8Range.upperBound
            if index + 1 < tokens.count, tokens[index + 1].text == "(", tokens[index + 1].utf8Range.lowerBound == end,
               let closer = pairs.closer(of: index + 1) {
                end = tokens[closer].utf8Range.upperBound
            }
            edits.append(.removal(
                of: attribute.utf8Range.lowerBound..<end, in: source, at: attribute.location,
                reason: "`\(attribute.text)` needs Objective-C interoperability, which Swift on Linux lacks"))
        }
        return edits
    }
}
