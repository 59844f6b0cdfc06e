import BaselineSupport

/// Why a file that a rule needs could not be used. Each kind is reported once per
/// file, under its own rule ID, and the rules that needed the file are not evaluated.
public enum FileProblem: Error, Hashable, Sendable {
    case missing
    case notARegularFile(kind: String)
    case escapesCheckout(target: String)
    case tooLarge(size: Int, limit: Int)
    case unreadable(reason: String)
    case notUTF8(at: SourceLocation)
    case overBudget(size: Int, weight: CheckoutMemoryBudget.Weight, remaining: Int)

    /// The rule under which this problem is reported.
    public var rule: RuleDescriptor {
        switch self {
        case .missing: FileRules.missing
        case .notARegularFile: FileRules.notARegularFile
        case .escapesCheckout: FileRules.escapesCheckout
        case .tooLarge: FileRules.tooLarge
        case .unreadable: FileRules.unreadable
        case .notUTF8: FileRules.notUTF8
        case .overBudget: FileRules.overBudget
        }
    }

    /// The stable rule ID under which this problem is reported.
    public var ruleID: String { rule.id }

    public var message: String {
        switch self {
        case .missing:
            "required file is missing"
        case .notARegularFile(let kind):
            "expected a regular file, found a \(kind)"
        case .escapesCheckout(let target):
            "symbolic link leads outside the checkout (to \(target)); not followed"
        case .tooLarge(let size, let limit):
            "file is \(size) bytes, over the \(limit)-byte limit; not read"
        case .unreadable(let reason):
            "file cannot be read: \(reason)"
        case .notUTF8:
            "file is not valid UTF-8 text"
        case .overBudget(let size, let weight, let remaining):
            "file is \(Mebibytes.text(size)); parsed as a \(weight.kind) it may take \(weight.bytesPerByte) times that in"
                + " memory, more than the \(Mebibytes.text(remaining)) left of the checkout's"
                + " \(Mebibytes.text(CheckoutMemoryBudget.total)) budget; not read"
        }
    }

    public var location: SourceLocation? {
        if case .notUTF8(let location) = self { return location }
        return nil
    }

    /// The finding that reports this problem with the file at `path`.
    package func finding(at path: String) -> Finding {
        Finding(ruleID: ruleID, severity: .error, message: message, path: path, location: location)
    }
}

/// The input a rule asked for, and why it cannot have it.
public enum InputUnavailable: Error, Hashable, Sendable {
    case file(path: String, FileProblem)
    case unparseable(path: String, format: String, ParseError)

    public var path: String {
        switch self {
        case .file(let path, _), .unparseable(let path, _, _): path
        }
    }

    /// One line saying why a rule that needed this input was not evaluated.
    public var reason: String {
        switch self {
        case .file(let path, let problem):
            "\(path): \(problem.message) [\(problem.ruleID)]"
        case .unparseable(let path, let format, let error):
            "\(path): does not parse as \(format): \(error)"
        }
    }
}
