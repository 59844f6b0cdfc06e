/// Text placed on a POSIX shell's command line: a hook's paths, a replay hint a user may paste.
package enum ShellQuoting {
    /// `text` in single quotes, safe for the shell whatever characters it holds (each `'` written `'\''`).
    package static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
