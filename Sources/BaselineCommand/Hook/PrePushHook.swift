import BaselineChecks
import BaselineSupport

/// The pre-push hook that `install-hook` writes: a POSIX sh script (the tests run
/// `sh -n` and shellcheck on it) that checks each pushed commit with check-baseline.
enum PrePushHook {
    /// The line that marks a hook as written by this tool, so that reinstalling may replace it.
    static let marker = "# check-baseline pre-push hook, written by `check-baseline install-hook`"
    /// The start of the line after the marker: the SHA-256 of every other line, so that reinstalling can tell
    /// a hook nobody edited (replaced without a copy, whatever its options) from one with a user's lines.
    static let digestPrefix = "# unedited digest: "
    /// How long the hook waits for `git ls-remote`: a remote that stalls must not hold the push. Listing a
    /// remote's refs takes well under a second on a working connection.
    static let listingSeconds = 20

    /// The start of the line that records how the hook was installed, read back when it is replaced.
    static let settingsPrefix = "# installed as: "

    /// The settings line of a hook's text, if it has one (hooks written before it was recorded do not).
    static func settings(in bytes: [UInt8]) -> String? {
        let line = bytes.split(separator: UInt8(ascii: "\n")).prefix(4).first { $0.starts(with: settingsPrefix.utf8) }
        return line.map { String(decoding: $0.dropFirst(settingsPrefix.utf8.count), as: UTF8.self) }
    }

    /// `script` with its digest line after the marker.
    static func sealed(_ script: String) -> String {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert(Substring(digestPrefix + Hexadecimal.lowercase(SHA256.digest(Array(script.utf8)))), at: 2)
        return lines.joined(separator: "\n")
    }

    /// Whether `bytes` are a hook as `sealed` wrote it, unedited since.
    static func isUnedited(_ bytes: [UInt8]) -> Bool {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count > 2, lines[2].starts(with: digestPrefix.utf8) else { return false }
        let recorded = String(decoding: lines.remove(at: 2).dropFirst(digestPrefix.utf8.count), as: UTF8.self)
        let rest = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        return recorded == Hexadecimal.lowercase(SHA256.digest(rest))
    }

