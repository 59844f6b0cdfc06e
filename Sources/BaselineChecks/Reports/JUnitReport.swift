import BaselineSupport

/// JUnit XML for CI dashboards: a test suite per checkout, a test case per rule (failed,
/// skipped when not evaluated, or passed), an erroring test case per unusable file, and, after
/// `verify-control --xctest`, a test case per test of the checkout's own suite under its real name.
public struct JUnitReport: ReportFormatter {
    public static let name = "junit"
    public init(style: OutputStyle) {}

    public func render(_ reports: [CheckoutReport]) -> String {
        // Text from outside the tool escaped as every report escapes it (ReportEscaping.swift).
        let reports = reports.map(\.escapedForReports)
        let total = reports.map(Counts.init).reduce(Counts(), +)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"check-baseline\"\(total.attributes)>\n"
            + reports.map(suite).joined()
            + "</testsuites>\n"
    }

    private func suite(_ report: CheckoutReport) -> String {
        let name = report.checkout.displayName
        let classname = Self.className(report.checkout)
        var xml = "  <testsuite name=\"\(Markup.attribute(name))\"\(Counts(report).attributes)>\n"
        for result in report.results {
            xml += testcase(classname, "\(result.ruleID) \(result.rule.name)", outcome(result, in: report))
        }
        for finding in report.fileFindings {
            let error = element("error", message: finding.message, type: finding.ruleID, lines: report.findingLines([finding]))
            xml += testcase(classname, "\(finding.ruleID) \(finding.path ?? name)", error)
        }
        for test in report.tests ?? [] {
            let dot = test.name.lastIndex(of: ".") ?? test.name.startIndex
            let method = dot == test.name.startIndex ? test.name : String(test.name[test.name.index(after: dot)...])
            xml += testcase(classname + "." + test.name[..<dot], method, outcome(test))
        }
        return xml + "  </testsuite>\n"
    }

    /// `check-baseline.CHECKOUT`, and at a revision `check-baseline.CHECKOUT@REVISION`, where a checkout given as
    /// `.` is named by its folder: its `.` would leave an empty segment in the dotted class name.
    static func className(_ checkout: CheckoutIdentity) -> String {
        guard let name = checkout.revisionName else { return "check-baseline." + checkout.displayName }
        let folder = name.checkout == "." ? FilePaths.components(checkout.root).last ?? name.checkout : name.checkout
        return "check-baseline." + folder + "@" + name.revision
    }

    /// The failure or skip of one of the checkout's own tests.
    private func outcome(_ test: TestCaseResult) -> String {
        let message = test.message ?? ""
        switch test.status {
        case .passed: return ""
        case .failed: return element("failure", message: message, type: "XCTest", lines: [message])
        case .notEvaluated: return "      <skipped message=\"\(Markup.attribute(message))\"/>\n"
        }
    }

    private func testcase(_ classname: String, _ name: String, _ body: String) -> String {
        let start = "    <testcase classname=\"\(Markup.attribute(classname))\" name=\"\(Markup.attribute(name))\""
        return body.isEmpty ? start + "/>\n" : start + ">\n" + body + "    </testcase>\n"
    }

    /// The failure or skip of a rule, and any findings that did not make it fail.
    private func outcome(_ result: RuleResult, in report: CheckoutReport) -> String {
        let lines = report.findingLines(result.findings)
        switch result.status {
        case .failed:
            return element("failure", message: failureMessage(result.findings), type: result.ruleID, lines: lines)
        case .notEvaluated:
            let message = "not evaluated: " + result.notEvaluatedReasons.joined(separator: "; ")
            return "      <skipped message=\"\(Markup.attribute(message))\"/>\n" + systemOut(lines)
        case .passed:
            return systemOut(lines)
        }
    }

    private func failureMessage(_ findings: [Finding]) -> String {
        guard let first = findings.first else { return "failed" }
        return findings.count == 1 ? first.message : "\(first.message) (and \(findings.count - 1) more)"
    }

    private func element(_ name: String, message: String, type: String, lines: [String]) -> String {
        "      <\(name) message=\"\(Markup.attribute(message))\" type=\"\(Markup.attribute(type))\">"
            + Markup.escape(lines.joined(separator: "\n")) + "</\(name)>\n"
    }

    private func systemOut(_ lines: [String]) -> String {
        lines.isEmpty ? "" : "      <system-out>" + Markup.escape(lines.joined(separator: "\n")) + "</system-out>\n"
    }

    /// The counts JUnit consumers read from `<testsuites>` and `<testsuite>`.
    private struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0

        init() {}

        init(_ report: CheckoutReport) {
            let ownTests = report.tests ?? []
            tests = report.results.count + report.fileFindings.count + ownTests.count
            failures = report.count(.failed) + ownTests.count { $0.status == .failed }
            errors = report.fileFindings.count
            skipped = report.count(.notEvaluated) + ownTests.count { $0.status == .notEvaluated }
        }

        static func + (lhs: Counts, rhs: Counts) -> Counts {
            var sum = lhs
            sum.tests += rhs.tests
            sum.failures += rhs.failures
            sum.errors += rhs.errors
            sum.skipped += rhs.skipped
            return sum
        }

        var attributes: String {
            " tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        }
    }
}
