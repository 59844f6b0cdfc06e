import BaselineChecks
import BaselineSupport

/// The list of mutants a run judges, before `--shard` takes its share: all the control's mutants, or those
/// `--in-diff`, `--mutant` or `--limit` chose. Its digest names it, so that `--merge` joins only shards of one
/// list: every machine that makes the same list from the same control, arguments and tool version gets the
/// same digest, and a shard of any other is refused.
public struct MutantList: Sendable, Equatable {
    /// How many mutants the list holds (all shards together).
    public let count: Int
    /// SHA-256, in hexadecimal, of the tool's version, the whole control, each listed mutant's number, operator,
    /// place, bytes and edit, and the arguments that change a verdict (generated cases, seed, own tests, declared
    /// equivalences, `--incremental`).
    public let digest: String

    public init(count: Int, digest: String) {
        self.count = count
        self.digest = digest
    }

    /// The list `mutants` of `source`, judged under `options`.
    public init(_ mutants: [Mutant], of source: [UInt8], options: MutationOptions) {
        var lines = ["mutation-score list 1", "check-baseline \(ToolVersion.current)",
                     "control \(Hexadecimal.lowercase(SHA256.digest(source)))",
                     "generated \(options.verify.generatedCases)", "seed \(options.seed)", "own-tests \(options.ownTests)"]
            + (options.incremental ? ["incremental"] : [])
        lines += options.declared.entries.map { entry in
            "declared \(entry.operatorID) \(entry.line):\(entry.column) \(Self.hex(entry.replacement ?? "-")) \(Self.hex(entry.reason))"
        }
        lines += mutants.map { mutant in
            let edit = switch mutant.edit {
            case .text(let text): "text " + Self.hex(text)
            case .blanked: "blanked"
            case .negated: "negated"
            }
            return "mutant \(mutant.number) \(mutant.mutationOperator.rawValue) \(mutant.location.line):\(mutant.location.column)"
                + " \(mutant.utf8Range.lowerBound)..<\(mutant.utf8Range.upperBound) \(edit)"
        }
        count = mutants.count
        digest = Hexadecimal.lowercase(SHA256.digest(Array(lines.joined(separator: "\n").utf8)))
    }

    /// The digest's first 12 digits, as messages show it.
    public var shortDigest: String { String(digest.prefix(12)) }

    /// Text as hexadecimal, so that no text can end a line of the digested list early.
    private static func hex(_ text: String) -> String { Hexadecimal.lowercase(Array(text.utf8)) }
}
