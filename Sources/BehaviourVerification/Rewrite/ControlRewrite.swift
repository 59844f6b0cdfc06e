import BaselineChecks

/// The rating control's source made compilable by Swift on Linux, which has no Objective-C
/// runtime. Only what cannot compile there is changed: Objective-C and Interface Builder
/// attributes, `optional` protocol requirements (kept optional by default implementations) and
/// the calls that unwrap them, and the class bound an `@objc` protocol had implicitly. What
/// cannot be changed faithfully is listed in `unfaithful`: such a rewrite must not be compiled. The edits work on the lexer's tokens, so a
/// comment or string literal that mentions `@objc` is never touched.
///
/// Removed text becomes as many spaces, so every line and column of the original keeps its
/// place; only insertions shift what follows them on their line, and `originalLocation` maps a
/// compiler diagnostic in the rewritten text back to the checkout's file.
package struct ControlRewrite {
    /// The rewritten source.
    package let text: String
    /// What was changed, in source order.
    let edits: [Edit]
    /// What the rewrite could not keep the meaning of on Linux, in source order; a build reports each
    /// instead of compiling.
    let unfaithful: [Unfaithful]
    /// The original source, read: what the removed attributes meant to Objective-C is derived from it
    /// (`ObjCSurfaceRegistration`).
    let original: SwiftSourceFile

    /// Rewrites `source`; throws when it is not valid UTF-8 or does not lex as Swift.
    package static func rewrite(_ source: [UInt8]) throws(ParseError) -> ControlRewrite {
        let file = try SwiftSourceFile(utf8: source)
        let pairs = SwiftBracketPairs(file.tokens)
        let optionals = OptionalRequirements.rewrite(in: file, source: source, pairs: pairs)
        return ControlRewrite(source, file: file, applying: ObjCAttributes.removals(in: file, source: source, pairs: pairs)
            + optionals.edits + ClassBoundProtocols.insertions(in: file, pairs: pairs),
            unfaithful: optionals.unfaithful.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
    }

    /// Applies `planned` in source order, an insertion before a removal at the same place. An
    /// edit inside one already made (hostile input can nest attributes in an attribute's
    /// argument) is left out, so that `edits` lists exactly what was done.
    private init(_ source: [UInt8], file: SwiftSourceFile, applying planned: [Edit], unfaithful: [Unfaithful]) {
        let ordered = planned.sorted {
            ($0.utf8Range.lowerBound, $0.utf8Range.isEmpty ? 0 : 1) < ($1.utf8Range.lowerBound, $1.utf8Range.isEmpty ? 0 : 1)
        }
        var output: [UInt8] = []
        output.reserveCapacity(source.count + 64)
        var copied = 0
        var edits: [Edit] = []
        for edit in ordered where edit.utf8Range.lowerBound >= copied {
            output.append(contentsOf: source[copied..<edit.utf8Range.lowerBound])
            output.append(contentsOf: edit.inserted.utf8)
            copied = edit.utf8Range.upperBound
            edits.append(edit)
        }
        output.append(contentsOf: source[copied...])
        text = String(decoding: output, as: UTF8.self)
        self.edits = edits
        self.unfaithful = unfaithful
        original = file
    }

    /// Where a position in `text` (a compiler diagnostic's) is in the original. Only insertions
    /// moved anything, and only later on their own line; a position inside inserted text maps
    /// to where it was inserted.
    package func originalLocation(ofRewritten location: SourceLocation) -> SourceLocation {
        var shift = 0
        for edit in edits where edit.utf8Range.isEmpty && edit.location.line == location.line {
            let start = edit.location.column + shift
            guard location.column >= start else { break }
            let length = edit.inserted.unicodeScalars.count
            if location.column < start + length { return edit.location }
            shift += length
        }
        return SourceLocation(line: location.line, column: location.column - shift)
    }
}
