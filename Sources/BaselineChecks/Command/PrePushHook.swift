/// The pre-push hook that `install-hook` writes: a POSIX sh script (the tests run
/// `sh -n` and shellcheck on it) that checks each pushed commit with check-baseline.
enum PrePushHook {
    /// The line that marks a hook as written by this tool, so that reinstalling may replace it.
    static let marker = "# check-baseline pre-push hook, written by `check-baseline install-hook`"

    /// The script for `tool` (an absolute path) checking the checkout at `prefix` (empty,
    /// or ending in `/`) below the directory git runs the hook in: the work tree's root.
    static func script(tool: String, prefix: String) -> String {
        let checkout = prefix.isEmpty ? "\"$PWD\"" : "\"$PWD\"/" + quoted(String(prefix.dropLast()))
        return """
            #!/bin/sh
            \(marker)
            # git passes one line per pushed ref: <local ref> <local sha> <remote ref> <remote sha>.
            # Each pushed commit is checked as git stores it (not the work tree); one that
            # fails stops the push. `check-baseline install-hook` rewrites this file.
            tool=\(quoted(tool))
            checkout=\(checkout)
            status=0
            while read -r local_ref local_sha _; do
            \tcase "$local_sha" in
            \t*[!0]*) ;;
            \t*) continue ;; # a deleted ref: nothing to check
            \tesac
            \tif ! "$tool" --rev "$local_sha" "$checkout" </dev/null; then
            \t\techo "pre-push: $local_ref ($local_sha) does not pass check-baseline; push refused" >&2
            \t\tstatus=1
            \tfi
            done
            exit "$status"

            """
    }

    /// `text` in single quotes, safe for the shell whatever characters it holds.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
