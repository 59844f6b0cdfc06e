import BaselineChecks

extension ControlRewrite {
    /// One change to the original text, for the report and for mapping diagnostics back.
    struct Edit: Equatable, Sendable {
        /// Where the change starts in the original; columns count Unicode scalars.
        let location: SourceLocation
        /// The original's bytes the edit replaces; empty for an insertion.
        let utf8Range: Range<Int>
        /// The original text taken out; empty for an insertion.
        let removed: String
        /// What stands in its place: for a removal, as many spaces as it had characters
        /// (line breaks kept), so that nothing after it moves.
        let inserted: String
        /// Why the edit is needed on Linux, in one line.
        let reason: String

        /// Blanks `range` of `source`, which starts at `location`.
        static func removal(of range: Range<Int>, in source: [UInt8], at location: SourceLocation, reason: String) -> Edit {
            let removed = String(decoding: source[range], as: UTF8.self)
            let blank = String(String.UnicodeScalarView(removed.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? $0 : " " }))
            return Edit(location: location, utf8Range: range, removed: removed, inserted: blank, reason: reason)
        }

        /// Puts `text` (one line) before the original's byte `offset`, which is at `location`.
        static func insertion(of text: String, at offset: Int, location: SourceLocation, reason: String) -> Edit {
            Edit(location: location, utf8Range: offset..<offset, removed: "", inserted: text, reason: reason)
        }
    }

    /// A construct the rewrite cannot keep the meaning of on Linux (an optional requirement without a faithful
    /// default), where it is in the original.
    struct Unfaithful: Equatable, Sendable {
        let location: SourceLocation
        let reason: String
    }
}
