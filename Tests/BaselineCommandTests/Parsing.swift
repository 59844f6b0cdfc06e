import BaselineSupport
import XCTest
@testable import BaselineCommand

extension Subcommand {
    /// The arguments `words` (after the command's name) parse to; a parse that asks for help fails the test.
    static func arguments(_ words: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Arguments {
        guard case .arguments(let arguments) = try parse(words, among: CommandList.all) else {
            XCTFail("\(words) asked for help", file: file, line: line)
            throw UsageError("help")
        }
        return arguments
    }
}

/// The one line a usage error prints (without `check-baseline: `), or `nil` when `arguments` are no usage error.
func usageError(_ arguments: [String]) -> String? {
    let outcome = CheckBaseline.run(arguments)
    guard outcome.exitCode == 2, outcome.standardOutput.isEmpty, outcome.standardError.hasPrefix("check-baseline: "),
          outcome.standardError.hasSuffix("\n") else { return nil }
    return String(outcome.standardError.dropFirst("check-baseline: ".count).dropLast())
}