    /// The script for `tool` (an absolute path) checking the checkout at `prefix` (empty,
    /// or ending in `/`) below the directory git runs the hook in: the work tree's root.
    /// With `hook.behaviour` or `hook.mutantsInDiff`, a push that changes the control's source also has its
    /// behaviour compared before and after, or the mutants on its changed lines judged; what they find is
    /// printed, and refuses the push only with `hook.strict`.
    static func script(tool: String, prefix: String, hook: HookOptions = HookOptions()) -> String {
        let checkout = prefix.isEmpty ? "\"$PWD\"" : "\"$PWD\"/" + ShellQuoting.quoted(String(prefix.dropLast()))
        let control = ShellQuoting.quoted(prefix + CheckoutPaths.source)
        let behaviour = hook.watchesTheControl ? controlChecks(control: control, hook: hook) : ""
        let functions = hook.watchesTheControl ? linkTest(control: control) : ""
        let options = hook.checkOptions.map(ShellQuoting.quoted).joined(separator: " ")
        let adopt = ShellQuoting.quoted(adoptionHint(hook))
        return """
            #!/bin/sh
            \(marker)
            \(settingsPrefix)\(hook.settings)
            # git passes the remote's name (or URL) as $1, and one line per pushed ref on standard input:
            # <local ref> <local sha> <remote ref> <remote sha>. Every commit the push sends is
            # checked as git stores it (not the work tree); one that fails stops the push.
            # `check-baseline install-hook` rewrites this file.
            tool=\(ShellQuoting.quoted(tool))
            checkout=\(checkout)
            remote=$1
            # Commits at and before this one are never checked (install-hook --since); empty: none.
            since=\(hook.since.map(ShellQuoting.quoted) ?? "")
            status=0
            asked=no
            # How long the remote may take to list its refs (git ls-remote), in seconds.
            listing_seconds=\(Self.listingSeconds)
            \(remoteCommits(withHead: hook.watchesTheControl))\(functions)while read -r local_ref local_sha _ remote_sha; do
            \tcase "$local_sha" in
            \t*[!0]*) ;;
            \t*) continue ;; # a deleted ref: nothing to check
            \tesac
            \t# The commits the push sends: after the remote's commit when this repository has it; else
            \t# (a new ref, or a force-push over commits never fetched) those no commit of the remote reaches,
            \t# or only the tip when they hold the history's root. Never those --since leaves out.
            \tknown=no
            \tcase "$remote_sha" in
            \t*[!0]*) git cat-file -e "$remote_sha^{commit}" 2>/dev/null && known=yes ;;
            \tesac
            \tif [ "$known" = yes ]; then
            \t\texclude="^$remote_sha"
            \telse
            \t\tlist_remote_commits
            \t\texclude=$remote_commits
            \tfi
            \t[ -z "$since" ] || exclude="$exclude ^$since"
            \t# Unquoted: one word a line, and no empty line, which would end rev-list's list of commits.
            \t# shellcheck disable=SC2086
            \tcommits=$(printf '%s\\n' "$local_sha" $exclude | git rev-list --reverse --stdin) || commits=failed
            \tif [ "$known" = no ] && [ "$commits" != failed ]; then
            \t\t# The first push of a history (its root among what is sent): its past is the remote's to accept
            \t\t# as it is, so only the tip is checked, and said.
            \t\t# shellcheck disable=SC2086
            \t\troots=$(printf '%s\\n' "$local_sha" $exclude | git rev-list --max-parents=0 --stdin 2>/dev/null)
            \t\tif [ -n "$roots" ]; then
            \t\t\tcount=$(printf '%s\\n' "$commits" | grep -c .)
            \t\t\tif [ "$count" -gt 1 ]; then
            \t\t\t\techo "pre-push: $local_ref is the first push of this history to $remote: checked its tip, not its $count commits (check-baseline --rev A..B checks a range)" >&2
            \t\t\tfi
            \t\t\tcommits=$local_sha
            \t\tfi
            \tfi
            \tif [ "$commits" = failed ]; then
            \t\techo "pre-push: cannot list the commits $local_ref sends; push refused" >&2
            \t\tstatus=1
            \t\tcontinue
            \tfi
            \tif [ -z "$commits" ]; then
            \t\t# Nothing to check is said, so that a push is never waved through in silence.
            \t\tif [ -n "$since" ]; then
            \t\t\techo "pre-push: $local_ref sends no commit to check: those at and before $since are never checked (install-hook --since)" >&2
            \t\telse
            \t\t\techo "pre-push: $local_ref sends no commit the remote lacks: nothing to check" >&2
            \t\tfi
            \t\tcontinue
            \tfi
            \tset -- \(options)
            \tfor commit in $commits; do
            \t\tset -- "$@" --rev "$commit"
            \tdone
            \tif ! "$tool" "$@" "$checkout" </dev/null; then
            \t\techo "pre-push: $local_ref sends a commit that does not pass check-baseline (reported FAILED above); push refused" >&2
            \t\tstatus=1
            \tfi
            \(behaviour)done
            [ "$status" = 0 ] || echo \(adopt) >&2
            exit "$status"

            """
    }

    /// The last line of a refused push: how to push once anyway, and how to adopt the hook on a history whose
    /// older commits fail (the install command with the options this hook was installed with).
    static func adoptionHint(_ hook: HookOptions) -> String {
        let options = hook.words.isEmpty ? "" : " -- " + hook.words.map(ShellQuoting.quoted).joined(separator: " ")
        return "pre-push: to push once without these checks: git push --no-verify; to check only commits after one"
            + " the remote has: check-baseline install-hook --since COMMIT\(options)"
    }

