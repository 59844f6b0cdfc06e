import XCTest
@testable import BaselineChecks
@testable import BaselineCommand

/// install-hook's words for what HookInstaller did and why it did not, each as the command has always printed it
/// (the ones a test cannot provoke through the tool included).
final class HookInstallationTextTests: XCTestCase {
    func testReport_whatWasDone_thenWhatEachPushRuns() {
        var options = HookOptions()
        options.checkOptions = ["--skip", "FMT005"]
        let runs = "each push now runs /bin/cb --skip FMT005 --rev <commit> on every commit it sends, and is refused when one fails\n"
        let rows: [(previous: HookInstallation.Previous, lines: String)] = [
            (.none, "installed the pre-push hook h/pre-push\n"),
            (.ours(savedAs: nil), "updated the pre-push hook h/pre-push\n"),
            (.ours(savedAs: "h/s"),
             "saved the previous hook, which differs from the one written now, as h/s\nupdated the pre-push hook h/pre-push\n"),
            (.foreign(savedAs: "h/s"), "saved the existing hook as h/s\ninstalled the pre-push hook h/pre-push\n"),
        ]
        for row in rows {
            let installation = HookInstallation(hook: "h/pre-push", previous: row.previous)
            XCTAssertEqual(HookInstallationText.report(installation, tool: "/bin/cb", hook: options), row.lines + runs)
        }
        options.behaviour = true
        let text = HookInstallationText.report(HookInstallation(hook: "h/pre-push", previous: .none), tool: "/bin/cb", hook: options)
        XCTAssertTrue(text.hasSuffix("verify-control --against <remote commit>; behaviour changes are printed, not refused\n"), text)
        options.mutantsInDiff = true
        options.strict = true
        let both = HookInstallationText.report(HookInstallation(hook: "h/pre-push", previous: .none), tool: "/bin/cb", hook: options)
        XCTAssertTrue(both.hasSuffix("""
            a behaviour change, or a comparison that could not be made, refuses it
            a push that changes the control also runs mutation-score --in-diff <remote commit> on the lines it changes; \
            a surviving mutant, or a run that could not be made, refuses it

            """), both)
    }

    /// Re-running install-hook says which settings the previous hook had: kept, or what the new one drops.
    func testReport_aReplacedHook_saysWhatItsSettingsWere() {
        var options = HookOptions()
        options.checkOptions = ["--skip", "FMT005"]
        let replaced = { (previous: String) in
            HookInstallationText.report(
                HookInstallation(hook: "h/pre-push", previous: .ours(savedAs: nil), since: "abc", previousSettings: previous),
                tool: "/bin/cb", hook: options)
        }
        XCTAssertTrue(replaced("install-hook --since abc -- --skip FMT005").contains(
            "the settings are the previous hook's: install-hook --since abc -- --skip FMT005\n"))
        XCTAssertTrue(replaced("install-hook --since old -- --behaviour").contains(
            "the previous hook was installed as `install-hook --since old -- --behaviour`, this one as"
                + " `install-hook --since abc -- --skip FMT005`: what is not given again is dropped\n"))
    }

    func testMessage_eachFailure() {
        let rows: [(failure: HookInstallationFailure, message: String)] = [
            (.noSuchDirectory(checkout: "c"), "cannot install a pre-push hook for c: no such directory"),
            (.gitFailed(checkout: "c", reason: "not a git repository"), "cannot install a pre-push hook for c: not a git repository"),
            (.unexpectedGitAnswer(checkout: "c"), "cannot install a pre-push hook for c: git rev-parse printed an unexpected answer"),
            (.cannotCreateDirectory(checkout: "c", directory: "d", reason: "Permission denied"),
             "cannot install a pre-push hook for c: cannot create d: Permission denied"),
            (.foreignHook(hook: "h/pre-push"),
             "h/pre-push already exists and was not written by check-baseline; it was left unchanged. "
                + "Run install-hook --force to save it as pre-push.saved-<time> and install the check-baseline hook."),
            (.cannotSave(hook: "h/pre-push", reason: "Operation not permitted"),
             "cannot save the existing hook h/pre-push: Operation not permitted"),
            (.cannotWrite(checkout: "c", hook: "h/pre-push", reason: "No space left on device"),
             "cannot install a pre-push hook for c: cannot write h/pre-push: No space left on device"),
            (.unknownExecutable(reason: "no /proc/self/exe"), "cannot tell where this check-baseline is installed (no /proc/self/exe)"),
        ]
        for row in rows {
            XCTAssertEqual(HookInstallationText.message(row.failure), row.message)
        }
    }
}
