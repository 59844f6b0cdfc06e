/// PKG and DOC: the package boundary and what the documentation promises.
public enum DocumentationRules {
    public static let all = [noSwiftPackage, readmePackageBoundary, visionPackageBoundary, packagePlanCompleted,
                             spacedPathsDocumented, locationPlanVerified]

    static let packageManifest = "Package.swift"

    static let noSwiftPackage = Rule(
        id: "PKG001",
        name: "no-swift-package",
        summary: "No Package.swift exists at the checkout root: the library declares CocoaPods and direct Xcode integration only.",
        rationale: """
            A manifest without resource handling and a hosted SwiftPM build would advertise a distribution \
            surface that nobody verifies.
            """,
        check: .fileAbsent(path: packageManifest),
        examples: RuleExamples(
            failing: [RuleExample("a Package.swift appears", path: packageManifest, contents: "↓// swift-tools-version:5.9\n")],
            passing: [RuleExample("no manifest (the example checkout as it is)")]
        ),
        mutation: .replacingFile("Package.swift", with: "// swift-tools-version:5.9\n"))

    static let readmePhrases = [
        "Swift Package Manager is not currently supported",
        "CocoaPods and direct Xcode project integration",
        "hosted SwiftPM build",
    ]

    static let readmePackageBoundary = Rule(
        id: "DOC001",
        name: "readme-package-boundary",
        summary: "README states that Swift Package Manager is not supported and names the supported integrations.",
        rationale: "Users must learn from the README which package managers are verified before they depend on one.",
        check: .text(path: CheckoutPaths.readme, requirements: readmePhrases.map { .phrase($0, .present) }),
        examples: RuleExamples(
            failing: [RuleExample("the package section is gone", path: CheckoutPaths.readme, contents: """
                ↓# iHeartRating
                Install with CocoaPods and direct Xcode project integration.
                """)],
            passing: [RuleExample("all three statements", path: CheckoutPaths.readme, contents: """
                # iHeartRating
                CocoaPods and direct Xcode project integration are the declared surfaces.
                Swift Package Manager is not currently supported: there is no hosted SwiftPM build.
                """)]
        ),
        mutation: .replacing("hosted SwiftPM build", with: "hosted build", in: CheckoutPaths.readme))

    static let visionKeeps = "Keep CocoaPods and direct Xcode integration as the only declared package"
    static let visionRevived = "Clarify Swift Package Manager support if the library is revived"

    static let visionPackageBoundary = Rule(
        id: "DOC002",
        name: "vision-package-boundary",
        summary: "VISION keeps CocoaPods and Xcode as the only declared package surfaces and drops the old SwiftPM item.",
        rationale: "The project direction must agree with the README; the superseded SwiftPM item would contradict it.",
        check: .text(path: CheckoutPaths.vision, requirements: [.phrase(visionKeeps, .present), .phrase(visionRevived, .absent)]),
        examples: RuleExamples(
            failing: [
                RuleExample("the superseded item is back", path: CheckoutPaths.vision, contents: """
                    - \(visionKeeps).
                    - ↓\(visionRevived).
                    """),
                RuleExample("the boundary is not stated", path: CheckoutPaths.vision, contents: "↓- Keep the control small.\n"),
            ],
            passing: [RuleExample("the boundary alone", path: CheckoutPaths.vision, contents: "- \(visionKeeps).\n")]
        ),
        mutation: .replacing("\n## ", with: "\n- Clarify Swift Package Manager support if the library is revived.\n\n## ", in: CheckoutPaths.vision))

    static let packagePlanCompleted = Rule(
        id: "DOC003",
        name: "package-plan-completed",
        summary: "The Swift package plan is marked completed and records its verification and four hostile mutations.",
        rationale: "An open plan would mean the package boundary decision is still pending.",
        check: .text(path: CheckoutPaths.packagePlan, requirements: [
            .pattern(#"(?mi)^status:\s*completed\s*$"#, .present, everyMatch: nil),
            .phrase("Verification Completed", .present),
            .phrase("Four focused hostile mutations", .present),
        ]),
        examples: RuleExamples(
            failing: [RuleExample("still in progress", path: CheckoutPaths.packagePlan, contents: """
                ↓# Swift package support
                status: in progress
                ## Verification Completed
                Four focused hostile mutations were run.
                """)],
            passing: [RuleExample("completed, in any case", path: CheckoutPaths.packagePlan, contents: """
                # Swift package support
                Status: Completed
                ## Verification Completed
                Four focused hostile mutations were run.
                """)]
        ),
        mutation: .replacing("status: completed", with: "status: draft", in: CheckoutPaths.packagePlan))

    static let spacedPathsDocumented = Rule(
        id: "DOC004",
        name: "spaced-paths-documented",
        summary: "README, AGENTS and CHANGES say that the Make gate works through paths containing spaces.",
        rationale: "Maintainers and agents rely on the gate working from any checkout location; the docs must say so.",
        check: .all([
            .text(path: CheckoutPaths.readme, requirements: [.phrase("paths containing spaces", .present)]),
            .text(path: CheckoutPaths.agents, requirements: [.phrase("absolute checkout paths containing spaces", .present)]),
            .text(path: CheckoutPaths.changes, requirements: [.phrase("roots containing spaces", .present)]),
        ]),
        examples: RuleExamples(
            failing: [RuleExample("AGENTS does not mention spaces", path: CheckoutPaths.agents, contents: """
                ↓# Agents
                Run make check before pushing.
                """)],
            passing: [RuleExample("AGENTS states it", path: CheckoutPaths.agents, contents: """
                # Agents
                Run make check; it works from absolute checkout paths containing spaces.
                """)]
        ),
        mutation: .replacing("roots containing spaces", with: "roots with spaces", in: CheckoutPaths.changes))

    static let verificationLine = "## Verification Completed"

    static let locationPlanVerified = Rule(
        id: "DOC005",
        name: "location-plan-verified",
        summary: "The location-independent Make plan has one `status: completed` line and a finished verification section.",
        rationale: "A verification section that still lists pending work would claim evidence that does not exist.",
        check: .all([
            .text(path: CheckoutPaths.locationPlan, requirements: [
                .pattern(#"(?m)^status: .+$"#, .exactly(1), everyMatch: "status: completed"),
            ]),
            .textAfterLine(path: CheckoutPaths.locationPlan, line: verificationLine, requirements: [
                .phrase("space-containing absolute Makefile paths passed", .present),
                .forbiddenWords(["pending", "todo", "tbd", "not run"]),
            ]),
        ]),
        examples: RuleExamples(
            failing: [
                RuleExample("a pending item after the verification line", path: CheckoutPaths.locationPlan, contents: """
                    status: completed
                    ## Verification Completed
                    - space-containing absolute Makefile paths passed
                    - xcode-test: ↓Pending on a Mac
                    """),
                RuleExample("two status lines", path: CheckoutPaths.locationPlan, contents: """
                    status: completed
                    ↓status: draft
                    ## Verification Completed
                    - space-containing absolute Makefile paths passed
                    """),
            ],
            passing: [RuleExample("complete, and “pendingly” is not the word pending", path: CheckoutPaths.locationPlan, contents: """
                status: completed
                ## Verification Completed
                - space-containing absolute Makefile paths passed
                - nothing left pendingly (not a whole word)
                """)]
        ),
        mutation: .replacing("## Verification Completed\n", with: "## Verification Completed\n\n- TODO: rerun on macOS 15.\n", in: CheckoutPaths.locationPlan))
}
