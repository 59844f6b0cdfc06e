/// What the user asked for on the command line.
public enum Invocation: Equatable, Sendable {
    case check(CheckOptions)
    case listRules(format: String)
    case explain(ruleID: String)
    case help
    case version
}

public struct CheckOptions: Equatable, Sendable {
    public var checkouts: [String] = []
    public var format = TextReport.name
    public var only: [String] = []
    public var skip: [String] = []

    public init() {}
}

/// A command line that cannot be obeyed (exit code 2).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

extension Invocation {
    /// Parses the arguments that follow the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.first == "explain" {
            guard arguments.count == 2, let id = arguments.last, !id.hasPrefix("-") else {
                throw UsageError("explain takes one rule ID, e.g. `check-baseline explain SRC004`")
            }
            return .explain(ruleID: id)
        }
        var options = CheckOptions()
        var listRules = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                options.checkouts += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                options.checkouts.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "-h", "--help": return .help
            case "--version": return .version
            case "--list-rules": listRules = true
            case "--format": options.format = try value(of: name, inline: inlineValue, from: &remaining)
            case "--only": options.only += ruleList(try value(of: name, inline: inlineValue, from: &remaining))
            case "--skip": options.skip += ruleList(try value(of: name, inline: inlineValue, from: &remaining))
            default: throw UsageError("unknown option \(name); see --help")
            }
        }
        guard ReportFormats.named(options.format) != nil || (listRules && options.format == "json") else {
            throw UsageError("unknown format \(options.format); expected one of \(ReportFormats.all.map { $0.name }.joined(separator: ", "))")
        }
        if listRules { return .listRules(format: options.format) }
        if options.checkouts.isEmpty { options.checkouts = ["."] }
        return .check(options)
    }

    /// An option's value: after `=`, or the next argument.
    private static func value(
        of name: String, inline: String?, from remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        return next
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func ruleList(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0.trimmingWhitespace) }.filter { !$0.isEmpty }
    }
}
