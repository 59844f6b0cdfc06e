/// The outcome of one rule on one checkout.
public enum RuleStatus: String, Codable, Sendable {
    case passed
    case failed
    /// An input the rule needs is missing, unreadable or does not parse.
    case notEvaluated = "not-evaluated"
}

/// What one rule did on one checkout, with the rule's own description.
public struct RuleResult: Sendable {
    public var rule: RuleDescriptor
    public var status: RuleStatus
    public var findings: [Finding]
    /// Files the rule needed that are unusable (each reported once under a FILE rule ID).
    public var unusableFiles: [String]
    /// Inputs the rule needed that do not parse, one line each saying why.
    public var unparsedInputs: [String]

    public init(
        rule: RuleDescriptor, status: RuleStatus, findings: [Finding] = [], unusableFiles: [String] = [],
        unparsedInputs: [String] = []
    ) {
        self.rule = rule
        self.status = status
        self.findings = findings
        self.unusableFiles = unusableFiles
        self.unparsedInputs = unparsedInputs
    }

    public var ruleID: String { rule.id }
}

/// One test of a checkout's own XCTest suite as `verify-control --xctest` ran it, for reports that list
/// tests (JUnit): its XCTest name, how it ended, and why when it did not pass.
public struct TestCaseResult: Codable, Sendable, Equatable {
    /// `Class.method`.
    public var name: String
    public var status: RuleStatus
    public var message: String?

    public init(name: String, status: RuleStatus, message: String? = nil) {
        self.name = name
        self.status = status
        self.message = message
    }
}

/// Everything found in one checkout: each rule's result, and each unusable file once.
public struct CheckoutReport: Sendable {
    public var checkout: CheckoutIdentity
    public var results: [RuleResult]
    /// One finding per missing, unreadable or escaping file, under its FILE rule ID.
    public var fileFindings: [Finding]
    /// The checkout's own tests, when `verify-control --xctest` ran them.
    public var tests: [TestCaseResult]?
    /// How many distinct files the rules read: most of them missing suggests a folder that is no checkout.
    public var requiredFileCount: Int

    public init(
        checkout: CheckoutIdentity, results: [RuleResult], fileFindings: [Finding], tests: [TestCaseResult]? = nil,
        requiredFileCount: Int = 0
    ) {
        self.checkout = checkout
        self.results = results
        self.fileFindings = fileFindings
        self.tests = tests
        self.requiredFileCount = requiredFileCount
    }

    /// Every rule passed and every needed file was usable.
    public var passed: Bool {
        fileFindings.allSatisfy { $0.severity == .note } && results.allSatisfy { $0.status == .passed }
    }

    /// Every finding of the checkout, in path, line, column order.
    public var allFindings: [Finding] {
        let findings = fileFindings + results.flatMap(\.findings)
        // The order of `Finding.<`, with each path ranked once: comparing path strings pair by pair
        // was most of writing a long history's report. Findings at one place fall back to `<`.
        let paths = Set(findings.map { $0.path ?? "" }).sorted()
        let rank = Dictionary(uniqueKeysWithValues: zip(paths, paths.indices))
        let places = findings.map { (rank[$0.path ?? "", default: 0], $0.location?.line ?? 0, $0.location?.column ?? 0) }
        return findings.indices.sorted { left, right in
            places[left] != places[right] ? places[left] < places[right] : findings[left] < findings[right]
        }.map { findings[$0] }
    }

    public func count(_ status: RuleStatus) -> Int {
        results.count { $0.status == status }
    }

    /// The rules this report names: each result's, then the FILE rules of its unusable files.
    public var rules: [RuleDescriptor] {
        let fileIDs = Set(fileFindings.map(\.ruleID))
        return results.map(\.rule) + FileRules.all.filter { fileIDs.contains($0.id) }
    }
}

extension CheckoutReport {
    /// `--strict`: a rule with a warning fails, as one with an error does.
    public var strict: CheckoutReport {
        var report = self
        report.results = results.map { result in
            var result = result
            if result.findings.contains(where: { $0.severity == .warning }) { result.status = .failed }
            return result
        }
        return report
    }
}

extension Collection<CheckoutReport> {
    /// Every rule the reports name, each once, in the order they first name it.
    public var rules: [RuleDescriptor] {
        var seen: Set<String> = []
        return flatMap(\.rules).filter { seen.insert($0.id).inserted }
    }
}
