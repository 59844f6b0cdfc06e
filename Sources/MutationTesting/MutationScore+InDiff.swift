import BaselineChecks
import BehaviourVerification

/// `--in-diff`: where the changed lines come from.
public enum InDiff: Sendable, Equatable {
    /// The control's lines added or changed since this revision (to `--rev`, else the work tree).
    case revision(String)
    /// The `+` lines of the control in this unified diff, read from `path`.
    case diff(path: String, text: String)
}

/// What `--in-diff` kept of the control's mutants, as the report says it.
public struct InDiffNote: Sendable, Equatable {
    /// `changed since REV` or `added by the diff FILE`.
    public let origin: String
    /// The control's mutants on a changed line, and those left out.
    public let kept: Int
    public let leftOut: Int

    public init(origin: String, kept: Int, leftOut: Int) {
        self.origin = origin
        self.kept = kept
        self.leftOut = leftOut
    }

    /// The report's line: how many mutants the changed lines kept, and how many they left out.
    public var text: String {
        kept == 0
            ? "--in-diff: no mutant of the control is on a line \(origin); none judged (\(leftOut) left out)"
            : "--in-diff: \(kept) of the control's \(kept + leftOut) mutants are on lines \(origin); \(leftOut) left out"
    }
}

extension MutationScore {
    /// The control's lines `inDiff` says were added or changed, and how the report names them; the control is
    /// `original`, read from `checkout` (at `revision`, else its work tree).
    static func changedLines(
        _ inDiff: InDiff, checkout: String, revision: String?, original: [UInt8]
    ) throws(VerificationFailure) -> (lines: Set<Int>, origin: String) {
        switch inDiff {
        case .diff(let path, let text):
            do {
                return (try ChangedLines.inUnifiedDiff(text, path: CheckoutPaths.source) ?? [], "the diff \(path) adds or changes")
            } catch {
                throw VerificationFailure("--in-diff \(path)\(error.line.map { ":\($0)" } ?? ""): \(error.message)")
            }
        case .revision(let since):
            let old: any CheckoutSource
            do {
                old = try open(checkout, revision: since)
            } catch {
                throw VerificationFailure("--in-diff \(since) is neither a file nor a revision of \(checkout): \(error.description)")
            }
            let origin = "changed since \(since)"
            switch old.read(CheckoutPaths.source) {
            case .success(let bytes): return (ChangedLines.between(old: bytes, new: original), origin)
            // A control new since the revision is added whole.
            case .failure(.missing): return (ChangedLines.between(old: [], new: original), origin)
            case .failure(let problem):
                throw VerificationFailure("--in-diff \(since): cannot read \(CheckoutPaths.source) there: \(problem)")
            }
        }
    }

    /// Whether `mutant` of `source` changes one of `lines`: a change over several lines (a statement deleted)
    /// counts on each.
    static func touches(_ mutant: Mutant, of source: [UInt8], _ lines: Set<Int>) -> Bool {
        let breaks = source[mutant.utf8Range].count { $0 == UInt8(ascii: "\n") }
        return (mutant.location.line...(mutant.location.line + breaks)).contains { lines.contains($0) }
    }
}
