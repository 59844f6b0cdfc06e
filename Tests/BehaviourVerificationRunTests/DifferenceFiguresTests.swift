import Foundation
import RatingReference
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// A difference between the model and a control, drawn for the HTML report: both sides at the differing look,
/// the differing rectangle outlined on each, the steps that led there listed, everything from the case escaped.
final class DifferenceFiguresTests: XCTestCase {
    private func elements(_ page: String) throws -> [(name: String, attributes: [String: String])] {
        try XCTUnwrap(XMLElements.parse(page), "not well-formed").elements
    }

    /// A documented case with a half-masked first image, named and labelled with `hostile`, and a control run
    /// whose first look has that image's mask `maskWidth` wide (`nil`: as the model masks it); and the model's mask there.
    private func difference(maskWidth: Double?, hostile: String) throws -> (OracleCase, ControlRun, Rect) {
        let template = try XCTUnwrap(EdgeCases.named("half-rating-mask-same-after-repeated-layout"))
        let oracleCase = OracleCase(
            name: "case " + hostile, documented: "", steps: [.set(.accessibilityLabel(hostile))] + template.steps)
        let evaluated = CaseRunner.run(oracleCase).evaluated.steps
        var answers: [Int: ControlAnswer] = [:]
        var modelMask = Rect.zero
        for (index, step) in evaluated.enumerated() {
            guard case .observe(var observation) = step else { continue }
            if answers.isEmpty, case .masked(let mask)? = observation.pairs?[0].fullMask {
                modelMask = mask
                observation.pairs?[0].fullMask = .masked(Rect(x: mask.x, y: mask.y, width: maskWidth ?? mask.width, height: mask.height))
            }
            answers[index] = ControlAnswer(CaseFileEncoder.observation(observation))
        }
        return (oracleCase, ControlRun(answers: answers), modelMask)
    }

    private func page(_ findings: [Finding]) -> String {
        var report = CheckoutReportBuilder(checkout: CheckoutIdentity(displayName: "fork", root: "fork"), rules: BehaviourRules.all)
        for finding in findings { report.add(finding) }
        return HTMLReport(style: .plain).render([report.finished()])
    }

    func testADifferingMask_isDrawnOnBothSides_outlinedOnEach_withTheStepsThatLedThere() throws {
        let (oracleCase, run, modelMask) = try difference(maskWidth: 14, hostile: "plain")
        XCTAssertEqual(modelMask.width, 10, "the model masks half of a 20-point image")
        let divergence = try XCTUnwrap(Conformance.divergence(of: run, in: oracleCase))
        let figures = try XCTUnwrap(DivergenceReporter.figures(oracleCase, divergence, run))
        XCTAssertEqual(figures.figures.map(\.caption), ["the model", "the control"])
        XCTAssertEqual(figures.steps.count, divergence.step + 1)
        XCTAssertEqual(figures.steps.last, "observe")
        let finding = BehaviourFindings.documentedCase(oracleCase, divergence, figures: figures, at: SourceLocation(line: 1, column: 1))
        let drawn = try elements(page([finding]))
        XCTAssertEqual(drawn.filter { $0.name == "svg" }.count, 2)
        let outlined = drawn.filter { $0.attributes["class"] == "differs" }
        // One outline a side, on the first pair's mask: the model's as it masks, the control's as it answered.
        XCTAssertEqual(outlined.map { $0.attributes["data-pair"] }, ["0", "0"])
        XCTAssertEqual(outlined.map { $0.attributes["width"] }, ["10", "14"])
        XCTAssertEqual(drawn.filter { $0.name == "ol" && $0.attributes["class"] == "steps" }.count, 1)
        XCTAssertEqual(drawn.filter { $0.name == "li" }.count, figures.steps.count + finding.notes.count)
        // Clip paths of the two drawings have IDs of their own.
        let ids = drawn.compactMap { $0.attributes["id"] }.filter { $0.hasPrefix("d") }
        XCTAssertEqual(Set(ids).count, ids.count)
        XCTAssertEqual(ids.count, 2, "one masked image a side")
    }

