import BaselineChecks
import BaselineSupport
import BehaviourVerification
import RuleRegistry

/// `xcode-test`: what the checkout's `make xcode-test` proves on a Mac, on Linux, in one report per checkout.
enum XcodeTestCommand: Subcommand {
    typealias Arguments = VerificationArguments

    static let name = "xcode-test"
    static let synopsis = ["xcode-test [--rev REV ...] [OPTIONS] [CHECKOUT ...]"]
    static var summary: String {
        """
        what the checkout's `make xcode-test` (its build.sh) proves on a Mac,
        on Linux, in one report: its own XCTest suite as --xctest runs it
        (\(VerifyControlCommand.ids { $0.runs == [.ownTests] })), and its sample app (example/SampleApp) type-checked
        against the stand-in and the control, its storyboards' classes,
        outlets and actions cross-checked (\(VerifyControlCommand.ids { $0.runs == [.sampleApp] })); and
        build.sh's greps of the generated header held against the header
        objc-header derives (\(RuleRegistry.ranges(RuleRegistry.standard.rules(of: .header).map(\.id))))
        """
    }

    static var options: [CommandOption<Arguments>] {
        ControlVerificationRun.outputOptions("verify", writer: name) + [
            ControlVerificationRun.skipTest("""
                leave out the test Class.method (or method) of the checkout's own
                suite; a name that is no test fails the run
                """),
            ControlVerificationRun.noSandbox,
        ]
    }

    static func validate(_ arguments: inout Arguments, _ words: ParsedWords) throws(UsageError) {
        arguments.verify.mode = .xcodeTest
        ControlVerificationRun.place(&arguments, words)
    }

    static func run(_ arguments: Arguments, style: OutputStyle, io: any CommandIO) throws(UsageError) -> Int32 {
        try ControlVerificationRun.run(arguments, style: style, io: io)
    }
}
