/// `explain FILE00x`: the IDs under which unusable files are reported are not catalog
/// rules (every catalog needs them), but they are explained like rules.
enum FileRuleExplanation {
    static let entries: [(id: String, name: String, meaning: String)] = [
        ("FILE001", "file-missing",
         "A file that a rule reads does not exist in the checkout (or is a link to nothing)."),
        ("FILE002", "not-a-regular-file",
         "A directory, FIFO, socket, device or submodule stands where a rule expects a file; it is not opened, so it cannot block or flood the reader."),
        ("FILE003", "link-escapes-checkout",
         "A symbolic link on the way to the file leads outside the checkout; it is reported and never followed."),
        ("FILE004", "file-too-large",
         "The file is over the 16 MiB limit and is not read, so a hostile checkout cannot exhaust memory."),
        ("FILE005", "file-unreadable",
         "The file exists but cannot be read (permissions, an I/O error, a git object that is missing)."),
        ("FILE006", "file-not-utf8",
         "A text file is not valid UTF-8; the finding gives the line and column of the first invalid byte."),
    ]

    static func render(_ id: String) -> String? {
        guard let entry = entries.first(where: { $0.id == id }) else { return nil }
        return """
            \(entry.id) \(entry.name) (error)

            What it means:
              \(entry.meaning)

            Why:
              A rule cannot be evaluated on a file it cannot use. The file is reported once under \
            this ID, every rule that needed it is reported as not evaluated, and every other rule \
            still runs.

            """
    }
}
