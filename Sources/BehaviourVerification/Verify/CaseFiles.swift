#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineChecks
import BaselineSupport

/// `verify-control --save-cases DIR`: each shrunk case a finding shows, written as a case file that
/// `oracle --eval` replays, so that the report names a file instead of holding the case inline.
struct CaseFiles: Sendable {
    /// Where a finding's case went.
    enum Saved: Equatable, Sendable {
        /// `--save-cases` was not given.
        case notAsked
        case saved(path: String)
        /// Why the file could not be written.
        case failed(String)
    }

    let directory: String?

    /// Writes `text` as `DIR/NAME-HASH.json`: the case's name (characters other than letters, digits, `.`, `_` and
    /// `-` made `-`), then 8 hexadecimal digits of the text's SHA-256, so that two cases of one name (two
    /// revisions, two checkouts) never overwrite each other and a case written again lands on itself.
    func save(_ text: String, name: String) -> Saved {
        guard let directory else { return .notAsked }
        if mkdir(directory, 0o755) != 0 && errno != EEXIST {
            return .failed("cannot make \(directory): \(String(cString: strerror(errno)))")
        }
        let safe = String(name.unicodeScalars.map { Self.isKept($0) ? Character($0) : "-" }.prefix(80))
        let digest = Hexadecimal.lowercase(SHA256.digest(Array(text.utf8)).prefix(4))
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + "\(safe)-\(digest).json"
        do {
            try AtomicFile.write(text, to: path, mode: 0o644)
        } catch {
            return .failed(error.description)
        }
        return .saved(path: path)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
    }
}

extension BehaviourFindings {
    /// How to replay a shrunk case on the model: the file `--save-cases` wrote (or how to have it written),
    /// then the case itself as a detail (JSON and SARIF keep it; the text report shows it with `--verbose`).
    static func replayNotes(_ caseText: String, _ saved: CaseFiles.Saved) -> [FindingNote] {
        let hint = switch saved {
        case .saved(let path): "replay on the model: check-baseline oracle --eval \(ShellQuoting.quoted(path))"
        case .notAsked: "replay on the model: add --save-cases DIR to write this case to DIR for check-baseline oracle --eval"
        case .failed(let reason): "the case was not saved: \(reason)"
        }
        return [FindingNote(message: hint), FindingNote(message: "the case: \(caseText)", detail: true)]
    }
}
