import XCTest
@testable import BaselineCommand

/// What every command does alike, from the one command list: its own help, and one exit code for a checkout path
/// that cannot be read.
final class CommandHelpAndCheckoutTests: XCTestCase {
    /// `check-baseline COMMAND --help` is the command's own: its usage lines, then every option of its table.
    func testEachCommandsHelp_isItsOwn_andListsEveryOptionOfItsTable() {
        for command in CommandList.all where !command.name.isEmpty {
            let outcome = CheckBaseline.run([command.name, "--help"])
            XCTAssertEqual(outcome.exitCode, 0, command.name)
            XCTAssertTrue(outcome.standardOutput.hasPrefix("USAGE: check-baseline \(command.name)"), outcome.standardOutput)
            XCTAssertEqual(outcome.standardOutput, command.help)
            let rows = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  -") }
            for name in command.optionNames {
                XCTAssertTrue(rows.contains { $0.split(separator: " ").contains { $0.trimmingCharacters(in: [","]) == name } },
                              "\(command.name) --help does not list \(name)")
            }
        }
        XCTAssertEqual(CheckBaseline.run(["-h"]).standardOutput, HelpText.usage + "\n")
    }

    /// A checkout path that cannot be read is that checkout's FILE007 finding and exit code 1, whichever command reads
    /// it, as the README's exit codes say.
    func testAnUnreadableCheckoutPath_exitsOneWithItsFILE007Finding_inEveryCommandThatReadsOne() {
        let path = "/nonexistent/checkout"
        var commands = [[path], ["objc-header", path], ["objc-header", "--check", path], ["mutation-score", path],
                        ["mutation-score", "--list", path]]
        commands += [["verify-control", path], ["xcode-test", path]]
        for arguments in commands {
            let outcome = CheckBaseline.run(arguments)
            if arguments[0] == "verify-control" || arguments[0] == "xcode-test",
               outcome.exitCode == 2, outcome.standardError.contains("cannot run here") {
                continue  // no toolchain or sandbox here: the verifier stops before it reads a checkout
            }
            XCTAssertEqual(outcome.exitCode, 1, "\(arguments): \(outcome.standardError)")
            XCTAssertTrue((outcome.standardOutput + outcome.standardError).contains(
                "\(path): error: cannot be read: \(path): no such directory [FILE007]"), "\(arguments)")
        }
    }
}
