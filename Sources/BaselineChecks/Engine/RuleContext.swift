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

    /// Records a finding of this rule, at the rule's severity unless told otherwise.
    public func report(
        _ message: String, path: String?, at location: SourceLocation? = nil,
        severity: Severity? = nil, notes: [FindingNote] = []
    ) {
        findings.append(Finding(
            ruleID: rule.id, severity: severity ?? rule.severity, message: message,
            path: path, location: location, notes: notes
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
