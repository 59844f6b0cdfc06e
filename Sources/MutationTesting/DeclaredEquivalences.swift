import BaselineChecks
import BaselineSupport

/// Survivors a person has argued cannot behave differently on iOS (`--equivalent FILE`): one per line,
/// `OPERATOR LINE:COLUMN [REPLACEMENT] — reason`, the replacement only where one place has several mutants
/// (`CRP 210:91 2 — …`); `#` starts a comment. A declared mutant is still judged: it counts as equivalent
/// only when it survives, its report line says the reason was declared, and a declaration that matches no
/// mutant or one that was caught is said in the report, never silently dropped.
public struct DeclaredEquivalences: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let operatorID: String
        public let line: Int
        public let column: Int
        public let replacement: String?
        public let reason: String
        /// Where the declaration is in its file, for messages.
        public let fileLine: Int

        /// Whether it names `mutant` of `source`.
        func matches(_ mutant: Mutant, in source: [UInt8]) -> Bool {
            mutant.mutationOperator.rawValue == operatorID && mutant.location.line == line
                && mutant.location.column == column && (replacement == nil || replacement == mutant.replacement(in: source))
        }
    }

    public let entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The declarations in `text`; an error naming the line for one that is not of the form above.
    public static func parse(_ text: String, path: String) throws(UsageError) -> DeclaredEquivalences {
        var entries: [Entry] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespace
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let problem = UsageError("\(path):\(index + 1): expected `OPERATOR LINE:COLUMN [REPLACEMENT] — reason`")
            guard let dash = line.firstRange(of: " — ") else { throw problem }
            let words = line[..<dash.lowerBound].split(separator: " ")
            let reason = String(line[dash.upperBound...].trimmingWhitespace)
            guard (2...3).contains(words.count), MutationOperator(rawValue: String(words[0])) != nil, !reason.isEmpty else {
                throw problem
            }
            let place = words[1].split(separator: ":")
            guard place.count == 2, let lineNumber = Int(place[0]), let column = Int(place[1]) else { throw problem }
            entries.append(Entry(operatorID: String(words[0]), line: lineNumber, column: column,
                                 replacement: words.count == 3 ? String(words[2]) : nil, reason: reason, fileLine: index + 1))
        }
        return DeclaredEquivalences(entries: entries)
    }

    /// The verdicts with each declared survivor made equivalent, and the notes: declarations that match no
    /// mutant of `all` (or several), and declared mutants that were caught.
    func applied(
        to judged: [(Mutant, MutantVerdict)], among all: [Mutant], in source: [UInt8]
    ) -> (verdicts: [MutantVerdict], notes: [String]) {
        var notes = problems(among: all, in: source)
        let verdicts = judged.map { mutant, verdict -> MutantVerdict in
            guard let declared = entry(for: mutant, in: source) else { return verdict }
            switch verdict {
            case .survived: return .equivalent(reason: "declared: " + declared.reason)
            case .caught:
                notes.append("mutant #\(mutant.number) (\(declared.operatorID) \(declared.line):\(declared.column)) was declared"
                    + " equivalent (line \(declared.fileLine)) but was caught: the declaration is wrong")
                return verdict
            case .equivalent, .didNotBuild: return verdict
            }
        }
        return (verdicts, notes)
    }

    /// The first declaration of `mutant` of `source`.
    func entry(for mutant: Mutant, in source: [UInt8]) -> Entry? {
        entries.first { $0.matches(mutant, in: source) }
    }

    /// A line for each declaration that matches none of `mutants` of `source`, or several.
    func problems(among mutants: [Mutant], in source: [UInt8]) -> [String] {
        entries.compactMap { entry in
            let count = mutants.count { entry.matches($0, in: source) }
            let place = "\(entry.operatorID) \(entry.line):\(entry.column)" + (entry.replacement.map { " \($0)" } ?? "")
            if count == 0 { return "the declared equivalence \(place) (line \(entry.fileLine)) matches no mutant" }
            if count > 1 { return "the declared equivalence \(place) (line \(entry.fileLine)) matches \(count) mutants: add the replacement" }
            return nil
        }
    }
}
