/// MK, SH and CI: the Make gate, the build script and the hosted workflow.
public enum BuildRules {
    public static let all = [makeGateFailsClosed, makeXcodeTest, buildScriptHeader, buildScriptTargets,
                             workflowReadOnly, workflowNoCredentials, workflowRunsGates, workflowTimeout]

    static let makeGateFailsClosed = Rule(
        id: "MK001",
        name: "make-gate-fails-closed",
        summary: "The Makefile refuses MAKEFILES, an overridden MAKEFILE_LIST and other makefiles, and runs the spaced-path regression.",
        rationale: "Every gate target derives the root from the loaded Makefile; a second makefile could replace the gate silently.",
        check: .all([
            .text(path: CheckoutPaths.makefile, requirements: [
                "MAKEFILES must be empty", "MAKEFILE_LIST must not be overridden", "repository Makefile must be loaded alone",
                ".SECONDEXPANSION:", #"@python3 "$(ROOT)/scripts/test-make-spaced-path.py""#,
            ].map { .phrase($0, .present) }),
            .fileExists(path: CheckoutPaths.spacedPathRegression),
        ]),
        examples: RuleExamples(
            failing: [
                RuleExample("the regression script is gone", removed: [CheckoutPaths.spacedPathRegression]),
                RuleExample("no MAKEFILES guard", path: CheckoutPaths.makefile, contents: """
                    ↓.SECONDEXPANSION:
                    $(error MAKEFILE_LIST must not be overridden)
                    $(error repository Makefile must be loaded alone)
                    check:
                    \t@python3 "$(ROOT)/scripts/test-make-spaced-path.py"
                    """),
            ],
            passing: [RuleExample("every guard", path: CheckoutPaths.makefile, contents: """
                .SECONDEXPANSION:
                $(error MAKEFILES must be empty)
                $(error MAKEFILE_LIST must not be overridden)
                $(error repository Makefile must be loaded alone)
                check:
                \t@python3 "$(ROOT)/scripts/test-make-spaced-path.py"
                """)]
        ),
        mutation: .replacing("MAKEFILES must be empty", with: "MAKEFILES must be unset", in: CheckoutPaths.makefile))

