import JSONCoding

extension MutationReport {
    /// The report as JSON: the counts, the score, and every judged mutant with its place, change, diff and verdict.
    public func json() throws(JSONEncodingError) -> String {
        let document = Document(
            checkout: checkout, control: controlPath, made: madeCount, beyondCap: beyondCapCount, judged: results.count,
            caught: count("caught"), survived: count("survived"), equivalent: count("equivalent"),
            notBuilt: count("not built"), equivalentByCompiler: equivalentCounts.compiler,
            equivalentDeclared: equivalentCounts.declared, score: score, ownTestsNote: ownTestsNote, notes: notes,
            mutants: results.map { result in
                let (rule, detail): (String?, String?) = switch result.verdict {
                case .caught(let ruleID, let detail): (ruleID, detail)
                case .equivalent(let reason): (nil, reason)
                case .didNotBuild(let error): (nil, error)
                case .survived: (nil, nil)
                }
                return Entry(number: result.mutant.number, operator: result.mutant.mutationOperator.rawValue,
                             line: result.mutant.location.line, column: result.mutant.location.column,
                             original: result.original, replacement: result.replacement,
                             verdict: result.verdict.word, rule: rule, detail: detail, diff: result.diff)
            })
        return try JSONValueEncoder.text(of: document, style: .pretty)
    }

    private struct Document: Encodable {
        let checkout: String, control: String
        let made: Int, beyondCap: Int, judged: Int, caught: Int, survived: Int, equivalent: Int, notBuilt: Int
        let equivalentByCompiler: Int, equivalentDeclared: Int
        let score: Double?
        let ownTestsNote: String?
        let notes: [String]
        let mutants: [Entry]
    }

    private struct Entry: Encodable {
        let number: Int
        let `operator`: String
        let line: Int, column: Int
        let original: String, replacement: String
        let verdict: String
        let rule: String?, detail: String?
        let diff: [String]
    }
}
