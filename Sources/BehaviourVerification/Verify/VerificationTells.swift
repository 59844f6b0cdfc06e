import BaselineChecks

/// What the allowlist (`LinkCheck`, which holds what a compiled control links) cannot see, found in the source
/// of a control or its tests: code compiled only on one platform (the other branch is gone from the object),
/// the place the source was compiled at (a string in the object), the stand-in's instrumentation (the stand-in's
/// own symbols, which the allowlist allows), and attributes that choose a symbol's name or section, with which
/// a name could be made to look like the compiler's own. Found on the lexer's tokens, so comments and strings
/// never count.
enum VerificationTells {
    struct Tell: Sendable, Equatable {
        let location: SourceLocation
        /// The construct as written (`#if canImport`, `@c`, `standInNeedsLayout`…).
        let construct: String
        /// What it lets the code do.
        let why: String
        /// An honest control never needs it, and it could undo what the verdict rests on: an error, not a warning.
        var isError = false
    }

    /// The tells of `file`.
    static func scan(_ file: SwiftSourceFile) -> [Tell] {
        let tokens = file.tokens
        var tells: [Tell] = []
        for (index, token) in tokens.enumerated() {
            let tell = { (construct: String, why: String, isError: Bool) in
                tells.append(Tell(location: token.location, construct: construct, why: why, isError: isError))
            }
            switch token.kind {
            case .poundKeyword where token.text == "#if" || token.text == "#elseif":
                // Anywhere in the condition (`#if !os(iOS)`, `#if (canImport(Glibc))`, `#if DEBUG || os(Linux)`):
                // one branch is compiled here and another on iOS, so a verdict would hold for Linux's only.
                if let condition = platformCondition(after: index, in: tokens) {
                    tell("\(token.text) \(condition)", "compiles differently on Linux than on iOS", true)
                }
            case .poundKeyword where token.text == "#file" || token.text == "#filePath":
                // XCTest's idiom, a helper's `file: StaticString = #filePath`, hands it to XCTest's reports.
                let isReportedPlace = index >= 2 && tokens[index - 1].text == "=" && tokens[index - 2].text == "StaticString"
                if !isReportedPlace { tell(token.text, "reads where the source was compiled", false) }
            case .attribute where token.text == "@_spi":
                tell(token.text, instrumentation, true)
            case .attribute where symbolNaming.contains(token.text):
                tell(token.text, "names a symbol or a section itself, which the allowlist could not tell from the compiler's own",
                     true)
            case .identifier where token.text.hasPrefix("standIn") || token.text.hasPrefix("StandIn"):
                tell(token.text, instrumentation, true)
            default:
                continue
            }
        }
        return tells
    }

    /// The first platform condition (`os(…)`, `canImport(…)`…) in the `#if` condition that starts after `index`:
    /// the tokens up to the end of its line.
    private static func platformCondition(after index: Int, in tokens: [SwiftToken]) -> String? {
        let line = tokens[index].location.line
        var position = index + 1
        while position + 1 < tokens.count, tokens[position].location.line == line {
            if platformConditions.contains(tokens[position].text), tokens[position + 1].text == "(" {
                return tokens[position].text
            }
            position += 1
        }
        return nil
    }

    private static let instrumentation = "uses the stand-in's instrumentation, which iOS does not have"
    private static let platformConditions: Set<String> = [
        "os", "canImport", "arch", "targetEnvironment", "_runtime", "compiler", "_endian", "_pointerBitWidth",
    ]
    /// The attributes that give a declaration a symbol name or section of the code's choosing (Swift 6.3 spells
    /// `@c`, `@section` and `@used` without the underscore too).
    private static let symbolNaming: Set<String> = [
        "@_silgen_name", "@_cdecl", "@c", "@_extern", "@section", "@_section", "@used", "@_used",
    ]
}
