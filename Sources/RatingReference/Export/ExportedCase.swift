/// One case as the exported file holds it: its test, or the reason it is left out.
struct ExportedCase {
    enum Outcome {
        /// The test method's source.
        case written(String)
        case leftOut(ExportExclusion)
    }

    let name: String
    let outcome: Outcome

    /// The case run on the model, its every look expecting the model's full observation, written as a test
    /// named `testName` (plus what the case calls that UIKit never would).
    init(_ oracleCase: OracleCase, testName: String) {
        name = oracleCase.name
        let outcome = CaseRunner.run(oracleCase)
        if outcome.control.raised != nil {
            self.outcome = .leftOut(.raisesInvalidGeometry)
            return
        }
        if Self.hasAmbiguousTouch(oracleCase) {
            self.outcome = .leftOut(.ambiguousTouch)
            return
        }
        var lines: [String] = []
        var driverOnly = Set<DriverOnlyCall>()
        for (index, step) in outcome.evaluated.steps.enumerated() {
            switch step.swift(number: index + 1) {
            case .leftOut(let exclusion):
                self.outcome = .leftOut(exclusion)
                return
            case .statement(let statement, let call):
                lines.append("        " + statement)
                if let call { driverOnly.insert(call) }
            }
        }
        let suffix = driverOnly.sorted().map { "_" + $0.rawValue }.joined()
        let assumes = oracleCase.assumes.isEmpty ? "" : ", assumes: " + SwiftLiteral.strings(oracleCase.assumes)
        let header = Self.comment(oracleCase.documented)
            + "    func \(testName)\(suffix)() {\n"
            + "        let run = ConformanceRun(\(SwiftLiteral.string(oracleCase.name))\(assumes))\n"
        self.outcome = .written(header + lines.joined(separator: "\n") + "\n    }\n")
    }

    /// Whether a touch of the case may end differently by which touch is read first or by rounding, as
    /// `verify-control` allows (`TouchAlternatives`).
    static func hasAmbiguousTouch(_ oracleCase: OracleCase) -> Bool {
        var model = RatingControl()
        for step in oracleCase.steps {
            if RunComparison.touchIsAmbiguous(step, on: model) { return true }
            model.apply(step)
        }
        return false
    }

    /// Where the case is documented, as a doc comment (one line, control characters dropped).
    private static func comment(_ documented: String) -> String {
        let line = String(documented.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        return line.isEmpty ? "" : "    /// \(line)\n"
    }
}
