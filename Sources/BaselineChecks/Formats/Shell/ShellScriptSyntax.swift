/// A shell script whose syntax the system shell accepts. The script is parsed with
/// `/bin/sh -n` from a private copy: nothing in it is executed.
public struct ShellScriptSyntax: BinaryDocument, Sendable {
    public static let formatName = "POSIX shell script"
    static let shell = "/bin/sh"

    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> ShellScriptSyntax {
        guard let copy = TemporaryFile(contents: bytes) else {
            throw ParseError("cannot write a temporary copy for \(shell) -n", at: nil)
        }
        let outcome = ChildProcess.run(shell, ["-n", copy.path])
        if outcome.timedOut {
            throw ParseError("\(shell) -n did not finish within 10 seconds", at: nil)
        }
        guard outcome.exitStatus == 0 else {
            throw diagnostic(from: outcome.output, copyPath: copy.path)
        }
        return ShellScriptSyntax()
    }

    /// dash and bash both report `<file>: <line>: <message>` (bash adds "line").
    static func diagnostic(from output: String, copyPath: String) -> ParseError {
        let firstLine = output.split(separator: "\n").first.map(String.init) ?? "\(shell) -n rejected the script"
        var rest = Substring(firstLine)
        if rest.hasPrefix(copyPath + ":") { rest = rest.dropFirst(copyPath.count + 1) }
        rest = rest.drop { $0 == " " }
        if rest.hasPrefix("line ") { rest = rest.dropFirst(5) }
        let digits = rest.prefix(while: \.isASCIIDigit)
        guard let line = Int(digits), line > 0 else {
            return ParseError(String(firstLine.trimmingWhitespace), at: nil)
        }
        let message = rest.dropFirst(digits.count).drop { $0 == ":" || $0 == " " }
        return ParseError(String(message), line: line, column: 1)
    }
}
