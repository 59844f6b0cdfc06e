import JSONCoding

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
        let rules = reports.rules
        let indices = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        let bases = reports.indices.map { "CHECKOUT\($0 + 1)" }
        let names = reports.map { $0.checkout.escapedForReports }
        // A note about the whole checkout (FMT005's "no Xcode here") is about the run, not a problem in a file.
        let findings = reports.map(\.allFindings)
        let isAboutTheRun = { (finding: Finding) in finding.path == nil && finding.severity == .note }
        // Written member by member into one buffer, properties in sorted order, as the encoded log used to be.
        return SARIF.log { json in
            json.member("invocations", array: { json in
                json.object { json in
                    json.member("executionSuccessful", true)
                    json.member("toolExecutionNotifications", array: { json in
                        for (position, report) in reports.enumerated() {
                            let checkout = names[position].displayName
                            for finding in findings[position] where isAboutTheRun(finding) {
                                notification(finding, on: checkout, indices, to: &json)
                            }
                            for result in report.results where result.status == .notEvaluated {
                                notification(result, on: checkout, in: bases[position], indices, to: &json)
                            }
                        }
                    })
                }
            })
            json.member("originalUriBaseIds", object: { json in
                for position in bases.indices.sorted(by: { bases[$0].utf8.lexicographicallyPrecedes(bases[$1].utf8) }) {
                    json.member(bases[position], object: { json in
                        json.key("description")
                        SARIF.message(names[position].displayName, to: &json)
                        // For a checkout read at a revision: `revision`, `subject` and `date` of its commit.
                        if let revision = names[position].revision {
                            json.member("properties", object: { json in
                                json.member("date", revision.date)
                                json.member("revision", revision.id)
                                json.member("subject", revision.subject)
                            })
                        }
                        json.member("uri", Self.directoryURI(reports[position].checkout.root))
                    })
                }
            })
            json.member("results", array: { json in
                for position in reports.indices {
                    for finding in findings[position] where !isAboutTheRun(finding) {
                        result(finding, in: bases[position], indices, to: &json)
                    }
                }
            })
            json.member("tool", object: { json in
                json.member("driver", object: { json in
                    json.member("name", "check-baseline")
                    json.member("rules", array: { json in
                        for rule in rules { descriptor(rule, to: &json) }
                    })
                    json.member("semanticVersion", ToolVersion.current)
                    json.member("version", ToolVersion.current)
                })
            })
        }
    }

    /// Messages escaped, places from the raw finding.
    private func result(_ finding: Finding, in base: String, _ indices: [String: Int], to json: inout JSONStream) {
        json.object { json in
            json.member("level", finding.severity.rawValue)
            json.member("locations", array: { json in
                SARIF.location(uri: Self.uri(finding.path), base: base, finding.location, to: &json)
            })
            json.key("message")
            SARIF.message(finding.message.escapedForMessage, to: &json)
            if !finding.notes.isEmpty {
                json.member("relatedLocations", array: { json in
                    for (index, note) in finding.notes.enumerated() {
                        SARIF.location(
                            id: index + 1, uri: Self.uri(note.path ?? finding.path), base: base, note.location,
                            message: note.message.escapedForMessage, to: &json)
                    }
                })
            }
            json.member("ruleId", finding.ruleID)
            json.member("ruleIndex", indices[finding.ruleID] ?? -1)
        }
    }

    /// A note about the checkout as a whole, as a notification of the rule that made it.
    private func notification(_ finding: Finding, on checkout: String, _ indices: [String: Int], to json: inout JSONStream) {
        json.object { json in
            json.key("associatedRule")
            SARIF.ruleReference(finding.ruleID, indices[finding.ruleID] ?? -1, to: &json)
            json.member("level", finding.severity.rawValue)
            json.key("message")
            SARIF.message("\(checkout): \(finding.message.escapedForMessage)", to: &json)
        }
    }

    /// A rule that was not evaluated is no problem in a file, so it is a notification
    /// that points at the unusable files it needed (each also a FILE result).
    private func notification(
        _ result: RuleResult, on checkout: String, in base: String, _ indices: [String: Int], to json: inout JSONStream
    ) {
        json.object { json in
            json.key("associatedRule")
            SARIF.ruleReference(result.ruleID, indices[result.ruleID] ?? -1, to: &json)
            json.member("level", Severity.warning.rawValue)
            if !result.unusableFiles.isEmpty {
                json.member("locations", array: { json in
                    for file in result.unusableFiles { SARIF.location(uri: Self.uri(file), base: base, nil, to: &json) }
                })
            }
            json.key("message")
            SARIF.message(
                "\(result.ruleID) was not evaluated on \(checkout): "
                    + result.escapedForReports.notEvaluatedReasons.joined(separator: "; "), to: &json)
        }
    }

    /// A rule as the driver describes it, with what GitHub's rule help panel shows: the requirement, the
    /// reason, and where the examples are.
    private func descriptor(_ rule: RuleDescriptor, to json: inout JSONStream) {
        let explain = "`check-baseline explain \(rule.id)` shows a failing and a passing example."
        json.object { json in
            json.member("defaultConfiguration", object: { json in json.member("level", rule.severity.rawValue) })
            json.key("fullDescription")
            SARIF.message(rule.rationale, to: &json)
            json.key("help")
            SARIF.message(
                "\(rule.summary)\n\n\(rule.rationale)\n\n\(explain)",
                markdown: "**\(rule.id) \(rule.name)**: \(rule.summary)\n\n\(rule.rationale)\n\n\(explain)", to: &json)
            json.member("id", rule.id)
            json.member("name", rule.name)
            json.key("shortDescription")
            SARIF.message(rule.summary, to: &json)
        }
    }

    /// A place in a checkout as a URI relative to its root; a finding about the whole checkout points at the root.
    private static func uri(_ path: String?) -> String {
        path.map(percentEncoded) ?? "./"
    }

    /// An absolute directory (a checkout's resolved root) as a `file:` URI ending in `/`.
    package static func directoryURI(_ root: String) -> String {
        "file://" + percentEncoded(root.split(separator: "/").map { "/" + $0 }.joined()) + "/"
    }

    /// `path` as a URI path: every byte but unreserved characters and `/` percent-encoded,
    /// so that spaces, `#`, `?`, `%` and `:` in file names cannot change the URI's meaning.
    package static func percentEncoded(_ path: String) -> String {
        // Nearly every path needs no escape: keep it as it is rather than copy it byte by byte.
        if path.utf8.allSatisfy(isUnreserved) { return path }
        let hexDigits = Array("0123456789ABCDEF".utf8)
        // Bytes, decoded once: appending scalars to a String one by one cost a tenth of writing a long history's log.
        var encoded: [UInt8] = []
        for byte in path.utf8 {
            if isUnreserved(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Unreserved characters and `/`, which a URI path keeps as they are.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }
}
