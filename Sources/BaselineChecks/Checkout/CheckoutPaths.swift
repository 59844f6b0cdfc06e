/// Where a rating-view checkout keeps the files the catalog checks.
public enum CheckoutPaths {
    public static let source = "iHeartRating/iHeartRatingView.swift"
    public static let tests = "iHeartRatingTests/iHeartRatingTests.swift"
    public static let libraryProject = "iHeartRating.xcodeproj/project.pbxproj"
    /// The sample app's folder, where `build.sh` builds it and verify-control reads it.
    public static let sampleAppFolder = "example/SampleApp"
    public static let sampleProject = "example/SampleApp/SampleApp.xcodeproj/project.pbxproj"
    public static let podspec = "iHeartRating.podspec"
    public static let archivedPodspec = "iHeartRating/0.1.6/iHeartRating.podspec"
    public static let makefile = "Makefile"
    public static let buildScript = "build.sh"
    public static let readme = "README.md"
    public static let vision = "VISION.md"
    public static let changes = "CHANGES.md"
    public static let agents = "AGENTS.md"
    public static let workflow = ".github/workflows/check.yml"
    public static let packagePlan = "docs/plans/2026-06-26-swift-package-support.md"
    public static let locationPlan = "docs/plans/2026-06-13-location-independent-make.md"
    public static let spacedPathRegression = "scripts/test-make-spaced-path.py"
    public static let plists = [
        "iHeartRating/Info.plist",
        "iHeartRatingTests/Info.plist",
        "example/SampleApp/SampleApp/Info.plist",
        "example/SampleApp/SampleAppTests/Info.plist",
        "example/SampleApp/SampleAppUITests/Info.plist",
    ]
    public static let storyboards = [
        "example/SampleApp/SampleApp/Base.lproj/Main.storyboard",
        "example/SampleApp/SampleApp/Base.lproj/LaunchScreen.storyboard",
    ]
    public static let overviewSVG = "docs/readme-overview.svg"
    public static let projectBundles = ["iHeartRating.xcodeproj", "example/SampleApp/SampleApp.xcodeproj"]
}
