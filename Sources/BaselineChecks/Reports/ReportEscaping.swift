import BaselineSupport

/// The one escaping policy of the structured reports (JSON, SARIF, HTML, JUnit): every string that comes from
/// outside the tool (a checkout's messages, paths and commit subjects, the checkout's name as given, its own
/// tests' names and messages) is shown as the text and compiler reports show it, through `escapedForMessage`:
/// control characters, CR among them, bidirectional controls (a "Trojan Source" reordering) and line or
/// paragraph separators become `\u{…}` escapes, so that none reaches a page, a log, a terminal or a
/// code-scanning view raw, and a message reads the same in every format. Each format then applies its own
/// syntax (JSON strings, markup) to the escaped text.
///
/// Paths are escaped like messages: a path a report shows is text for a person or an editor, and one whose
/// name holds such a character is shown, not obeyed. Only SARIF's URIs keep the raw path, percent-encoded
/// byte by byte, which escapes every such character and keeps the file resolvable.
///
/// `escapedForMessage` leaves printable text as it is and changes nothing when applied twice, so ordinary
/// reports read exactly as before and text already escaped (a checkout's `headline`) is not escaped again.
/// The rules' own descriptions come from the catalog the user chose, not from a checkout, and keep their line
/// breaks.
extension CheckoutReport {
    var escapedForReports: CheckoutReport {
        var report = self
        report.checkout = checkout.escapedForReports
        report.results = results.map(\.escapedForReports)
        report.fileFindings = fileFindings.map(\.escapedForReports)
        report.tests = tests?.map(\.escapedForReports)
        return report
    }
}

extension CheckoutIdentity {
    /// The commit's ID and date are the tool's own hexadecimal and ISO 8601 digits; its subject is the author's.
    var escapedForReports: CheckoutIdentity {
        CheckoutIdentity(
            displayName: displayName.escapedForMessage, root: root.escapedForMessage,
            revision: revision.map { CommitInfo(id: $0.id, subject: $0.subject.escapedForMessage, date: $0.date) },
            revisionName: revisionName.map {
                RevisionName(checkout: $0.checkout.escapedForMessage, revision: $0.revision.escapedForMessage)
            },
            folderInRepository: folderInRepository?.escapedForMessage)
    }
}

extension RuleResult {
    var escapedForReports: RuleResult {
        var result = self
        result.findings = findings.map(\.escapedForReports)
        result.unusableFiles = unusableFiles.map(\.escapedForMessage)
        result.unparsedInputs = unparsedInputs.map(\.escapedForMessage)
        return result
    }
}

extension Finding {
    /// A figure's drawing is the tool's own SVG, whose text the drawing already escapes as markup.
    var escapedForReports: Finding {
        var finding = self
        finding.message = message.escapedForMessage
        finding.path = path?.escapedForMessage
        finding.notes = notes.map { note in
            FindingNote(message: note.message.escapedForMessage, path: note.path?.escapedForMessage, location: note.location,
                        detail: note.detail == true)
        }
        finding.figures = figures?.map { FindingFigure(caption: $0.caption.escapedForMessage, svg: $0.svg) }
        finding.steps = steps?.map(\.escapedForMessage)
        return finding
    }
}

extension TestCaseResult {
    var escapedForReports: TestCaseResult {
        TestCaseResult(name: name.escapedForMessage, status: status, message: message?.escapedForMessage)
    }
}
