import BaselineSupport

/// How every command's options are written (`Subcommand.parse`): `--option=VALUE` or `--option VALUE`; and a seed.
enum OptionSyntax {
    /// `--option=VALUE` as the option and its value; any other argument as itself, with no value.
    static func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// An option's value: after `=`, or the next argument.
    static func value(
        of name: String, inline: String?, from remaining: inout ArraySlice<String>
    ) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        return next
    }

    /// What `--seed` takes, for the messages that refuse another value.
    static let seedForm = "an unsigned 64-bit integer (decimal or 0x hexadecimal)"

    /// A seed as `seedForm` describes it; `nil` for anything else.
    static func seed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}
