import BaselineChecks

/// How `verify-control` drives the control.
public struct VerifyOptions: Equatable, Sendable {
    /// What a run does, one at a time.
    public enum Mode: Equatable, Sendable {
        /// `verify-control`: hold the control against the model on the documented and generated cases.
        case model
        /// `verify-control --against REV`: hold the control (of the work tree, or of the one revision asked)
        /// against itself at `REV` instead of against the model.
        case comparison(against: String)
        /// `verify-control --xctest`: run the checkout's own XCTest suite against the stand-in instead of the model's cases.
        case ownTests
        /// `xcode-test`: the proofs of the checkout's `make xcode-test` (its own suite, its header, its sample app).
        case xcodeTest
        /// `verify-control --prepare`: only build what every verification shares (the UIKit stand-in) into the
        /// cache, and verify nothing.
        case prepare
    }

    public var mode = Mode.model
    /// How many generated cases run after the documented ones.
    public var generatedCases = 3_000
    /// The seed the generated cases follow from.
    public var seed: UInt64 = 20_261_201
    /// Whether the control runs inside bubblewrap (only `--no-sandbox` turns it off).
    public var sandboxed = true
    /// Tests of the checkout's suite not to run (`Class.method` or `method`), with `--xctest` and `xcode-test`.
    public var skippedTests: [String] = []
    /// Where each shrunk case a finding shows is written as a case file for `oracle --eval` (`--save-cases DIR`).
    public var savedCases: String?
    /// Test files to compile and run with the checkout's own tests (`--xctest --add-tests FILE`), such as the
    /// oracle's exported conformance suite: paths on this machine, not in the checkout.
    public var addedTests: [String] = []

    public init() {}

    /// The most generated cases one run takes.
    public static let maximumGeneratedCases = 1_000_000
}
