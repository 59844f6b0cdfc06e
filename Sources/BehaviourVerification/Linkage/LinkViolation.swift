import BaselineChecks

/// One thing an object links, defines or holds that `LinkAllowlist` does not allow, worded for a finding, with
/// the names to look for in the source it was compiled from.
package struct LinkViolation: Sendable, Equatable {
    /// The object it is in (the archive member, or the object file's name).
    let object: String
    /// What the code does, after "the control" or "the test file": "calls `write` from the C library".
    let what: String
    /// Why that stops the verdict: "which a rating view has no use for".
    let why: String
    /// Names the source spells where it does it, the likeliest first: an identifier (`write`, `FileManager`)
    /// or a string literal's value (`.init_array` in `@section(".init_array")`).
    let sourceNames: [String]

    /// The finding's message for code of `subject` ("the control", "the test file").
    package func message(_ subject: String) -> String {
        "\(subject) \(what), \(why): no behaviour verdict"
    }
}

/// Where a source file first spells each name: an identifier (backticks or not), an attribute, or a string
/// literal's value. Read once per file, so that placing each of many violations is a look-up.
struct SpelledNames {
    private var first: [String: SourceLocation] = [:]

    init(_ file: SwiftSourceFile) {
        for token in file.tokens {
            let name: String? = switch token.kind {
            case .identifier: token.text.hasPrefix("`") && token.text.hasSuffix("`") && token.text.count > 1
                ? String(token.text.dropFirst().dropLast()) : token.text
            case .attribute: token.text
            case .stringLiteral: token.stringValue
            default: nil
            }
            if let name, first[name] == nil { first[name] = token.location }
        }
    }

    /// Where the file spells `violation`: the first of its `sourceNames` the file has; `nil` when it has none.
    func location(of violation: LinkViolation) -> SourceLocation? {
        violation.sourceNames.lazy.compactMap { first[$0] }.first
    }
}

extension LinkViolation {
    static let noUse = "which a rating view has no use for"

    /// A reference to `symbol`, which resolved to nothing allowed; `origin` says where it comes from.
    static func reference(_ symbol: String, in object: String, origin: Origin) -> LinkViolation {
        let mangled = MangledName(symbol)
        let shown = mangled?.spelledName ?? symbol
        var names: [String] = []
        for name in (mangled.map { [$0.sourceName].compactMap { $0 } + $0.names } ?? []) + [symbol, Self.unsuffixed(symbol)]
        where !names.contains(name) {
            names.append(name)
        }
        switch origin {
        case .cLibrary:
            return LinkViolation(object: object, what: "calls `\(shown)` from the C library", why: noUse, sourceNames: names)
        case .runtime:
            return LinkViolation(object: object, what: "calls `\(symbol)` from the Swift runtime", why: noUse, sourceNames: names)
        case .refusedStandardLibrary(let why):
            return LinkViolation(object: object, what: "uses `\(shown)` from the Swift standard library, \(why)",
                                 why: noUse, sourceNames: names)
        case .foundation(let module):
            return LinkViolation(
                object: object, what: "uses `\(shown)` from \(module)",
                why: "which is not among the parts of Foundation a rating view may use (CGFloat, CGPoint, CGSize, CGRect,"
                    + " NSObject, NSCoder, String(format:))",
                sourceNames: names)
        case .testsOnly:
            return LinkViolation(object: object, what: "uses `\(shown)` from XCTest", why: "which only the tests may use",
                                 sourceNames: names)
        case .module(let module):
            return LinkViolation(object: object, what: "uses `\(shown)` from \(module)", why: noUse, sourceNames: names)
        case .unknown:
            return LinkViolation(object: object, what: "refers to `\(symbol)`",
                                 why: "which none of what a rating view may link defines", sourceNames: names)
        }
    }

    /// Where a reference that is not allowed comes from.
    enum Origin: Sendable, Equatable {
        case cLibrary
        case runtime
        case refusedStandardLibrary(String)
        case foundation(String)
        case testsOnly
        case module(String)
        case unknown
    }

    /// A C library symbol's usual name: `fstat64` is what Swift calls `fstat` on some C libraries.
    private static func unsuffixed(_ symbol: String) -> String {
        symbol.hasSuffix("64") ? String(symbol.dropLast(2)) : symbol
    }
}
