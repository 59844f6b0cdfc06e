import BaselineChecks
import JSONCoding

extension MutationReport {
    /// The report as JSON: the counts, the score, the list it judged (and the shard), and every judged mutant with
    /// its place, bytes, change, diff and verdict; `--merge` reads it back (`decoded(from:)`).
    public func json() throws(JSONEncodingError) -> String {
        let document = Document(
            checkout: checkout, control: controlPath, made: madeCount, beyondCap: beyondCapCount, judged: results.count,
            caught: count("caught"), survived: count("survived"), equivalent: count("equivalent"),
            notBuilt: count("not built"), reused: reused, reusedByDeclaration: reusedByDeclaration, equivalentByCompiler: equivalentCounts.compiler,
            equivalentDeclared: equivalentCounts.declared, score: score, ownTestsNote: ownTestsNote, notes: notes,
            list: list.map { ListEntry(count: $0.count, digest: $0.digest) },
            shard: shard.map { ShardEntry(index: $0.index, count: $0.count) }, mergedShards: mergedShards,
            inDiff: inDiff.map { InDiffEntry(origin: $0.origin, kept: $0.kept, leftOut: $0.leftOut) },
            mutants: results.map { result in
                let (rule, detail): (String?, String?) = switch result.verdict {
                case .caught(let ruleID, let detail): (ruleID, detail)
                case .equivalent(let reason): (nil, reason)
                case .didNotBuild(let error): (nil, error)
                case .survived: (nil, nil)
                }
                return Entry(number: result.mutant.number, operator: result.mutant.mutationOperator.rawValue,
                             line: result.mutant.location.line, column: result.mutant.location.column,
                             start: result.mutant.utf8Range.lowerBound, end: result.mutant.utf8Range.upperBound,
                             original: result.original, replacement: result.replacement, change: result.change,
                             verdict: result.verdict.word, rule: rule, detail: detail, diff: result.diff)
            })
        return try JSONValueEncoder.text(of: document, style: .pretty)
    }

    /// The report a JSON report of this version holds; the counts and the score are made again from its mutants.
    public static func decoded(from bytes: [UInt8]) throws(ReportReadError) -> MutationReport {
        let document: Document
        do {
            document = try JSONValueDecoder.decode(Document.self, from: bytes, maximumSize: 256 << 20)
        } catch {
            throw ReportReadError("it is not a mutation-score JSON report: \(error)")
        }
        var results: [MutantResult] = []
        for entry in document.mutants {
            guard let kind = MutationOperator(rawValue: entry.operator), entry.start >= 0, entry.start <= entry.end else {
                throw ReportReadError("mutant #\(entry.number) has an unknown operator or place")
            }
            let verdict: MutantVerdict
            switch (entry.verdict, entry.rule, entry.detail) {
            case ("caught", let rule?, let detail?): verdict = .caught(ruleID: rule, detail: detail)
            case ("survived", _, _): verdict = .survived
            case ("equivalent", _, let reason?): verdict = .equivalent(reason: reason)
            case ("not built", _, let error?): verdict = .didNotBuild(error)
            default: throw ReportReadError("mutant #\(entry.number) has no verdict of mutation-score's (\(entry.verdict))")
            }
            let mutant = Mutant(number: entry.number, mutationOperator: kind,
                                location: SourceLocation(line: entry.line, column: entry.column),
                                utf8Range: entry.start..<entry.end, edit: .text(entry.replacement))
            results.append(MutantResult(mutant: mutant, verdict: verdict, original: entry.original,
                                        replacement: entry.replacement, change: entry.change, diff: entry.diff))
        }
        var report = MutationReport(
            checkout: document.checkout, controlPath: document.control, madeCount: document.made,
            beyondCapCount: document.beyondCap, results: results, ownTestsNote: document.ownTestsNote, notes: document.notes)
        report.list = document.list.map { MutantList(count: $0.count, digest: $0.digest) }
        report.shard = document.shard.flatMap { MutantShard(index: $0.index, count: $0.count) }
        report.mergedShards = document.mergedShards
        report.reused = document.reused ?? 0
        report.reusedByDeclaration = document.reusedByDeclaration ?? 0
        report.inDiff = document.inDiff.map { InDiffNote(origin: $0.origin, kept: $0.kept, leftOut: $0.leftOut) }
        if document.shard != nil, report.shard == nil {
            throw ReportReadError("its shard is not K/N with K from 0 to N-1")
        }
        return report
    }

    private struct Document: Codable {
        let checkout: String, control: String
        let made: Int, beyondCap: Int, judged: Int, caught: Int, survived: Int, equivalent: Int, notBuilt: Int
        /// Absent from reports of versions before the store.
        let reused: Int?
        /// Absent from reports of versions before `--incremental`.
        let reusedByDeclaration: Int?
        let equivalentByCompiler: Int, equivalentDeclared: Int
        let score: Double?
        let ownTestsNote: String?
        let notes: [String]
        let list: ListEntry?
        let shard: ShardEntry?
        let mergedShards: Int?
        let inDiff: InDiffEntry?
        let mutants: [Entry]
    }

    private struct ListEntry: Codable {
        let count: Int, digest: String
    }

    private struct InDiffEntry: Codable {
        let origin: String, kept: Int, leftOut: Int
    }

    private struct ShardEntry: Codable {
        let index: Int, count: Int
    }

    private struct Entry: Codable {
        let number: Int
        let `operator`: String
        let line: Int, column: Int
        /// The changed bytes of the control, from its start.
        let start: Int, end: Int
        let original: String, replacement: String, change: String
        let verdict: String
        let rule: String?, detail: String?
        let diff: [String]
    }
}

/// Why a file could not be read as a mutation-score JSON report.
public struct ReportReadError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
