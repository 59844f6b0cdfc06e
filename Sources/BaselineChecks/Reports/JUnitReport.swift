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
        // Written as UTF-8 into one buffer, escaping included: a string per piece cost more than the checks.
        var xml: [UInt8] = []
        xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"check-baseline\"".utf8
        total.append(to: &xml)
        xml += ">\n".utf8
        for report in reports { suite(report, to: &xml) }
        xml += "</testsuites>\n".utf8
        return String(decoding: xml, as: UTF8.self)
    }

    private func suite(_ report: CheckoutReport, to xml: inout [UInt8]) {
        let name = report.checkout.displayName
        let classname = Self.className(report.checkout)
        xml += "  <testsuite name=\"".utf8
        Markup.appendAttribute(name, to: &xml)
        xml += "\"".utf8
        Counts(report).append(to: &xml)
        xml += ">\n".utf8
        for result in report.results {
            let hasBody = result.status != .passed || !result.findings.isEmpty
            testcase(classname, [result.ruleID, " ", result.rule.name], to: &xml, body: hasBody ? { xml in
                outcome(result, in: report, to: &xml)
            } : nil)
        }
        for finding in report.fileFindings {
            testcase(classname, [finding.ruleID, " ", finding.path ?? name], to: &xml) { xml in
                element("error", message: [finding.message], type: finding.ruleID, to: &xml) { xml in
                    report.appendFindingLines([finding], to: &xml, escaping: Markup.append)
                }
            }
        }
        for test in report.tests ?? [] {
            let dot = test.name.lastIndex(of: ".") ?? test.name.startIndex
            let method = dot == test.name.startIndex ? test.name : String(test.name[test.name.index(after: dot)...])
            testcase(classname + "." + test.name[..<dot], [method], to: &xml, body: test.status == .passed ? nil : { xml in
                outcome(test, to: &xml)
            })
        }
        xml += "  </testsuite>\n".utf8
    }

    /// `check-baseline.CHECKOUT`, and at a revision `check-baseline.CHECKOUT@REVISION`, where a checkout given as
    /// `.` is named by its folder: its `.` would leave an empty segment in the dotted class name.
    static func className(_ checkout: CheckoutIdentity) -> String {
        // `.` would leave an empty segment in the dotted name: it is named by its folder, as at a revision.
        guard let name = checkout.revisionName else {
            let folder = checkout.displayName == "." ? FilePaths.components(checkout.root).last ?? "." : checkout.displayName
            return "check-baseline." + folder
        }
        let folder = name.checkout == "." ? FilePaths.components(checkout.root).last ?? name.checkout : name.checkout
        return "check-baseline." + folder + "@" + name.revision
    }

    /// The failure or skip of one of the checkout's own tests.
    private func outcome(_ test: TestCaseResult, to xml: inout [UInt8]) {
        let message = test.message ?? ""
        switch test.status {
        case .passed: return
        case .failed: element("failure", message: [message], type: "XCTest", to: &xml) { Markup.append(message, to: &$0) }
        case .notEvaluated: skipped([message], to: &xml)
        }
    }

    /// A test case; with no body, an empty element. Its name is given in pieces, escaped one by one.
    private func testcase(
        _ classname: String, _ name: [String], to xml: inout [UInt8], body: ((inout [UInt8]) -> Void)?
    ) {
        xml += "    <testcase classname=\"".utf8
        Markup.appendAttribute(classname, to: &xml)
        xml += "\" name=\"".utf8
        for piece in name { Markup.appendAttribute(piece, to: &xml) }
        guard let body else {
            xml += "\"/>\n".utf8
            return
        }
        xml += "\">\n".utf8
        body(&xml)
        xml += "    </testcase>\n".utf8
    }

    /// The failure or skip of a rule, and any findings that did not make it fail.
    private func outcome(_ result: RuleResult, in report: CheckoutReport, to xml: inout [UInt8]) {
        let lines = { (xml: inout [UInt8]) in report.appendFindingLines(result.findings, to: &xml, escaping: Markup.append) }
        switch result.status {
        case .failed:
            element("failure", message: failureMessage(result.findings), type: result.ruleID, to: &xml, lines)
        case .notEvaluated:
            skipped(["not evaluated: ", result.notEvaluatedReasons.joined(separator: "; ")], to: &xml)
            systemOut(result.findings, to: &xml, lines)
        case .passed:
            systemOut(result.findings, to: &xml, lines)
        }
    }

    /// The first finding's message, and how many more there are, in pieces.
    private func failureMessage(_ findings: [Finding]) -> [String] {
        guard let first = findings.first else { return ["failed"] }
        return findings.count == 1 ? [first.message] : [first.message, " (and ", String(findings.count - 1), " more)"]
    }

    private func skipped(_ message: [String], to xml: inout [UInt8]) {
        xml += "      <skipped message=\"".utf8
        for piece in message { Markup.appendAttribute(piece, to: &xml) }
        xml += "\"/>\n".utf8
    }

    private func element(
        _ name: String, message: [String], type: String, to xml: inout [UInt8], _ content: (inout [UInt8]) -> Void
    ) {
        xml += "      <\(name) message=\"".utf8
        for piece in message { Markup.appendAttribute(piece, to: &xml) }
        xml += "\" type=\"".utf8
        Markup.appendAttribute(type, to: &xml)
        xml += "\">".utf8
        content(&xml)
        xml += "</\(name)>\n".utf8
    }

    private func systemOut(_ findings: [Finding], to xml: inout [UInt8], _ lines: (inout [UInt8]) -> Void) {
        guard !findings.isEmpty else { return }
        xml += "      <system-out>".utf8
        lines(&xml)
        xml += "</system-out>\n".utf8
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

        /// ` tests="…" failures="…" errors="…" skipped="…"`.
        func append(to xml: inout [UInt8]) {
            for (name, count) in [("tests", tests), ("failures", failures), ("errors", errors), ("skipped", skipped)] {
                xml += " \(name)=\"".utf8
                xml.appendDecimal(count)
                xml.append(UInt8(ascii: "\""))
            }
        }
    }
}
