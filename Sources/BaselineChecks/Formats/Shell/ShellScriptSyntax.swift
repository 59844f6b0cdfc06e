import BaselineSupport

/// A shell script whose syntax the system shell accepts. The script is parsed with
/// `/bin/sh -n` from a private copy: nothing in it is executed. The engine starts the
/// shell before the rules run (`start`), so that it parses while the other files are.
public struct ShellScriptSyntax: CheckoutDocument, Sendable {
    public static let formatName = "POSIX shell script"
    static let shell = "/bin/sh"

    /// Begins checking `path` in the background, if it is readable and not begun yet.
    static func start(_ path: String, in checkout: Checkout) {
        checkout.begin(path, for: Self.self) { (try? checkout.bytes(path)).map(PendingShellCheck.init) }
    }

    public static func load(_ path: String, from checkout: Checkout) throws(InputUnavailable) -> ShellScriptSyntax {
        let bytes = try checkout.bytes(path)
        let pending = checkout.takeBegunWork(path, for: Self.self) as? PendingShellCheck ?? PendingShellCheck(bytes)
        do {
            try pending.finish()
        } catch {
            throw .unparseable(path: path, format: formatName, error)
        }
        return ShellScriptSyntax()
    }

    /// Checks a whole script in the foreground.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) {
        try PendingShellCheck(bytes).finish()
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

/// `sh -n` reading a private copy of a script on its standard input. The copy is removed as soon as
/// the shell has opened it, so that an interrupted run (SIGINT, SIGTERM) leaves no copy behind.
final class PendingShellCheck {
    private let process: ChildProcess.Running?

    init(_ bytes: [UInt8]) {
        // Released at the end of this scope: the shell holds the file open, its name is gone.
        let copy = TemporaryFile(contents: bytes)
        process = copy.map { ChildProcess.start(ShellScriptSyntax.shell, ["-n"], standardInput: .file($0.path)) }
    }

    func finish() throws(ParseError) {
        guard let process else {
            throw ParseError("cannot write a temporary copy for \(ShellScriptSyntax.shell) -n", at: nil)
        }
        let outcome = process.finish()
        if outcome.timedOut {
            throw ParseError("\(ShellScriptSyntax.shell) -n did not finish within 10 seconds", at: nil)
        }
        guard outcome.exitStatus == 0 else {
            // Reading standard input, the shell names itself where it would name the file.
            throw ShellScriptSyntax.diagnostic(from: outcome.output, copyPath: ShellScriptSyntax.shell)
        }
    }
}
