import RatingReference

/// Writes cases as the control driver reads them (`ControlDriverCore/ControlDriverCommand.swift`, a step's fields
/// by `ControlDriverCore/ControlDriverArguments.swift`): one command a
/// line, a step's kind then its fields as `Step.write(to:)` gives them, numbers as the hexadecimal bits of a
/// `Double` or `Float`, so that nothing is lost on the way.
enum DriverScript {
    /// The input for `cases`, numbered from `firstIndex`.
    static func text(for cases: [OracleCase], firstIndex: Int = 0) -> String {
        var lines: [String] = []
        for (offset, oracleCase) in cases.enumerated() {
            lines.append("case \(firstIndex + offset)")
            lines += oracleCase.steps.map(line(for:))
            lines.append("end")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(for step: Step) -> String {
        var writer = DriverScriptWriter(words: [step.kind.rawValue])
        step.write(to: &writer)
        return writer.words.joined(separator: " ")
    }
}
