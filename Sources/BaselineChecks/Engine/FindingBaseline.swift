import BaselineSupport
import JSONCoding

/// Findings already known (`--write-baseline` records them, `--baseline` reads them): a known
/// finding is reported as a note and fails nothing, a new one fails as usual. A finding is known by
/// its rule, its path in the checkout and a fingerprint of its message (which quotes the text it
/// matched), never by its line, so that edits elsewhere in a file keep it known.
public struct FindingBaseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable {
        public var rule: String
        public var path: String?
        public var fingerprint: String
    }

    public static let schemaVersion = 1
    public var schemaVersion = FindingBaseline.schemaVersion
    public var findings: [Entry]

    /// Every error and warning of the reports, each once, sorted.
    public init(_ reports: [CheckoutReport]) {
        let entries = reports.flatMap(\.allFindings).filter { $0.severity != .note }.map(Self.entry)
        findings = Array(Set(entries)).sorted { ($0.rule, $0.path ?? "", $0.fingerprint) < ($1.rule, $1.path ?? "", $1.fingerprint) }
    }

    static func entry(_ finding: Finding) -> Entry {
        Entry(rule: finding.ruleID, path: finding.path,
              fingerprint: String(Hexadecimal.lowercase(SHA256.digest(Array(finding.message.utf8))).prefix(16)))
    }

    /// The reports with every known finding turned into a note saying so, and each rule's status
    /// recomputed: a rule whose errors are all known passes.
    public func applied(to reports: [CheckoutReport]) -> [CheckoutReport] {
        let known = Set(findings)
        func marked(_ finding: Finding) -> Finding {
            guard finding.severity != .note, known.contains(Self.entry(finding)) else { return finding }
            var note = finding
            note.severity = .note
            note.message = "known (in the baseline): " + finding.message
            return note
        }
        return reports.map { report in
            var report = report
            report.fileFindings = report.fileFindings.map(marked)
            report.results = report.results.map { result in
                var result = result
                result.findings = result.findings.map(marked)
                if result.status == .failed, !result.findings.contains(where: { $0.severity == .error }) {
                    result.status = result.unusableFiles.isEmpty && result.unparsedInputs.isEmpty ? .passed : .notEvaluated
                }
                return result
            }
            return report
        }
    }

    /// Reads a baseline from a file the user names (never one from the checkout).
    public static func load(_ path: String) throws(BaselineFileError) -> FindingBaseline {
        let bytes: [UInt8]
        switch RegularFileReader.read(path, limit: CheckoutLimits.maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(let problem): throw BaselineFileError(description: "\(path): \(problem.message)")
        }
        do {
            let baseline = try JSONValueDecoder.decode(FindingBaseline.self, from: bytes)
            guard baseline.schemaVersion == schemaVersion else {
                throw BaselineFileError(description: "\(path): baseline schemaVersion \(baseline.schemaVersion) is not supported")
            }
            return baseline
        } catch let error as BaselineFileError {
            throw error
        } catch {
            throw BaselineFileError(description: "\(path): not a baseline: \(error)")
        }
    }

    /// Writes the baseline to `path` atomically: a failed write leaves the old file whole.
    public func write(to path: String) throws(BaselineFileError) {
        try Self.write(self, to: path)
    }

    /// Writes `value` as pretty JSON. Generic so that a test can hand it a value that cannot be encoded:
    /// that is an error, never a report's error object written in place of a baseline.
    static func write(_ value: some Encodable, to path: String) throws(BaselineFileError) {
        do {
            try AtomicFile.write(JSONValueEncoder.text(of: value, style: .pretty), to: path, mode: 0o644)
        } catch {
            throw BaselineFileError(description: "\(path): \(error)")
        }
    }
}

/// A baseline file that cannot be used (exit code 2).
public struct BaselineFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
}
