/// Standard output and error kept as text, for `CheckBaseline.run` to return; files and standard input
/// are the process's own.
final class CapturedIO: CommandIO {
    private(set) var output = ""
    private(set) var error = ""
    private let system = SystemIO()

    func writeOutput(_ text: String) -> Bool {
        output += text
        return true
    }

    func writeError(_ text: String) { error += text }

    func read(_ path: String, limit: Int) throws(CommandIOError) -> [UInt8] { try system.read(path, limit: limit) }

    func write(_ text: String, toFile path: String) throws(CommandIOError) {
        if path == "-" { output += text } else { try system.write(text, toFile: path) }
    }
}
