// swift-tools-version:6.0
import PackageDescription

// The modules a verification runs through (thousands of model cases, their JSON, the driver's records) are
// optimised in debug builds too: unoptimised, one verify-control spends ten times as long in them, and the tests
// run hundreds of verifications. The other modules stay unoptimised, for fast builds and debugging.
let optimizedInTests: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "check-baseline",
    products: [
        .executable(name: "check-baseline", targets: ["check-baseline"]),
        .library(name: "BaselineChecks", targets: ["BaselineChecks"]),
        .library(name: "BehaviourVerification", targets: ["BehaviourVerification"]),
        .library(name: "MutationTesting", targets: ["MutationTesting"]),
        .library(name: "BaselineCommand", targets: ["BaselineCommand"]),
        .library(name: "RatingReference", targets: ["RatingReference"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CLibPlist",
            pkgConfig: "libplist-2.0",
            providers: [.apt(["libplist-dev"]), .brew(["libplist"])]
        ),
        // Small helpers the library, the verifier, the oracle and the command line share: whole reads and
        // writes of a file descriptor, child processes, paths, temporary files, the usage error, markup and
        // message escaping, the line map from offsets to positions, UTF-8 validation, trimming, linear substring
        // search, SHA-256 and hexadecimal.
        .target(name: "BaselineSupport", swiftSettings: optimizedInTests),
        .target(name: "JSONCoding", dependencies: ["BaselineSupport"], swiftSettings: optimizedInTests),
        .target(
            name: "BaselineChecks",
            dependencies: ["CLibXML2", "CLibPlist", "BaselineSupport", "JSONCoding"]),
        // The trust boundary: everything that compiles or runs a checkout's code (verify-control) lives here,
        // never in BaselineChecks, which only reads a checkout.
        .target(
            name: "BehaviourVerification",
            dependencies: ["BaselineChecks", "BaselineSupport", "JSONCoding", "RatingReference"],
            swiftSettings: optimizedInTests,
            plugins: ["EmbedSources"]),
        // mutation-score: a client of the verifier (each mutant is a control it verifies), so it sits above it
        // and nothing of the verifier leans on it.
        .target(
            name: "MutationTesting",
            dependencies: ["BehaviourVerification", "BaselineChecks", "BaselineSupport", "JSONCoding", "RatingReference"],
            swiftSettings: optimizedInTests),
        .executableTarget(name: "embed-sources"),
        .plugin(name: "EmbedSources", capability: .buildTool(), dependencies: ["embed-sources"]),
        .target(name: "RatingReference", dependencies: ["BaselineSupport", "JSONCoding"], swiftSettings: optimizedInTests),
        .target(name: "UIKitStandIn"),
        // The writing end of verify-control's result channel: embedded in the programs that run a checkout's
        // code (the control driver, the checkout's tests), built here too so that its tests reach it.
        .target(name: "ResultChannelWriter"),
        // Every rule the tool can report, of every family, in one list: the one module that sees both BaselineChecks
        // (the catalog, FILE, HDR) and BehaviourVerification (BHV, APP).
        .target(name: "RuleRegistry", dependencies: ["BaselineChecks", "BehaviourVerification"]),
        .target(
            name: "BaselineCommand",
            dependencies: [
                "BaselineChecks", "BehaviourVerification", "BaselineSupport", "JSONCoding", "MutationTesting", "RatingReference",
                "RuleRegistry",
            ]),
        .executableTarget(name: "check-baseline", dependencies: ["BaselineChecks", "BaselineCommand", "BaselineSupport"]),
        .executableTarget(name: "baseline-bench", dependencies: ["BaselineChecks"], path: "Benchmarks"),
        // Helpers the test targets share: temporary directories, a process runner, a git fixture, the example checkout.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "CheckoutTestSupport", dependencies: ["BaselineChecks", "TestSupport"], path: "Tests/CheckoutTestSupport"),
        .testTarget(
            name: "BaselineChecksTests",
            dependencies: [
                "BaselineChecks", "BaselineCommand", "BaselineSupport", "CheckoutTestSupport", "RuleRegistry", "TestSupport",
            ]),
        .testTarget(
            name: "BehaviourVerificationTests",
            dependencies: [
                "BehaviourVerification", "BaselineChecks", "BaselineSupport", "CheckoutTestSupport", "JSONCoding",
                "RatingReference", "ResultChannelWriter", "TestSupport",
            ]),
        // The verifier's tests that compile and run code in the sandbox: seconds each; the fast ones stay in
        // BehaviourVerificationTests, which needs neither swiftc nor bubblewrap.
        .testTarget(
            name: "BehaviourVerificationRunTests",
            dependencies: [
                "BehaviourVerification", "BaselineChecks", "BaselineSupport", "CheckoutTestSupport", "RatingReference",
                "RuleRegistry", "TestSupport",
            ]),
        .testTarget(
            name: "MutationTestingTests",
            dependencies: [
                "MutationTesting", "BehaviourVerification", "BaselineChecks", "BaselineSupport", "CheckoutTestSupport", "TestSupport",
            ]),
        .testTarget(
            name: "BaselineCommandTests",
            dependencies: [
                "BaselineCommand", "BehaviourVerification", "BaselineChecks", "BaselineSupport", "MutationTesting", "RatingReference",
                "RuleRegistry", "TestSupport",
            ]),
        .testTarget(name: "RatingReferenceTests", dependencies: ["RatingReference", "JSONCoding", "TestSupport"]),
        .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding"]),
        .testTarget(name: "BaselineSupportTests", dependencies: ["BaselineSupport", "TestSupport"]),
        .testTarget(name: "CheckBaselineCLITests", dependencies: ["check-baseline", "TestSupport"]),
        .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn"]),
    ]
)
