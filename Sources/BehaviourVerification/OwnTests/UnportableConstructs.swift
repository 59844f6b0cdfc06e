import BaselineChecks

/// What a suite does that cannot run faithfully on Linux against the stand-in, found by tokens: each is a
/// reason, at its position, why the suite cannot run here, rather than a silent difference. An `optional`
/// requirement without a faithful default is the control rewrite's to report (`ControlRewrite.unfaithful`).
enum UnportableConstructs {
    /// One construct and where it is.
    struct Found: Equatable {
        let reason: String
        let location: SourceLocation
    }

    static func scan(_ file: TestSuite.File) -> [Found] {
        guard let source = try? SwiftSourceFile(utf8: file.bytes) else { return [] }
        let tokens = source.tokens
        var found: [Found] = []
        for index in tokens.indices {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let reason = reason(for: token, next: next, following: tokens[(index + 1)...]) {
                found.append(Found(reason: reason, location: token.location))
            }
        }
        return found
    }

    private static func reason(for token: SwiftToken, next: SwiftToken?, following: ArraySlice<SwiftToken>) -> String? {
        switch (token.kind, token.text, next?.text) {
        case (.poundKeyword, "#selector", _):
            return "`#selector` names an Objective-C method, which Swift on Linux cannot"
        case (.identifier, "dynamic", "var"?), (.identifier, "dynamic", "func"?), (.keyword, "dynamic", _):
            return "`dynamic` members are observed through Objective-C (KVO) on iOS, which Swift on Linux lacks"
        case (.identifier, "observe", "("?) where following.dropFirst().first?.text == "\\":
            return "key-value observation needs the Objective-C runtime"
        case (.identifier, "UIImage", "("?) where following.dropFirst().first?.text == "named":
            return "`UIImage(named:)` loads an asset, and there is no asset catalog without the app bundle"
        case (.identifier, "Bundle", _), (.identifier, "UINib", _), (.identifier, "nibName", _):
            return "`\(token.text)` loads resources of an app or test bundle, which does not exist here"
        default:
            return nil
        }
    }
}
