import BaselineChecks

/// An `@objc` protocol is class-bound without saying so. Once `@objc` is gone, the control's
/// `weak var delegate: HeartRatingViewDelegate?` compiles only if the protocol says `AnyObject`.
enum ClassBoundProtocols {
    /// For each protocol declared `@objc` that is not yet class-bound: `: AnyObject` after its
    /// name when it inherits nothing, or `AnyObject, ` before the first protocol it inherits.
    static func insertions(in file: SwiftSourceFile, pairs: SwiftBracketPairs) -> [ControlRewrite.Edit] {
        let tokens = file.tokens
        let objcKeywords = objcProtocolKeywords(in: tokens, pairs: pairs)
        var edits: [ControlRewrite.Edit] = []
        for scope in file.scopes where scope.kind == .protocol && objcKeywords.contains(scope.keywordToken) {
            let name = scope.keywordToken + 1
            guard name < scope.braces.lowerBound else { continue }
            let reason = "`@objc` made `\(tokens[name].text)` class-bound; without it, `weak` references need `AnyObject`"
            // The inheritance clause runs from the colon to the generic `where` clause or the body;
            // primary associated types (`protocol P<Element>`) hold no colon.
            var colon: Int?
            var end = scope.braces.lowerBound
            for index in (name + 1)..<scope.braces.lowerBound {
                if tokens[index].kind == .keyword && tokens[index].text == "where" {
                    end = index
                    break
                }
                if colon == nil && tokens[index].kind == .punctuation && tokens[index].text == ":" { colon = index }
            }
            guard let colon else {
                let last = tokens[end - 1]
                let afterLast = SourceLocation(
                    line: last.location.line, column: last.location.column + last.text.unicodeScalars.count)
                edits.append(.insertion(of: ": AnyObject", at: last.utf8Range.upperBound, location: afterLast, reason: reason))
                continue
            }
            let inherited = tokens[(colon + 1)..<end]
            guard let first = inherited.first, !inherited.contains(where: isClassBound) else { continue }
            edits.append(.insertion(
                of: "AnyObject, ", at: first.utf8Range.lowerBound, location: first.location, reason: reason))
        }
        return edits
    }

    /// Whether an inherited name already makes the protocol class-bound.
    private static func isClassBound(_ token: SwiftToken) -> Bool {
        switch (token.kind, token.text) {
        case (.identifier, "AnyObject"), (.keyword, "class"), (.identifier, "NSObjectProtocol"): true
        default: false
        }
    }

    /// The token indices of the `protocol` keywords whose attributes include `@objc`. Each run
    /// of attributes and modifiers is read once, its arguments skipped whole
    /// (`@available(iOS 13, *)`), so that hostile input cannot make this quadratic.
    private static func objcProtocolKeywords(in tokens: [SwiftToken], pairs: SwiftBracketPairs) -> Set<Int> {
        var keywords: Set<Int> = []
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .attribute else {
                index += 1
                continue
            }
            var isObjC = false
            while index < tokens.count {
                let token = tokens[index]
                if token.kind == .attribute {
                    isObjC = isObjC || token.text == "@objc"
                    index += 1
                    if index < tokens.count, tokens[index].text == "(", let closer = pairs.closer(of: index) {
                        index = closer + 1
                    }
                } else if accessModifiers.contains(token.text) {
                    index += 1
                } else {
                    break
                }
            }
            if isObjC, index < tokens.count, tokens[index].kind == .keyword, tokens[index].text == "protocol" {
                keywords.insert(index)
            }
        }
        return keywords
    }

    private static let accessModifiers: Set<String> = ["public", "internal", "fileprivate", "private", "open"]
}
