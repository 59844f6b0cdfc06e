import BaselineSupport
import JSONCoding
import RatingReference

/// What `check-baseline oracle` does in each mode: the cases run, exported, evaluated or drawn, each reading and
/// writing through the command's `io` and returning the exit status.
enum OracleRuns {
    /// The largest case file read (`--eval`, `--cases`).
    static let maximumInputBytes = 32 * 1_024 * 1_024

    /// Exit statuses.
    enum Status {
        /// Every case passed (and the heart model kept every invariant).
        static let success: Int32 = 0
        /// A case, or the heart model, failed.
        static let failure: Int32 = 1
        /// Bad usage, or an unreadable or malformed file.
        static let usage: Int32 = 2
    }

    /// Runs the mode, reading and writing through `io`; returns the exit status. Output that could not be
    /// written is no verdict: the status is then `usage`, whatever the cases did.
    static func run(_ mode: OracleMode, io: any CommandIO) -> Int32 {
        let tracked = OutputTracking(io)
        let status = dispatch(mode, io: tracked)
        guard !tracked.failed else {
            io.writeError("check-baseline oracle: cannot write to standard output\n")
            return Status.usage
        }
        return status
    }

    private static func dispatch(_ mode: OracleMode, io: some CommandIO) -> Int32 {
        switch mode {
        case .run(let casesFile):
            guard let cases = loadCases(casesFile, io: io) else { return Status.usage }
            return runCases(cases, io: io)
        case .export(let file):
            return export(to: file, io: io)
        case .eval(let file):
            guard let cases = loadCases(file, io: io) else { return Status.usage }
            return evaluate(cases, io: io)
        case .fuzz(let count, let seed):
            let report = FuzzRunner.run(count: count, seed: seed)
            io.writeOutput(OracleReportText.fuzz(report))
            return report.heartHolds ? Status.success : Status.failure
        case .tutorial:
            let results = TutorialProbes.run()
            io.writeOutput(OracleReportText.probes(results))
            return results.allSatisfy { $0.heart.isEmpty } ? Status.success : Status.failure
        case .render(let caseName, let svgFile, let casesFile):
            guard let cases = loadCases(casesFile, io: io) else { return Status.usage }
            return render(caseName, from: cases, to: svgFile, io: io)
        case .exportXCTest(let file, let casesFile, let generated, let seed):
            guard let cases = loadCases(casesFile, io: io) else { return Status.usage }
            return exportXCTest(cases, generated: generated, seed: seed, casesFile: casesFile, to: file, io: io)
        }
    }

    /// The built-in table when `file` is `nil`, else the file's cases; `nil` after reporting an error.
    static func loadCases(_ file: String?, io: some CommandIO) -> [OracleCase]? {
        guard let file else { return EdgeCases.all }
        let name = file == "-" ? "<stdin>" : file
        do {
            let bytes = try io.read(file, limit: maximumInputBytes)
            return try CaseFileDecoder.cases(from: bytes)
        } catch let error as CommandIOError {
            io.writeError("check-baseline oracle: \(name): error: \(error.message)\n")
        } catch let error as JSONInputError {
            let position = error.location.map { ":\($0.line):\($0.column)" } ?? ""
            let path = error.path.isEmpty ? "" : "\(error.path): "
            io.writeError("\(name)\(position): error: \(path)\(error.message)\n")
        } catch {
            io.writeError("check-baseline oracle: \(name): error: \(error)\n")
        }
        return nil
    }

    static func runCases(_ cases: [OracleCase], io: some CommandIO) -> Int32 {
        let outcomes = cases.map(CaseRunner.run)
        io.writeOutput(OracleReportText.cases(outcomes))
        return outcomes.allSatisfy(\.passed) ? Status.success : Status.failure
    }

    static func export(to file: String, io: some CommandIO) -> Int32 {
        let text = JSONWriter.text(of: CaseFileEncoder.document(EdgeCases.all), style: .pretty)
        do {
            try io.write(text, toFile: file)
        } catch {
            io.writeError("check-baseline oracle: \(file): error: \(error.message)\n")
            return Status.usage
        }
        if file != "-" { io.writeOutput("wrote \(EdgeCases.all.count) cases to \(file)\n") }
        return Status.success
    }

