import JSONCoding

/// Machine-readable report: per checkout, every rule with its status and every
/// finding with its path relative to that checkout.
///
/// Written member by member into one buffer (`JSONStream`), each object's keys in sorted order, as the
/// encoded document of these fields used to be: building that document cost more than the checks.
public struct JSONReport: ReportFormatter {
    public static let name = "json"
    public init(style: OutputStyle) {}

    public func render(_ reports: [CheckoutReport]) -> String {
        // Text from outside the tool escaped as every report escapes it (ReportEscaping.swift).
        let reports = reports.map(\.escapedForReports)
        let summary = ReportSummary(reports)
        var json = JSONStream()
        json.object { json in
            json.member("checkouts", array: { json in
                for report in reports { checkout(report, to: &json) }
            })
            json.member("passed", reports.allSatisfy(\.passed))
            json.member("summary", object: { json in
                json.member("checkouts", summary.checkouts)
                json.member("passed", summary.passed)
                // One tally a rule: the reports name each rule once.
                json.member("rules", object: { json in
                    for tally in summary.tallies.sorted(by: { $0.rule.id.utf8.lexicographicallyPrecedes($1.rule.id.utf8) }) {
                        json.member(tally.rule.id, object: { json in
                            json.member("failed", tally.failed)
                            json.member("notEvaluated", tally.notEvaluated)
                        })
                    }
                })
            })
            json.member("tool", object: { json in
                json.member("name", "check-baseline")
                json.member("version", ToolVersion.current)
            })
        }
        return json.text + "\n"
    }

    private func checkout(_ report: CheckoutReport, to json: inout JSONStream) {
        json.object { json in
            json.member("checkout", report.checkout.displayName)
            json.member("fileFindings", array: { json in
                for finding in report.fileFindings { Self.finding(finding, to: &json) }
            })
            json.member("passed", report.passed)
            if let revision = report.checkout.revision {
                json.member("revision", object: { json in
                    json.member("date", revision.date)
                    json.member("id", revision.id)
                    json.member("subject", revision.subject)
                })
            }
            json.member("rules", array: { json in
                for result in report.results { rule(result, to: &json) }
            })
            json.member("summary", object: { json in
                json.member("failed", report.count(.failed))
                json.member("notEvaluated", report.count(.notEvaluated))
                json.member("passed", report.count(.passed))
                json.member("unusableFiles", report.fileFindings.count)
            })
            if let tests = report.tests {
                json.member("tests", array: { json in
                    for test in tests {
                        json.object { json in
                            if let message = test.message { json.member("message", message) }
                            json.member("name", test.name)
                            json.member("status", test.status.rawValue)
                        }
                    }
                })
            }
        }
    }

    private func rule(_ result: RuleResult, to json: inout JSONStream) {
        json.object { json in
            json.member("findings", array: { json in
                for finding in result.findings { Self.finding(finding, to: &json) }
            })
            json.member("id", result.ruleID)
            json.member("name", result.rule.name)
            json.member("status", result.status.rawValue)
            json.member("unparsedInputs", array: { json in
                for input in result.unparsedInputs { json.string(input) }
            })
            json.member("unusableFiles", array: { json in
                for file in result.unusableFiles { json.string(file) }
            })
        }
    }

    /// A finding as its `Codable` form has it: optional fields left out when absent.
    static func finding(_ finding: Finding, to json: inout JSONStream) {
        json.object { json in
            if let figures = finding.figures {
                json.member("figures", array: { json in
                    for figure in figures {
                        json.object { json in
                            json.member("caption", figure.caption)
                            json.member("svg", figure.svg)
                        }
                    }
                })
            }
            location(finding.location, to: &json)
            json.member("message", finding.message)
            json.member("notes", array: { json in
                for note in finding.notes {
                    json.object { json in
                        if note.detail == true { json.member("detail", true) }
                        location(note.location, to: &json)
                        json.member("message", note.message)
                        if let path = note.path { json.member("path", path) }
                    }
                }
            })
            if let path = finding.path { json.member("path", path) }
            json.member("ruleID", finding.ruleID)
            json.member("severity", finding.severity.rawValue)
            if let steps = finding.steps {
                json.member("steps", array: { json in
                    for step in steps { json.string(step) }
                })
            }
        }
    }

    private static func location(_ location: SourceLocation?, to json: inout JSONStream) {
        guard let location else { return }
        json.member("location", object: { json in
            json.member("column", location.column)
            json.member("line", location.line)
        })
    }
}
