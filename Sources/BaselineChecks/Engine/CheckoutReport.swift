/// The outcome of one rule on one checkout.
public enum RuleStatus: String, Codable, Sendable {
    case passed
    case failed
    /// An input the rule needs is missing, unreadable or does not parse.
    case notEvaluated = "not-evaluated"
}

public struct RuleResult: Codable, Sendable {
    public var ruleID: String
    public var status: RuleStatus
    public var findings: [Finding]
    /// Files the rule needed that are unusable (each reported once under a FILE rule ID).
    public var unusableFiles: [String]
    /// Inputs the rule needed that do not parse, one line each saying why.
    public var unparsedInputs: [String]
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
public struct CheckoutReport: Codable, Sendable {
    public var checkout: String
    public var results: [RuleResult]
    /// One finding per missing, unreadable or escaping file, under its FILE rule ID.
    public var fileFindings: [Finding]
    /// The checkout's own tests, when `verify-control --xctest` ran them.
    public var tests: [TestCaseResult]? = nil

    /// Every rule passed and every needed file was usable.
    public var passed: Bool {
        fileFindings.isEmpty && results.allSatisfy { $0.status == .passed }
    }

    /// Every finding of the checkout, in path, line, column order.
    public var allFindings: [Finding] {
        (fileFindings + results.flatMap(\.findings)).sorted()
    }

    public func count(_ status: RuleStatus) -> Int {
        results.count { $0.status == status }
    }
}
