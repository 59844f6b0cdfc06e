import BaselineChecks

extension OptionalRequirements {
    /// One optional requirement's declaration, read from its tokens: where it ends and what it returns.
    struct Requirement {
        /// The `func`, `var`, `let`, `subscript` or `init` keyword.
        let keyword: Int
        /// One past its last token.
        let end: Int
        /// The tokens of the type after `->` (a function's), up to a `where` clause; empty when there is none.
        let returnType: Range<Int>
        /// The name calls use: `heartRatingView`, or the keyword for `subscript` and `init`.
        let baseName: String

        /// Reads the requirement whose keyword is at `keyword`, in a protocol body that closes at `closingBrace`.
        init(keyword: Int, in tokens: [SwiftToken], pairs: SwiftBracketPairs, end closingBrace: Int) {
            self.keyword = keyword
            let introducesName = tokens[keyword].text != "subscript" && tokens[keyword].text != "init"
            baseName = OptionalRequirements.unquoted(
                introducesName && keyword + 1 < closingBrace ? tokens[keyword + 1].text : tokens[keyword].text)
            // The requirement ends where the next declaration (or the body) starts; brackets are skipped whole, so
            // that a parameter's default value or attribute never ends it.
            var index = keyword + 1
            var arrow: Int?
            var whereClause: Int?
            while index < closingBrace {
                let token = tokens[index]
                if token.kind == .attribute || token.text == ";" || (token.isAtStartOfLine && Self.startsDeclaration(token)) {
                    break
                }
                if token.kind == .punctuation && token.text == "->" && arrow == nil { arrow = index }
                if token.kind == .keyword && token.text == "where" && whereClause == nil { whereClause = index }
                if ["(", "[", "{"].contains(token.text), let closer = pairs.closer(of: index), closer < closingBrace {
                    index = closer + 1
                } else {
                    index += 1
                }
            }
            end = index
            let typeEnd = whereClause ?? index
            returnType = arrow.map { ($0 + 1)..<max($0 + 1, typeEnd) } ?? index..<index
        }

        /// The body of a faithful default implementation: `{}` for a function returning `Void`, `{ nil }` for one
        /// returning an Optional; `nil` when there is none.
        func defaultBody(in tokens: [SwiftToken]) -> String? {
            guard tokens[keyword].text == "func" else { return nil }
            let type = tokens[returnType].map(\.text)
            if type.isEmpty || type == ["Void"] || type == ["(", ")"] || type == ["Swift", ".", "Void"] { return "{}" }
            if type.last == "?" || type.last == "!" || type.first == "Optional" { return "{ nil }" }
            return nil
        }

        /// Why there is no faithful default, for the report.
        func whyNotDefaulted(in tokens: [SwiftToken]) -> String {
            switch tokens[keyword].text {
            case "func": "returns `\(tokens[returnType].map(\.text).joined())`, neither `Void` nor an Optional"
            case "init": "is an initializer"
            case "subscript": "is a subscript"
            default: "is a property"
            }
        }

        /// The declaration from `first` (a modifier or the keyword) to its end, on one line: where the original has
        /// whitespace (or a line break, or a comment) between two tokens, one space.
        func signature(from first: Int, in tokens: [SwiftToken]) -> String {
            var text = ""
            for index in first..<end {
                if index > first && tokens[index].utf8Range.lowerBound > tokens[index - 1].utf8Range.upperBound { text += " " }
                text += tokens[index].text
            }
            return text
        }

        /// Whether a token at the start of a line begins another member of the protocol body.
        private static func startsDeclaration(_ token: SwiftToken) -> Bool {
            (token.kind == .keyword || token.kind == .identifier) && declarationStarters.contains(token.text)
        }

        private static let declarationStarters: Set<String> = OptionalRequirements.requirementKeywords
            .union(OptionalRequirements.otherModifiers)
            .union(["optional", "typealias", "associatedtype"])
    }
}
