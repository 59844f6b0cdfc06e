/// PRJ: the Xcode projects, parsed as OpenStep property lists.
public enum ProjectRules {
    public static let all = [targetSwiftVersion, deploymentTarget, projectReferences]

    static let projects = [CheckoutPaths.libraryProject, CheckoutPaths.sampleProject]

    static let targetSwiftVersion = Rule(
        id: "PRJ001",
        name: "target-swift-version",
        summary: "Every build configuration of every native target sets SWIFT_VERSION = 5.0 (library: 2 targets × 2, sample: 3 × 2).",
        rationale: """
            The projects pin Swift 5 for every target; counting the text `SWIFT_VERSION = 5.0;` misses a \
            configuration that says otherwise while the phrase appears elsewhere, so each configuration is read.
            """,
        check: .targetBuildSetting(projects: [
            ProjectConfigurationCount(path: CheckoutPaths.libraryProject, targetConfigurations: 4),
            ProjectConfigurationCount(path: CheckoutPaths.sampleProject, targetConfigurations: 6),
        ], key: "SWIFT_VERSION", value: "5.0"),
        examples: RuleExamples(
            failing: [
                RuleExample(
                    "the tests' Release says 4.2 while `SWIFT_VERSION = 5.0;` still appears four times",
                    path: CheckoutPaths.libraryProject,
                    contents: RuleExampleFiles.libraryProject(
                        projectSettings: "IPHONEOS_DEPLOYMENT_TARGET = 12.0; SWIFT_VERSION = 5.0;",
                        testSettings: ("SWIFT_VERSION = 5.0;", "↓SWIFT_VERSION = 4.2;"))),
                RuleExample(
                    "the library's Debug configuration does not set SWIFT_VERSION",
                    path: CheckoutPaths.libraryProject,
                    contents: RuleExampleFiles.libraryProject(
                        librarySettings: ("", "SWIFT_VERSION = 5.0;"), markedConfiguration: "C11")),
            ],
            passing: [
                RuleExample("both targets, both configurations at 5.0",
                            path: CheckoutPaths.libraryProject, contents: RuleExampleFiles.libraryProject()),
            ]
        ),
        mutation: .replacing("SWIFT_VERSION = 5.0;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};\n\t\t\tname = Release;", with: "SWIFT_VERSION = 4.2;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t};\n\t\t\tname = Release;", in: CheckoutPaths.libraryProject))

    static let deploymentTarget = Rule(
        id: "PRJ002",
        name: "deployment-target",
        summary: "No build configuration declares IPHONEOS_DEPLOYMENT_TARGET 9.x; one that differs from the podspec's iOS version is a warning.",
        rationale: """
            The library supports iOS 12 and newer; a project that still builds for iOS 9 tests a platform \
            that consumers cannot use, and a project that disagrees with the podspec ships untested settings.
            """,
        check: .deploymentTargets(
            projects: projects, key: "IPHONEOS_DEPLOYMENT_TARGET", forbiddenMajor: "9", podspec: CheckoutPaths.podspec),
        examples: RuleExamples(
            failing: [
                RuleExample("the project-level configurations target iOS 9.0", path: CheckoutPaths.libraryProject,
                            contents: RuleExampleFiles.libraryProject(projectSettings: "↓IPHONEOS_DEPLOYMENT_TARGET = 9.0;")),
                RuleExample("one target's Release targets iOS 9.3", path: CheckoutPaths.libraryProject,
                            contents: RuleExampleFiles.libraryProject(
                                librarySettings: ("SWIFT_VERSION = 5.0;", "SWIFT_VERSION = 5.0; ↓IPHONEOS_DEPLOYMENT_TARGET = 9.3;"))),
            ],
            passing: [
                RuleExample("iOS 12.0, as the podspec says", path: CheckoutPaths.libraryProject,
                            contents: RuleExampleFiles.libraryProject()),
            ]
        ),
        mutation: .replacing("IPHONEOS_DEPLOYMENT_TARGET = 12.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 9.3;", in: CheckoutPaths.sampleProject))

    static let projectReferences = Rule(
        id: "PRJ003",
        name: "project-references",
        summary: "Both project files parse, their rootObject is a PBXProject in `objects`, and every object they refer to exists.",
        rationale: """
            A merge that drops an object leaves a dangling identifier that only Xcode notices, by refusing to \
            open the project. A container item proxy into another project may name that project's objects.
            """,
        check: .projectReferences(projects: projects),
        examples: RuleExamples(
            failing: [
                RuleExample("the library target lists a build phase that does not exist", path: CheckoutPaths.libraryProject,
                            contents: RuleExampleFiles.libraryProject(libraryBuildPhases: "S1, ↓S9")),
                RuleExample("rootObject names a missing object", path: CheckoutPaths.libraryProject,
                            contents: RuleExampleFiles.libraryProject(rootObject: "↓P9")),
                RuleExample("a missing semicolon", path: CheckoutPaths.libraryProject, contents: """
                    // !$*UTF8*$!
                    {
                    \tobjects = {
                    \t};
                    \trootObject = P0
                    ↓}
                    """),
            ],
            passing: [
                RuleExample("every reference resolves", path: CheckoutPaths.libraryProject,
                            contents: RuleExampleFiles.libraryProject()),
            ]
        ),
        mutation: .replacing("7D1A000E1C2B3A4D00E5F601 /* README.md */,", with: "7D1A00FFFFFFFFFFFFFFFFFF /* README.md */,", in: CheckoutPaths.libraryProject))
}