    func testAReportWithoutADifference_drawsNothing() throws {
        let (oracleCase, run, _) = try difference(maskWidth: nil, hostile: "plain")
        XCTAssertNil(Conformance.divergence(of: run, in: oracleCase), "the control answers as the model does")
        let plain = Finding(ruleID: BehaviourRules.documentedCase.id, severity: .error, message: "differs in words only")
        for findings in [[], [plain]] {
            let text = page(findings)
            XCTAssertFalse(text.contains("<svg"))
            XCTAssertFalse(text.contains("class=\"steps\""))
            XCTAssertFalse(try elements(text).contains { $0.attributes["class"] == "differs" })
        }
    }

    func testHostileCaseNamesAndLabels_areEscapedInTheDrawingsAndTheSteps() throws {
        let hostile = #"</title></svg><script>alert(1)</script><b x="y" onload='z'>&amp;"#
        let (oracleCase, run, _) = try difference(maskWidth: 14, hostile: hostile)
        let divergence = try XCTUnwrap(Conformance.divergence(of: run, in: oracleCase))
        let figures = try XCTUnwrap(DivergenceReporter.figures(oracleCase, divergence, run))
        let text = page([BehaviourFindings.documentedCase(
            oracleCase, divergence, figures: figures, at: SourceLocation(line: 1, column: 1))])
        let drawn = try elements(text)
        XCTAssertFalse(drawn.contains { ["script", "b"].contains($0.name) || $0.attributes["onload"] != nil })
        XCTAssertFalse(text.contains("<script"))
        XCTAssertEqual(drawn.filter { $0.name == "svg" }.count, 2)
        XCTAssertTrue(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    /// JSON carries the steps beside the drawings (a member added), and neither when nothing was drawn.
    func testJSON_carriesTheStepsBesideTheDrawings() throws {
        let (oracleCase, run, _) = try difference(maskWidth: 14, hostile: "plain")
        let divergence = try XCTUnwrap(Conformance.divergence(of: run, in: oracleCase))
        let figures = try XCTUnwrap(DivergenceReporter.figures(oracleCase, divergence, run))
        for (drawn, expected) in [(figures, figures.steps), (nil, nil)] as [(DifferenceFigures?, [String]?)] {
            var report = CheckoutReportBuilder(checkout: CheckoutIdentity(displayName: "fork", root: "fork"), rules: BehaviourRules.all)
            report.add(BehaviourFindings.documentedCase(oracleCase, divergence, figures: drawn, at: SourceLocation(line: 1, column: 1)))
            let text = JSONReport(style: .plain).render([report.finished()])
            let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let findings = (root["checkouts"] as? [[String: Any]])?.first.flatMap { $0["rules"] as? [[String: Any]] }?
                .flatMap { ($0["findings"] as? [[String: Any]]) ?? [] } ?? []
            let finding = try XCTUnwrap(findings.first)
            XCTAssertEqual(finding["steps"] as? [String], expected)
            XCTAssertEqual((finding["figures"] as? [Any])?.count, drawn.map { _ in 2 })
        }
    }

    /// End to end: the example with its masks as wide as its images, verified as verify-control verifies it;
    /// every documented difference in a mask (BHV001) is drawn, the model's side and the control's, the mask
    /// outlined on both, and the steps that led there listed up to the look.
    func testVerifyingAForkWithWiderMasks_drawsEachMaskDifference() throws {
        let fork = try ExampleRuns.changed([
            ("let maskWidth = finiteNonnegative(fraction * imageWidth, maximum: limit)",
             "let maskWidth = finiteNonnegative(imageWidth, maximum: limit)"),
        ])
        let report = try ExampleRuns(generated: 50).verifier.verify(fork)
        let masks = report.findings(BehaviourRules.documentedCase).filter { $0.message.contains("fullMask") }
        XCTAssertFalse(masks.isEmpty, "\(report.allFindings.map(\.message))")
        for finding in masks {
            XCTAssertEqual(finding.figures?.map(\.caption), ["the model", "the control"], finding.message)
            for figure in finding.figures ?? [] {
                let outlined = try XCTUnwrap(XMLElements.parse(figure.svg)).elements.filter { $0.attributes["class"] == "differs" }
                XCTAssertFalse(outlined.isEmpty, finding.message)
            }
            XCTAssertEqual(finding.steps?.last, "observe", finding.message)
        }
    }
}
