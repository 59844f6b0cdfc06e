/// What one rule sees while it runs on one checkout: the checkout's shared, parsed
/// files, and the findings and unavailable inputs it collects.
public final class RuleContext {
    public let checkout: Checkout
    public let rule: Rule
    private(set) var findings: [Finding] = []
    private(set) var unavailable: [InputUnavailable] = []

    init(checkout: Checkout, rule: Rule) {
        self.checkout = checkout
        self.rule = rule
    }

    /// Records a finding of this rule, at the rule's severity unless told otherwise. A finding in a
    /// readable file without a place of its own (a text that is missing) is placed at its first line,
    /// so that every such finding opens in an editor and has a region in SARIF.
    public func report(
        _ message: String, path: String?, at location: SourceLocation? = nil,
        severity: Severity? = nil, notes: [FindingNote] = []
    ) {
        let place = location ?? path.flatMap { (try? checkout.text($0)) != nil ? SourceLocation(line: 1, column: 1) : nil }
        findings.append(Finding(
            ruleID: rule.id, severity: severity ?? rule.severity, message: message,
            path: path, location: place, notes: notes
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
