import BaselineChecks

/// What a test file declares, read with the Swift lexer and scope index: the module it imports with
/// `@testable`, and its tests (`func test…()` in a subclass of `XCTestCase`, neither private nor static).
struct TestFileScan {
    var testableModule: (name: String, path: String, location: SourceLocation)?
    var tests: [TestSuite.Test] = []

    init(_ file: TestSuite.File) throws(TestSuiteProblem) {
        let source: SwiftSourceFile
        do {
            source = try SwiftSourceFile(utf8: file.bytes)
        } catch {
            throw TestSuiteProblem(message: "does not lex as Swift: \(error.message)", path: file.path, location: error.location)
        }
        let tokens = source.tokens
        for index in tokens.indices.dropLast(2)
        where tokens[index].kind == .attribute && tokens[index].text == "@testable" && tokens[index + 1].text == "import" {
            let name = tokens[index + 2]
            testableModule = testableModule ?? (name.text, file.path, name.location)
        }
        for testCase in source.scopes where testCase.kind == .class && Self.inheritsXCTestCase(testCase, tokens) {
            for method in source.scopes where method.parent == testCase.id && method.kind == .function
                && method.name.hasPrefix("test") && method.signature == method.name + "()"
                && !Self.hasModifier(["private", "fileprivate", "static", "class"], before: method, tokens) {
                tests.append(TestSuite.Test(
                    className: testCase.name, method: method.name, path: file.path,
                    location: tokens[method.keywordToken + 1].location))
            }
        }
    }

    /// Whether the class's inheritance clause (between its name and its body) names `XCTestCase`.
    private static func inheritsXCTestCase(_ scope: SwiftScope, _ tokens: [SwiftToken]) -> Bool {
        tokens[scope.keywordToken..<scope.braces.lowerBound].contains { $0.kind == .identifier && $0.text == "XCTestCase" }
    }

    /// Whether one of `modifiers` stands among the words just before the declaration's keyword.
    private static func hasModifier(_ modifiers: Set<String>, before scope: SwiftScope, _ tokens: [SwiftToken]) -> Bool {
        var index = scope.keywordToken - 1
        while index >= 0, tokens[index].kind == .identifier || tokens[index].kind == .keyword || tokens[index].kind == .attribute {
            if modifiers.contains(tokens[index].text) { return true }
            if tokens[index].isAtStartOfLine { break }
            index -= 1
        }
        return false
    }
}
