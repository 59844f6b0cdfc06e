import BaselineChecks
import BehaviourVerification

/// The text of `--help`; README.md quotes its usage lines and lists its options (a test compares them).
public enum HelpText {
    public static let usage = """
        USAGE: check-baseline [OPTIONS] [--rev REV ...] [CHECKOUT ...]
               check-baseline install-hook [--force] [--since REV] [CHECKOUT] [-- [--behaviour [--strict]] [OPTIONS]]
               check-baseline explain RULE
               check-baseline verify-control [OPTIONS] [--rev REV ...] [CHECKOUT ...]
               check-baseline verify-control --against REV [--rev REV2] [OPTIONS] [CHECKOUT ...]
               check-baseline verify-control --xctest [--rev REV ...] [OPTIONS] [CHECKOUT ...]
               check-baseline xcode-test [--rev REV ...] [OPTIONS] [CHECKOUT ...]
               check-baseline objc-header [--check [--format NAME]] [CHECKOUT]
               check-baseline oracle [--help]
               check-baseline mutation-score [--help] [OPTIONS] [CHECKOUT]

        Checks checkouts of the iHeartRating rating-view library (and its forks) against
        the baseline catalog, without Xcode, Ruby or Python. CHECKOUT defaults to `.`.

        OPTIONS:
          --format NAME       \(formats)
          --only RULE,...     run only these rules (RULE: an ID in any case, or a name)
          --skip RULE,...     run every rule but these
          --rules FILE        use the catalog in FILE (JSON, as --list-rules --format json
                              prints it) instead of the built-in one
          -j, --jobs N        check N checkouts at once, 1 to 64 (default: one per
                              processor; the output order stays the order given)
          --rev REV           check commit REV of each checkout's git repository, read from
                              git without touching the work tree; repeat to check several
                              (one report per checkout and revision, in that order);
                              A..B and A...B check each commit of the range, oldest first
          --list-rules        list the catalog (with --format json: the catalog as data)
          --strict            a rule with a warning fails, as one with an error does
          -q, --quiet         text and compiler formats: only errors and warnings (no note, no
                              passing checkout without warnings)
          --baseline FILE     findings recorded in FILE are reported as known notes and fail
                              nothing; new ones fail as usual
          --write-baseline FILE
                              record this run's errors and warnings in FILE as known (by rule,
                              path and a fingerprint of the message, not by line)
          --generate N        verify-control: generated cases after the documented ones
                              (default 3000, 0 to 1000000)
          --seed S            verify-control: the seed of the generated cases (default 20261201)
          --no-sandbox        verify-control: run the control without bubblewrap (still with
                              resource limits, a clean environment and a deadline)
          --xctest            verify-control: run the checkout's own XCTest suite (from its Xcode
                              project) on Linux against the UIKit stand-in: \(ids { $0.runs == [.ownTests] })
          --skip-test NAME    verify-control --xctest: leave out the test Class.method (or method);
                              a name that is no test fails the run
          --against REV       verify-control: compare the control (of the work tree, or of
                              --rev REV2) with its own behaviour at REV instead of with the
                              model: every difference is \(ids { $0.runs == [.comparison] }) (exit 1 when it changed)
          --check             objc-header: print the header checks' report (HDR001-HDR003) instead
                              of the header
          --prepare           verify-control: only build the UIKit stand-in into the cache
                              (build.sh and make run do), and verify nothing
          --version           print the version
          -h, --help          print this help

        COMMANDS:
          install-hook        install a git pre-push hook that runs `check-baseline --rev` on
                              every commit a push sends; an existing hook is left alone unless
                              --force, which saves it as pre-push.saved-<time> first; with
                              --since REV, commits at and before REV are never checked; after
                              `--`, --behaviour also runs verify-control --against the remote's
                              commit when a push changes the control (--strict: refuse a change
                              and a comparison that could not be made),
                              and other OPTIONS (e.g. --skip FMT005) go to every check
          explain RULE        what RULE checks, why, and a failing and a passing example
          verify-control      compile each checkout's own control (iHeartRating/iHeartRatingView.swift)
                              against a UIKit stand-in, run it in a sandbox (bubblewrap: no
                              network, read-only system) and hold it against the model on the
                              documented and generated cases: \(ids { $0.runs.contains(.model) && $0 != BehaviourRules.tells }); a control
                              whose compiled code links anything but what a rating view may (the
                              UIKit stand-in, Swift's runtime, listed parts of Foundation and C)
                              is an error and never runs, and a platform conditional a warning
                              (--strict fails it): \(BehaviourRules.tells.id). It runs the checkout's Swift
                              code, so it runs only when asked
          xcode-test          what the checkout's `make xcode-test` (its build.sh) proves on a Mac,
                              on Linux, in one report: its own XCTest suite as --xctest runs it
                              (\(ids { $0.runs == [.ownTests] })), and its sample app (example/SampleApp) type-checked
                              against the stand-in and the control, its storyboards' classes,
                              outlets and actions cross-checked (\(ids { $0.runs == [.sampleApp] })); takes --format, --rev,
                              --jobs, --strict, --quiet, --skip-test and --no-sandbox; and
                              build.sh's greps of the generated header held against the header
                              objc-header derives (HDR001-HDR003)
          objc-header         print the Objective-C interface Xcode would generate for the
                              checkout's control (iHeartRating-Swift.h without the compiler's
                              prelude), derived by the Swift compiler's printing rules without
                              a compiler; CHECKOUT defaults to Examples/iHeartRating. With
                              the option --check, build.sh's greps of that header held against it
                              (HDR001), @objc use Xcode rejects (HDR002), declarations not
                              derived (HDR003, a warning). Exit 1 when the control cannot be
                              read or Xcode would reject it (or, with --check, a rule fails)
          oracle              run the RatingReference model against the control's documented
                              edge cases (see `check-baseline oracle --help`)
          mutation-score      how many small changes to the control verify-control and the
                              checkout's own tests notice: each mutant built and run in the
                              sandbox, the caught share reported (see `mutation-score --help`)

        EXIT CODES:
          0  every rule passed on every checkout
          1  a rule failed, could not be evaluated, a file it needs is unusable, or a
             checkout or revision cannot be read (FILE007)
          2  bad usage, an unusable catalog, a hook that was not replaced, a report that
             could not be written, no swiftc or no sandbox for verify-control (the
             message gives the install command; it also stops at a checkout it cannot
             open), or an internal error
        """

    /// The IDs of the `verify-control` rules `include` takes, sorted, consecutive ones as a range
    /// (`BHV001-BHV004`): the descriptors say which run reports each.
    private static func ids(_ include: (BehaviourRule) -> Bool) -> String {
        let number = { (id: String) in Int(id.drop { !$0.isNumber }) }
        var runs: [[String]] = []
        for id in BehaviourRules.described.filter(include).map(\.id).sorted() {
            if let last = runs.last?.last, let previous = number(last), number(id) == previous + 1 {
                runs[runs.count - 1].append(id)
            } else {
                runs.append([id])
            }
        }
        return runs.map { $0.count > 1 ? "\($0[0])-\($0[$0.count - 1])" : $0[0] }.joined(separator: ", ")
    }

    /// `text (default), compiler, …`: every output format, in the order of `ReportFormat.all`.
    private static var formats: String {
        ReportFormat.all.map { $0 == .text ? "\($0.name) (default)" : $0.name }.joined(separator: ", ")
    }
}
