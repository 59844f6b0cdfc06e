/// SARIF 2.1.0 for GitHub code scanning and SARIF viewers: every finding is a result,
/// every rule that could not be evaluated a tool execution notification.
///
/// All checkouts share one run, each with its own `uriBaseId` (`CHECKOUT1`, …) that
/// `originalUriBaseIds` maps to the checkout root's absolute `file:` URI: GitHub rejects a file
/// with several runs of the same tool and category, and resolves relative URIs against the
/// repository root, so uploading the report of the checkout `.` places every alert.
///
/// Text from outside the tool is escaped as every report escapes it (ReportEscaping.swift); URIs alone are
/// made from the raw paths, percent-encoded, so that they still resolve.
public struct SARIFReport: ReportFormatter {
    public static let name = "sarif"
    public init(style: OutputStyle) {}

    public func render(_ reports: [CheckoutReport]) -> String {
        let rules = descriptors(for: reports)
        let indices = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        var bases: [String: SARIF.ArtifactLocation] = [:]
        var results: [SARIF.Result] = []
        var notifications: [SARIF.Notification] = []
        for (position, report) in reports.enumerated() {
            let base = "CHECKOUT\(position + 1)"
            let checkout = report.checkout.escapedForReports
            bases[base] = SARIF.ArtifactLocation(
                uri: Self.directoryURI(report.checkout.root), description: SARIF.Message(text: checkout.displayName),
                properties: checkout.revision.map { ["revision": $0.id, "subject": $0.subject, "date": $0.date] })
            // A note about the whole checkout (FMT005's "no Xcode here") is about the run, not a problem in a file.
            let (aboutTheRun, inFiles) = report.allFindings.reduce(into: ([Finding](), [Finding]())) { split, finding in
                if finding.path == nil && finding.severity == .note { split.0.append(finding) } else { split.1.append(finding) }
            }
            results += inFiles.map { result($0, in: base, indices) }
            notifications += aboutTheRun.map { notification($0, on: checkout.displayName, indices) }
            notifications += report.results.filter { $0.status == .notEvaluated }.map {
                notification($0, on: checkout.displayName, in: base, indices)
            }
        }
        let run = SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.ToolComponent(rules: rules)), originalUriBaseIds: bases,
            invocations: [SARIF.Invocation(executionSuccessful: true, toolExecutionNotifications: notifications)],
            results: results)
        return JSONText.encode(SARIF.Log(runs: [run])) + "\n"
    }

    /// Messages from the escaped finding, places from the raw one.
    private func result(_ finding: Finding, in base: String, _ indices: [String: Int]) -> SARIF.Result {
        let shown = finding.escapedForReports
        return SARIF.Result(
            ruleId: finding.ruleID, ruleIndex: indices[finding.ruleID] ?? -1, level: finding.severity.rawValue,
            message: SARIF.Message(text: shown.message),
            locations: [SARIF.Location(physicalLocation: place(finding.path, finding.location, in: base))],
            relatedLocations: finding.notes.isEmpty ? nil : finding.notes.indices.map { index in
                let note = finding.notes[index]
                return SARIF.Location(
                    id: index + 1, physicalLocation: place(note.path ?? finding.path, note.location, in: base),
                    message: SARIF.Message(text: shown.notes[index].message))
            })
    }

    /// A note about the checkout as a whole, as a notification of the rule that made it.
    private func notification(_ finding: Finding, on checkout: String, _ indices: [String: Int]) -> SARIF.Notification {
        SARIF.Notification(
            level: finding.severity.rawValue, message: SARIF.Message(text: "\(checkout): \(finding.escapedForReports.message)"),
            associatedRule: SARIF.ReportingDescriptorReference(id: finding.ruleID, index: indices[finding.ruleID] ?? -1),
            locations: nil)
    }

    /// A rule that was not evaluated is no problem in a file, so it is a notification
    /// that points at the unusable files it needed (each also a FILE result).
    private func notification(
        _ result: RuleResult, on checkout: String, in base: String, _ indices: [String: Int]
    ) -> SARIF.Notification {
        SARIF.Notification(
            level: Severity.warning.rawValue,
            message: SARIF.Message(
                text: "\(result.ruleID) was not evaluated on \(checkout): "
                    + result.escapedForReports.notEvaluatedReasons.joined(separator: "; ")),
            associatedRule: SARIF.ReportingDescriptorReference(id: result.ruleID, index: indices[result.ruleID] ?? -1),
            locations: result.unusableFiles.isEmpty ? nil : result.unusableFiles.map {
                SARIF.Location(physicalLocation: place($0, nil, in: base))
            })
    }

    /// Every rule the reports name (their results' rules, then the FILE rules of unusable
    /// files), so that each `ruleId` resolves to a described rule.
    func descriptors(for reports: [CheckoutReport]) -> [SARIF.ReportingDescriptor] {
        reports.rules.map { rule in
            SARIF.ReportingDescriptor(
                id: rule.id, name: rule.name, shortDescription: SARIF.Message(text: rule.summary),
                fullDescription: SARIF.Message(text: rule.rationale),
                defaultConfiguration: SARIF.Configuration(level: rule.severity.rawValue),
                help: help(for: rule))
        }
    }

    /// What GitHub's rule help panel shows: the requirement, the reason, and where the examples are.
    private func help(for rule: RuleDescriptor) -> SARIF.Message {
        let explain = "`check-baseline explain \(rule.id)` shows a failing and a passing example."
        return SARIF.Message(
            text: "\(rule.summary)\n\n\(rule.rationale)\n\n\(explain)",
            markdown: "**\(rule.id) \(rule.name)**: \(rule.summary)\n\n\(rule.rationale)\n\n\(explain)")
    }

    /// A place in the checkout named by `base`; a finding about the whole checkout points at its root.
    private func place(_ path: String?, _ location: SourceLocation?, in base: String) -> SARIF.PhysicalLocation {
        SARIF.PhysicalLocation(
            artifactLocation: SARIF.ArtifactLocation(uri: path.map(Self.percentEncoded) ?? "./", uriBaseId: base),
            region: SARIF.Region(location))
    }

    /// An absolute directory (a checkout's resolved root) as a `file:` URI ending in `/`.
    static func directoryURI(_ root: String) -> String {
        "file://" + percentEncoded(root.split(separator: "/").map { "/" + $0 }.joined()) + "/"
    }

    /// `path` as a URI path: every byte but unreserved characters and `/` percent-encoded,
    /// so that spaces, `#`, `?`, `%` and `:` in file names cannot change the URI's meaning.
    static func percentEncoded(_ path: String) -> String {
        let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%"
                encoded.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                encoded.unicodeScalars.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return encoded
    }
}
