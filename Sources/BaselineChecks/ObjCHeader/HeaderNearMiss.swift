/// Where a grep that the derived header does not satisfy should have been satisfied: the Swift declaration
/// that comes nearest (the most of the pattern's words in its name, selectors or would-be header line), and
/// why it does not print a matching line: not public, another type, another selector, not exposed at all.
struct HeaderNearMiss {
    struct Candidate {
        let name: String
        let location: SourceLocation
        /// What the candidate is matched against: its Swift name, selectors and header line.
        let text: String
        let explanation: String
    }

    let candidates: [Candidate]

    init(_ derived: ObjCHeaderGate.Derived) {
        let writer = ObjCHeaderWriter(surface: derived.surface, module: derived.derivation.module)
        var candidates: [Candidate] = []
        let owners: [(name: String, members: [ObjCSurface.Member], isProtocol: Bool, notes: [ObjCSurface.Note])] =
            derived.surface.classes.values.map { ($0.name, $0.members, false, $0.notExposed + $0.undecided + $0.errors) }
            + derived.surface.protocols.values.map { ($0.name, $0.members, true, $0.undecided + $0.errors) }
        for owner in owners {
            for member in owner.members {
                var printer = ObjCHeaderMemberPrinter(
                    types: writer.spelling, isProtocolRequirement: owner.isProtocol, assumingPublic: true)
                let line = (try? printer.lines(for: member))?.joined(separator: " ")
                var types = writer.spelling
                let spelled = member.kind == .property ? member.facts.type.flatMap { try? types.spell($0) } : nil
                candidates.append(Candidate(
                    name: "\(owner.name).\(member.name)", location: member.location,
                    text: ([member.name] + member.selectors + [line ?? ""]).joined(separator: " "),
                    explanation: Self.explanation(member, line: line, spelledType: spelled)))
            }
            for note in owner.notes {
                candidates.append(Candidate(
                    name: "\(owner.name).\(note.member)", location: note.location, text: note.member,
                    explanation: "`\(note.member)` is not in the header: \(note.why)"))
            }
        }
        self.candidates = candidates.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    static func explanation(_ member: ObjCSurface.Member, line: String?, spelledType: String?) -> String {
        guard let line else { return "`\(member.name)` is exposed, but its header line is not derived" }
        if member.facts.access < .public {
            return "`\(member.name)` is \(member.facts.access), and a framework's generated header declares only public"
                + " and open members; public, it would print `\(line)`"
        }
        var text = "the header declares `\(line)` for `\(member.name)`"
        if let type = member.facts.type, let spelledType {
            text += ": its Swift type \(type) prints as \(spelledType)"
        }
        return text
    }

    /// The pattern's words: runs of letters, digits and `_` of three or more, as `imageContentMode`, `float`.
    static func words(of pattern: String) -> Set<String> {
        let runs = pattern.split { !($0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber))) }
        return Set(runs.filter { $0.count >= 3 && ($0.first?.isLetter ?? false) }.map(String.init))
    }

    func finding(for grep: HeaderGreps.Grep) -> Finding {
        let rule = HeaderRules.grepsHold.id
        let command = "grep \(grep.syntax == .fixed ? "-F" : "-E") '\(grep.pattern)'"
        let buildNote = FindingNote(message: "the grep, in build.sh", path: CheckoutPaths.buildScript, location: grep.location)
        let words = Self.words(of: grep.pattern)
        let scored = candidates.map { candidate in (candidate, words.filter { candidate.text.contains($0) }.count) }
        guard let best = scored.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0.location.line > $1.0.location.line) }),
              best.1 > 0 else {
            return Finding(
                ruleID: rule, severity: .error,
                message: "`\(command)` finds nothing in the derived header, and no declaration of the control comes near it",
                path: CheckoutPaths.buildScript, location: grep.location)
        }
        return Finding(
            ruleID: rule, severity: .error,
            message: "`\(command)` finds nothing in the derived header: near miss \(best.0.name): \(best.0.explanation)",
            path: CheckoutPaths.source, location: best.0.location, notes: [buildNote])
    }
}
