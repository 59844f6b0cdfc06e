import BaselineSupport
import RatingReference

/// The text reports of the oracle's modes.
enum OracleReportText {
    /// One line per case (failures followed by their mismatches), then `N passed, M failed`.
    static func cases(_ outcomes: [CaseOutcome]) -> String {
        var lines: [String] = []
        for outcome in outcomes {
            lines.append("\(outcome.passed ? "PASS" : "FAIL")  \(outcome.evaluated.name.escapedForMessage)")
            if !outcome.passed {
                lines.append("      documented: \(outcome.evaluated.documented)")
                lines += outcome.mismatches.map { "      \($0)" }
            }
        }
        let passed = outcomes.filter(\.passed).count
        lines.append("\(passed) passed, \(outcomes.count - passed) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fuzz report: the seed, then each model's broken, kept and inapplicable invariants.
    static func fuzz(_ report: FuzzReport) -> String {
        var lines = [
            "oracle fuzz: \(report.inputCount) generated inputs, seed \(report.seed) "
                + "(repeat: check-baseline oracle --fuzz \(report.inputCount) --seed \(report.seed))",
        ]
        lines += findings(report.heart, inputCount: report.inputCount)
        lines += findings(report.tutorial, inputCount: report.inputCount)
        let heart = report.heartHolds
            ? "heart model: no invariant broken"
            : "heart model: \(CountedNoun.text(report.heart.findings.count, "invariant")) broken (findings about the real control)"
        lines.append(heart + "; tutorial model: \(CountedNoun.text(report.tutorial.findings.count, "invariant")) broken")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func findings(_ findings: ModelFindings, inputCount: Int) -> [String] {
        var lines = [
            "\(findings.modelName): \(findings.findings.count) of \(CountedNoun.text(findings.applicable.count, "invariant")) broken",
        ]
        for finding in findings.findings {
            lines.append("  FINDING \(finding.invariant.rawValue) (\(finding.invariant.summary)): "
                + "\(finding.count) of \(inputCount) inputs, first input #\(finding.firstInput)")
            lines.append("    minimal input: \(finding.minimalInput.description)")
            lines.append("    \(stepText(finding.violation.step)): \(finding.violation.detail)")
        }
        if !findings.kept.isEmpty {
            lines.append("  kept: \(findings.kept.map(\.rawValue).joined(separator: ", "))")
        }
        if !findings.notApplicable.isEmpty {
            lines.append("  not applicable: \(findings.notApplicable.map(\.rawValue).joined(separator: ", "))")
        }
        return lines
    }

    /// Each probe, and the invariants each model breaks on it.
    static func probes(_ results: [ProbeResult]) -> String {
        var lines = ["tutorial probes: the same steps on the heart model and on the tutorial's RateView"]
        for result in results {
            lines.append("\(result.probe.name): \(result.probe.summary)")
            lines.append("  steps: \(result.probe.input.description)")
            lines += violations(result.heart, model: "heart")
            lines += violations(result.tutorial, model: "tutorial")
        }
        let breaking = results.filter { !$0.tutorial.isEmpty }.count
        lines.append("tutorial breaks invariants in \(breaking) of \(results.count) probes; "
            + "heart model in \(results.filter { !$0.heart.isEmpty }.count)")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func violations(_ violations: [InvariantViolation], model: String) -> [String] {
        guard !violations.isEmpty else { return ["  \(model): keeps every invariant"] }
        return violations.map { "  \(model): breaks \($0.invariant.rawValue) \(stepText($0.step)): \($0.detail)" }
    }

    private static func stepText(_ step: Int) -> String {
        "after step \(step + 1)"
    }
}
