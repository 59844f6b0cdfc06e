#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// What a report says of the commit it checked: its ID, subject and author date, read from the
/// commit object (a hostile repository's text: reports escape it like any other).
public struct CommitInfo: Sendable, Hashable {
    /// The full object ID.
    public var id: String
    /// The first paragraph of the message on one line, at most `maximumSubject` characters.
    public var subject: String
    /// The author date as ISO 8601 with the author's offset, e.g. `2026-06-13T10:04:00+02:00`;
    /// empty when the commit has no readable author line.
    public var date: String

    public init(id: String, subject: String, date: String) {
        self.id = id
        self.subject = subject
        self.date = date
    }

    static let maximumSubject = 200

    /// The ID shortened as reports show it.
    public var shortID: String { String(id.prefix(12)) }

    /// Parses a raw commit object: header lines, a blank line, the message.
    init(id: String, commitObject bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let headerEnd = lines.firstIndex(of: "") ?? lines.endIndex
        let author = lines[..<headerEnd].first { $0.hasPrefix("author ") }
        let message = lines[min(headerEnd + 1, lines.endIndex)...]
        let paragraph = message.drop { $0.trimmingWhitespace.isEmpty }.prefix { !$0.trimmingWhitespace.isEmpty }
        var subject = paragraph.map { String($0.trimmingWhitespace) }.joined(separator: " ")
        if subject.count > Self.maximumSubject {
            subject = String(subject.prefix(Self.maximumSubject - 1)) + "…"
        }
        self.init(id: id, subject: subject, date: author.flatMap(Self.isoDate(authorLine:)) ?? "")
    }

    /// `author NAME <EMAIL> SECONDS ±HHMM` → the date in the author's offset.
    private static func isoDate(authorLine: Substring) -> String? {
        let fields = authorLine.split(separator: " ")
        guard fields.count >= 3, let seconds = Int(fields[fields.count - 2]) else { return nil }
        let zone = fields[fields.count - 1]
        guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
              let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2)) else { return nil }
        let offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        var time = time_t(seconds + offset)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return nil }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let date = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        return date + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))\(sign)\(zone.dropFirst().prefix(2)):\(zone.suffix(2))"
    }
}