    /// A shell function that lists, once a push, the commits of the remote that are here too, as rev-list
    /// exclusions (`^sha`): what the remote lists now (a push by URL has no remote-tracking refs, and those a
    /// name has may be stale), else, when it cannot be asked or does not answer within `$listing_seconds`, the
    /// remote-tracking refs of its name (said when it did not answer). It keeps the remote's HEAD too, for the
    /// behaviour comparison of a new branch. git runs in the background, polled every tenth of a second, and is
    /// ended at the bound; a helper it started (ssh) ends with its connection. (`timeout` would also end the
    /// helpers, but puts them in a process group of their own, where ssh can no longer ask for a passphrase.)
    private static func remoteCommits(withHead: Bool) -> String {
        let head = withHead ? "\t\tremote_head=$(printf '%s\\n' \"$listed\" | awk '$2 == \"HEAD\" { print $1; exit }')\n" : ""
        let trackedHead = withHead ? "\t\tremote_head=$(git rev-parse --verify --quiet \"refs/remotes/$remote/HEAD\")\n" : ""
        return """
        ask_remote() {
        \tanswer=$(mktemp "${TMPDIR:-/tmp}/check-baseline-ls-remote.XXXXXX") || return 1
        \tstalled=no
        \tGIT_TERMINAL_PROMPT=0 git ls-remote "$remote" </dev/null >"$answer" 2>/dev/null &
        \tasker=$!
        \tticks=0
        \twhile kill -0 "$asker" 2>/dev/null; do
        \t\tif [ "$ticks" -ge $((listing_seconds * 10)) ]; then
        \t\t\tstalled=yes
        \t\t\tkill -s KILL "$asker" 2>/dev/null
        \t\t\tbreak
        \t\tfi
        \t\tif sleep 0.1 2>/dev/null; then ticks=$((ticks + 1)); else sleep 1; ticks=$((ticks + 10)); fi
        \tdone
        \twait "$asker"
        \tanswered=$?
        \tlisted=$(cat "$answer")
        \trm -f "$answer"
        \tif [ "$stalled" = yes ]; then
        \t\techo "pre-push: $remote did not answer git ls-remote within $listing_seconds s: its remote-tracking refs stand for what it has" >&2
        \t\treturn 1
        \tfi
        \t[ "$answered" = 0 ]
        }
        list_remote_commits() {
        \t[ "$asked" = no ] || return 0
        \tasked=yes
        \tif ask_remote; then
        \t\tremote_commits=$(printf '%s\\n' "$listed" | cut -f1 | git cat-file --batch-check='%(objectname) %(objecttype)' \\
        \t\t\t| awk '$2 == "commit" || $2 == "tag" { print "^" $1 }')
        \(head)\telse
        \t\tremote_commits=$(git for-each-ref --format='^%(objectname)' "refs/remotes/$remote/")
        \(trackedHead)\tfi
        }

        """
    }

    /// The lines that run, for a push that changes the control's source, what `hook` asks besides the check: the
    /// behaviour compared before and after (`verify-control --against`), the mutants on the lines it adds or
    /// changes judged (`mutation-score --in-diff`). The source is compared as the tool reads it: when any part
    /// of its path is a symbolic link at either commit, the link may lead to a file that changed, so the control
    /// counts as changed.
    private static func controlChecks(control: String, hook: HookOptions) -> String {
        let compared = switch (hook.behaviour, hook.mutantsInDiff) {
        case (true, false): "its behaviour"
        case (false, true): "its lines"
        default: "its behaviour and lines"
        }
        let notDone = switch (hook.behaviour, hook.mutantsInDiff) {
        case (true, false): "the control's behaviour was not compared"
        case (false, true): "the mutants on the lines it changes were not judged"
        default: "the control's behaviour was not compared, nor the mutants on the lines it changes judged"
        }
        let missing = "\t\techo \"pre-push: $(printf '%.12s' \"$base\") is not here (fetch first): \(notDone)"
            + (hook.strict ? "; push refused (--strict)\" >&2\n\t\tstatus=1\n" : "\" >&2\n")
        return """
            \t# A new branch is compared where it leaves the remote's default branch, when the remote has one here.
            \tbase=$remote_sha
            \tcase "$remote_sha" in
            \t*[!0]*) ;;
            \t*)
            \t\tlist_remote_commits
            \t\tbase=
            \t\tif [ -n "$remote_head" ] && git cat-file -e "$remote_head^{commit}" 2>/dev/null; then
            \t\t\tbase=$(git merge-base "$remote_head" "$local_sha" 2>/dev/null)
            \t\tfi
            \t\tif [ -z "$base" ]; then
            \t\t\techo "pre-push: $local_ref is new: no earlier control to compare \(compared) with ($remote has no default branch that shares a commit with it here)" >&2
            \t\t\tcontinue
            \t\tfi
            \t\techo "pre-push: $local_ref is new: its control is compared with the one where it leaves $remote's default branch, $(printf '%.12s' "$base")" >&2
            \t\t;;
            \tesac
            \tif ! git cat-file -e "$base^{commit}" 2>/dev/null; then
            \(missing)\telif control_linked "$base" || control_linked "$local_sha" \\
            \t\t|| ! git --literal-pathspecs diff --quiet "$base" "$local_sha" -- \(control); then
            \t\t# Named as the reports name commits: 12 digits, more where git needs them to be unambiguous.
            \t\tshort=$(git rev-parse --short=12 "$base")
            \(hook.behaviour ? behaviourRun(strict: hook.strict) : "")\(hook.mutantsInDiff ? mutantsRun(strict: hook.strict) : "")\tfi

            """
    }