    /// Writes the XCTest file; its header repeats the arguments that make it again (the output path aside).
    static func exportXCTest(
        _ cases: [OracleCase], generated: Int, seed: UInt64, casesFile: String?, to file: String, io: some CommandIO
    ) -> Int32 {
        let generatedCases = (0..<generated).map { index in
            var generator = BoundaryCaseGenerator(seed: seed, index: index)
            return generator.generate()
        }
        let arguments = (casesFile.map { ["--cases", ShellQuoting.quoted($0).escapedForMessage] } ?? [])
            + (generated > 0 ? ["--generate", "\(generated)", "--seed", "\(seed)"] : [])
        let export = XCTestExport(documented: cases, generated: generatedCases, arguments: arguments.joined(separator: " "))
        do {
            try io.write(export.text, toFile: file)
        } catch {
            io.writeError("check-baseline oracle: \(file): error: \(error.message)\n")
            return Status.usage
        }
        if file != "-" {
            let leftOut = export.leftOut.values.map(\.count).reduce(0, +)
            io.writeOutput("wrote \(export.written) tests to \(file) (\(leftOut) cases left out, each named in the file with the reason)\n")
        }
        return Status.success
    }

    /// `--eval`: the file's expectations held within the tolerance `verify-control` holds a control to, so that a
    /// case it saved (the control's values as the expectations) names the same difference, worded as it words it.
    static func evaluate(_ cases: [OracleCase], io: some CommandIO) -> Int32 {
        let outcomes = cases.map { CaseRunner.run($0, numbers: .tolerant) }
        io.writeOutput(JSONWriter.text(of: CaseFileEncoder.document(outcomes.map(\.evaluated)), style: .pretty))
        let failed = outcomes.filter { !$0.passed }
        for outcome in failed {
            for mismatch in outcome.mismatches {
                io.writeError("\(outcome.evaluated.name): step \(mismatch.step + 1), \(mismatch.field): model \(mismatch.actual),"
                    + " case file \(mismatch.expected)\n")
            }
        }
        return failed.isEmpty ? Status.success : Status.failure
    }

    static func render(_ name: String, from cases: [OracleCase], to file: String, io: some CommandIO) -> Int32 {
        guard let oracleCase = cases.first(where: { $0.name == name }) else {
            let names = cases.map(\.name).joined(separator: ", ")
            io.writeError("check-baseline oracle: no case named \"\(name)\"; cases: \(names)\n")
            return Status.usage
        }
        let outcome = CaseRunner.run(oracleCase)
        do {
            try io.write(SVGRenderer.svg(of: outcome.control, title: oracleCase.name), toFile: file)
        } catch {
            io.writeError("check-baseline oracle: \(file): error: \(error.message)\n")
            return Status.usage
        }
        return Status.success
    }
}

/// A `CommandIO` that remembers whether any write to standard output failed.
private final class OutputTracking: CommandIO {
    let base: any CommandIO
    private(set) var failed = false

    init(_ base: any CommandIO) { self.base = base }

    @discardableResult
    func writeOutput(_ text: String) -> Bool {
        let written = base.writeOutput(text)
        if !written { failed = true }
        return written
    }

    /// Messages name case files and cases, which come from the user's files: each line is escaped so
    /// that no control character reaches the terminal.
    func writeError(_ text: String) {
        base.writeError(text.split(separator: "\n", omittingEmptySubsequences: false).map(\.escapedForMessage).joined(separator: "\n"))
    }
    func read(_ path: String, limit: Int) throws(CommandIOError) -> [UInt8] { try base.read(path, limit: limit) }

    func write(_ text: String, toFile path: String) throws(CommandIOError) {
        do {
            try base.write(text, toFile: path)
        } catch {
            if path == "-" { failed = true }
            throw error
        }
    }
}
