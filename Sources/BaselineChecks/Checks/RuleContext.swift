import BaselineSupport

/// What one rule sees while it runs on one checkout: the checkout's shared, parsed
/// files, and the findings and unavailable inputs it collects.
public final class RuleContext {
    public let checkout: Checkout
    public let rule: RuleDescriptor
    /// Compiled patterns, shared with the other checkouts this thread checks.
    let patterns: PatternCache
    /// The time the rule's patterns may take (`PatternLimits.matchingMilliseconds`), from its first match.
    lazy var patternDeadline = Deadline(milliseconds: PatternLimits.matchingMilliseconds)
    private var listed: [Finding] = []
    /// Findings past the limit: counted, not kept.
    private var omitted = 0
    private var omittedSeverity = Severity.note
    private(set) var unavailable: [InputUnavailable] = []

    /// At most this many findings are kept per rule and checkout, then one says how many more there
    /// were: a file of a million matching lines must not become gigabytes of report.
    public static let maximumFindings = 100

    /// At most this many notes are kept per finding, then one says how many more places there were.
    public static let maximumNotes = 10

    /// The findings kept, and one for those past the limit.
    var findings: [Finding] {
        guard omitted > 0 else { return listed }
        return listed + [Finding(ruleID: rule.id, severity: omittedSeverity,
                                 message: "and \(omitted) more findings of this rule, not listed")]
    }

    init(checkout: Checkout, rule: RuleDescriptor, patterns: PatternCache) {
        self.checkout = checkout
        self.rule = rule
        self.patterns = patterns
    }

    /// Records a finding of this rule, at the rule's severity unless told otherwise. A finding in a
    /// readable file without a place of its own (a text that is missing) is placed at its first line,
    /// so that every such finding opens in an editor and has a region in SARIF.
    public func report(
        _ message: String, path: String?, at location: SourceLocation? = nil,
        severity: Severity? = nil, notes: [FindingNote] = []
    ) {
        let severity = severity ?? rule.severity
        guard listed.count < Self.maximumFindings else {
            omitted += 1
            omittedSeverity = max(omittedSeverity, severity)
            return
        }
        let place = location ?? path.flatMap { (try? checkout.text($0)) != nil ? SourceLocation(line: 1, column: 1) : nil }
        let kept = notes.count > Self.maximumNotes
            ? Array(notes.prefix(Self.maximumNotes)) + [FindingNote(message: "and \(notes.count - Self.maximumNotes) more places")]
            : notes
        listed.append(Finding(
            ruleID: rule.id, severity: severity, message: message,
            path: path, location: place, notes: kept
        ))
    }

    /// Runs `load`; when the input is unavailable, records why and returns `nil`.
    public func input<Value>(_ load: () throws(InputUnavailable) -> Value) -> Value? {
        do {
            return try load()
        } catch {
            unavailable.append(error)
            return nil
        }
    }

    /// Like `input`, but a parse error is this rule's own finding, not an unavailable input:
    /// for the rules whose job is to say that a file parses.
    public func parsedInput<Document: CheckoutDocument>(_ path: String, as type: Document.Type) -> Document? {
        do {
            return try checkout.document(path, as: type)
        } catch .unparseable(let path, let format, let error) {
            report("does not parse as \(format): \(error.message)", path: path, at: error.location)
        } catch {
            unavailable.append(error)
        }
        return nil
    }
}