    /// `verify-control --against` the base, and what its exit code means for the push.
    private static func behaviourRun(strict: Bool) -> String {
        verdict(
            of: "\"$tool\" verify-control --against \"$short\" --rev \"$local_sha\" \"$checkout\" </dev/null",
            failed: "the control's behaviour changed, or was not compared in full, in $local_ref (printed above)",
            unknown: "the control's behaviour could not be compared in $local_ref (see above)", strict: strict)
    }

    /// `mutation-score --in-diff` the base: with `strict`, every mutant on a changed line must be caught
    /// (`--fail-under 100`); without, survivors are printed and the push goes on.
    private static func mutantsRun(strict: Bool) -> String {
        verdict(
            of: "\"$tool\" mutation-score --quiet --in-diff \"$short\" --rev \"$local_sha\"\(strict ? " --fail-under 100" : "")"
                + " \"$checkout\" </dev/null",
            failed: strict ? "a mutant on a line of the control $local_ref changes survived, or none could be told apart (printed above)"
                : "no mutant on the lines of the control $local_ref changes could be told apart (printed above)",
            unknown: "the mutants on the lines of the control $local_ref changes could not be judged (see above)", strict: strict)
    }

    /// `command`, then its exit code said: 1 is `failed`, anything else but 0 `unknown`; either refuses the push
    /// with `strict`.
    private static func verdict(of command: String, failed: String, unknown: String, strict: Bool) -> String {
        let outcome = strict ? "push refused (--strict)\" >&2\n\t\t\tstatus=1\n" : "pushed anyway\" >&2\n"
        return """
            \t\t\(command)
            \t\tcase $? in
            \t\t0) ;;
            \t\t1)
            \t\t\techo "pre-push: \(failed); \(outcome)\t\t\t;;
            \t\t*)
            \t\t\techo "pre-push: \(unknown); \(outcome)\t\t\t;;
            \t\tesac

            """
    }

    /// A shell function: whether a part of the control's path is a symbolic link at the commit `$1`.
    private static func linkTest(control: String) -> String {
        """
        # Whether a part of the control's path is a symbolic link at commit $1 (git's mode 120000).
        control_linked() {
        \trest=\(control)
        \tpath=
        \twhile [ -n "$rest" ]; do
        \t\tpart=${rest%%/*}
        \t\tif [ "$part" = "$rest" ]; then rest=; else rest=${rest#*/}; fi
        \t\tpath=${path:+$path/}$part
        \t\tcase $(git --literal-pathspecs ls-tree "$1" -- "$path") in
        \t\t120000*) return 0 ;;
        \t\tesac
        \tdone
        \treturn 1
        }

        """
    }
}
