import BaselineChecks
import BaselineSupport

extension MutationReport {
    /// The verdicts in the order the HTML report shows them: survivors first, the untested code a reader came for.
    static let htmlOrder = ["survived", "caught", "equivalent", "not built"]

    /// The report as one self-contained page: the counts and score, then every judged mutant grouped by verdict
    /// (survivors first and open, each other verdict folded under its summary: filtered without scripts), each
    /// with its place, change, diff and what decided it. XHTML-compatible, no scripts, nothing loaded; every
    /// text from the checkout (names, source, compiler messages) escaped as the other reports escape it.
    public func html() -> String {
        var html: [UInt8] = []
        html += HTMLPage.opening(title: "mutation-score report", styleSheet: Self.styleSheet).utf8
        html += "<p>".utf8
        Markup.append("\(checkout.escapedForMessage), \(controlPath): \(Self.madeText(madeCount, beyondCap: beyondCapCount)),"
            + " \(results.count) judged; score \(scoreText) (caught of caught and survived).", to: &html)
        html += " Made by check-baseline \(Markup.escape(ToolVersion.current)).</p>\n".utf8
        html += "<table class=\"counts\"><thead><tr><th scope=\"col\">Verdict</th><th scope=\"col\">Mutants</th></tr></thead><tbody>\n".utf8
        for (index, word) in Self.htmlOrder.enumerated() {
            html += "<tr><th scope=\"row\"><a href=\"#verdict-\(index + 1)\">\(word)</a></th><td>\(count(word))</td></tr>\n".utf8
        }
        html += "</tbody></table>\n".utf8
        let allNotes = (ownTestsNote.map { [$0] } ?? []) + notes
        if !allNotes.isEmpty {
            html += "<ul class=\"notes\">".utf8
            for note in allNotes { html += "<li>\(Markup.escape(note.escapedForMessage))</li>".utf8 }
            html += "</ul>\n".utf8
        }
        for (index, word) in Self.htmlOrder.enumerated() {
            let group = results.filter { $0.verdict.word == word }
            html += "<details id=\"verdict-\(index + 1)\" class=\"\(word == "survived" ? "survived" : "other")\"".utf8
            html += (word == "survived" ? " open=\"open\"" : "").utf8
            html += "><summary>\(word): \(CountedNoun.text(group.count, "mutant"))</summary>\n".utf8
            for result in group { mutantSection(result, to: &html) }
            html += "</details>\n".utf8
        }
        html += "</body>\n</html>\n".utf8
        return String(decoding: html, as: UTF8.self)
    }

    private func mutantSection(_ result: MutantResult, to html: inout [UInt8]) {
        let mutant = result.mutant
        html += "<section class=\"mutant\"><h3>#\(mutant.number) <code>".utf8
        Markup.append("\(controlPath):\(mutant.location.line):\(mutant.location.column)", to: &html)
        html += "</code> \(mutant.mutationOperator.rawValue) \(result.verdict.word): ".utf8
        Markup.append(result.change.escapedForMessage, to: &html)
        html += "</h3>\n".utf8
        let decided: String? = switch result.verdict {
        case .caught(let ruleID, let detail): "by \(ruleID): \(detail)"
        case .equivalent(let reason): reason
        case .didNotBuild(let error): error
        case .survived: nil
        }
        if let decided { html += "<p>\(Markup.escape(decided.escapedForMessage))</p>\n".utf8 }
        html += "<pre class=\"diff\">".utf8
        for line in result.diff {
            let kind = line.hasPrefix("-") ? "removed" : line.hasPrefix("+") ? "added" : "kept"
            html += "<span class=\"\(kind)\">".utf8
            Markup.append(line.escapedForMessage, to: &html)
            html += "</span>\n".utf8
        }
        html += "</pre></section>\n".utf8
    }

    /// Colour marks the diff's lines and the survivors, and the words say it too, so the page reads without colour.
    private static let styleSheet = """

        body { font: 15px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 80em; padding: 0 1em; color: #1b1b1b; }
        table { border-collapse: collapse; margin: 0.5em 0 1em; }
        th, td { border: 1px solid #c8c8c8; padding: 0.3em 0.6em; text-align: left; }
        details { margin: 0.6em 0; } details > summary { cursor: pointer; font-weight: bold; font-size: 1.1em; }
        details.survived > summary { color: #8c1010; }
        section.mutant { border-top: 1px solid #ddd; margin: 0.4em 0 0.4em 1em; }
        section.mutant h3 { font-size: 1em; margin: 0.5em 0 0.2em; }
        pre.diff { background: #f6f6f6; padding: 0.4em; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
        .removed { color: #8c1010; } .added { color: #0d5a1f; }

        """
}