    static let makeXcodeTest = Rule(
        id: "MK002",
        name: "make-xcode-test",
        summary: "The Makefile has an `xcode-test::` target line and runs \"$(ROOT)/build.sh\".",
        rationale: "The executable iOS gate is reached through make; a double-colon rule cannot be replaced by a later makefile.",
        check: .text(path: CheckoutPaths.makefile, requirements: [
            .linePattern(#"^xcode-test::\s*$"#, .present), .phrase(#""$(ROOT)/build.sh""#, .present),
        ]),
        examples: RuleExamples(
            failing: [RuleExample("a single-colon target", path: CheckoutPaths.makefile, contents: """
                ↓xcode-test:
                \t"$(ROOT)/build.sh"
                """)],
            passing: [RuleExample("the double-colon target", path: CheckoutPaths.makefile, contents: """
                xcode-test::
                \t"$(ROOT)/build.sh"
                """)]
        ),
        mutation: .replacing("\nxcode-test::", with: "\nxcode-test:", in: CheckoutPaths.makefile))

    static let buildScriptHeader = Rule(
        id: "SH001",
        name: "build-script-header-check",
        summary: "build.sh works in a `mktemp -d` directory and inspects the generated iHeartRating-Swift.h header.",
        rationale: "The Objective-C compatibility header is part of the public surface; builds must not write into the checkout.",
        check: .text(path: CheckoutPaths.buildScript, requirements: [.phrase("mktemp -d", .present), .phrase("iHeartRating-Swift.h", .present)]),
        examples: RuleExamples(
            failing: [RuleExample("no header inspection", path: CheckoutPaths.buildScript, contents: """
                ↓#!/bin/sh
                work=$(mktemp -d)
                """)],
            passing: [RuleExample("both", path: CheckoutPaths.buildScript, contents: """
                #!/bin/sh
                work=$(mktemp -d)
                grep -q HeartRatingView "$work/iHeartRating-Swift.h"
                """)]
        ),
        mutation: .replacing("iHeartRating-Swift.h", with: "iHeartRating-Interface.h", in: CheckoutPaths.buildScript))

    static let buildScriptTargets = Rule(
        id: "SH002",
        name: "build-script-targets",
        summary: "build.sh builds the SampleApp.xcodeproj and runs the iHeartRatingTests.",
        rationale: "The hosted gate must exercise both the library tests and the sample application.",
        check: .text(path: CheckoutPaths.buildScript, requirements: [.phrase("SampleApp.xcodeproj", .present), .phrase("iHeartRatingTests", .present)]),
        examples: RuleExamples(
            failing: [RuleExample("the sample app is not built", path: CheckoutPaths.buildScript, contents: """
                ↓#!/bin/sh
                xcodebuild test -scheme iHeartRatingTests
                """)],
            passing: [RuleExample("both", path: CheckoutPaths.buildScript, contents: """
                #!/bin/sh
                xcodebuild test -scheme iHeartRatingTests
                xcodebuild build -project example/SampleApp/SampleApp.xcodeproj
                """)]
        ),
        mutation: .replacing("SampleApp.xcodeproj", with: "Sample.xcodeproj", in: CheckoutPaths.buildScript))

    static let readOnlyPermissions = "permissions:\n  contents: read"

    static let workflowReadOnly = Rule(
        id: "CI001",
        name: "workflow-read-only",
        summary: "The workflow declares `permissions: contents: read` exactly once and grants no write permission.",
        rationale: "A check job needs no write access; a token that can write is a target for a malicious pull request.",
        check: .text(path: CheckoutPaths.workflow, requirements: [
            .phrase(readOnlyPermissions, .exactly(1)),
            .linePattern(#"^\s+[A-Za-z0-9_-]+:\s*write\s*$"#, .absent),
        ]),
        examples: RuleExamples(
            failing: [
                RuleExample("a write permission", path: CheckoutPaths.workflow, contents: """
                    permissions:
                      contents: read
                    ↓  pull-requests: write
                    """),
                RuleExample("declared twice", path: CheckoutPaths.workflow, contents: """
                    permissions:
                      contents: read
                    jobs:
                      check:
                        ↓permissions:
                      contents: read
                    """),
            ],
            passing: [RuleExample("read only", path: CheckoutPaths.workflow, contents: """
                permissions:
                  contents: read
                jobs:
                  check:
                    runs-on: macos-15
                """)]
        ),
        mutation: .replacing("  contents: read\n", with: "  contents: read\n  pull-requests: write\n", in: CheckoutPaths.workflow))

    static let workflowNoCredentials = Rule(
        id: "CI002",
        name: "workflow-no-credentials",
        summary: "The workflow checks out with `persist-credentials: false`.",
        rationale: "Credentials left in the checkout's git config are readable by every later step.",
        check: .text(path: CheckoutPaths.workflow, requirements: [.phrase("persist-credentials: false", .present)]),
        examples: RuleExamples(
            failing: [RuleExample("credentials persist", path: CheckoutPaths.workflow, contents: """
                ↓steps:
                  - uses: actions/checkout@v4
                """)],
            passing: [RuleExample("credentials dropped", path: CheckoutPaths.workflow, contents: """
                steps:
                  - uses: actions/checkout@v4
                    with:
                      persist-credentials: false
                """)]
        ),
        mutation: .replacing("persist-credentials: false", with: "persist-credentials: true", in: CheckoutPaths.workflow))

    static let workflowRunsGates = Rule(
        id: "CI003",
        name: "workflow-runs-gates",
        summary: "The workflow runs both `make check` and `make xcode-test`.",
        rationale: "The static gate and the executable iOS gate must both run on every change.",
        check: .text(path: CheckoutPaths.workflow, requirements: [.phrase("run: make check", .present), .phrase("run: make xcode-test", .present)]),
        examples: RuleExamples(
            failing: [RuleExample("only the static gate", path: CheckoutPaths.workflow, contents: "↓      - run: make check\n")],
            passing: [RuleExample("both gates", path: CheckoutPaths.workflow, contents: """
                      - run: make check
                      - run: make xcode-test
                """)]
        ),
        mutation: .replacing("run: make xcode-test", with: "run: ./build.sh", in: CheckoutPaths.workflow))

    static let workflowTimeout = Rule(
        id: "CI004",
        name: "workflow-timeout",
        summary: "The workflow job sets `timeout-minutes: 20`.",
        rationale: "A hung simulator must not hold a hosted macOS runner for six hours.",
        check: .text(path: CheckoutPaths.workflow, requirements: [.phrase("timeout-minutes: 20", .present)]),
        examples: RuleExamples(
            failing: [RuleExample("no timeout", path: CheckoutPaths.workflow, contents: "↓jobs:\n  check:\n    runs-on: macos-15\n")],
            passing: [RuleExample("a 20-minute timeout", path: CheckoutPaths.workflow, contents: """
                jobs:
                  check:
                    runs-on: macos-15
                    timeout-minutes: 20
                """)]
        ),
        mutation: .replacing("timeout-minutes: 20", with: "timeout-minutes: 45", in: CheckoutPaths.workflow))
}
