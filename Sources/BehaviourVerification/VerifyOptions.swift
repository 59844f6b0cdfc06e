import BaselineChecks

/// How `verify-control` drives the control.
public struct VerifyOptions: Equatable, Sendable {
    /// How many generated cases run after the documented ones.
    public var generatedCases = 3_000
    /// The seed the generated cases follow from.
    public var seed: UInt64 = 20_261_201
    /// Whether the control runs inside bubblewrap (only `--no-sandbox` turns it off).
    public var sandboxed = true
    /// The revision whose control the checkout's (or `--rev`'s) is compared with, instead of the model.
    public var against: String?
    /// Run the checkout's own XCTest suite against the stand-in instead of the model's cases.
    public var ownTests = false
    /// `xcode-test`: the proofs of the checkout's `make xcode-test` (its own suite, its sample app) instead of the model's cases.
    public var xcodeTest = false
    /// Tests of the checkout's suite not to run (`Class.method` or `method`), with `--xctest`.
    public var skippedTests: [String] = []
    /// Only build what every verification shares (the UIKit stand-in) into the cache, and verify nothing.
    public var prepareOnly = false

    public init() {}

    /// The most generated cases one run takes.
    public static let maximumGeneratedCases = 1_000_000
}
