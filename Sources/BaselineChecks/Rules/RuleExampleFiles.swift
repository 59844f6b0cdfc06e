/// Small, complete project files and podspecs for the PRJ and POD rule examples: each example
/// changes one thing of a conforming file, so that it shows exactly what its rule catches.
enum RuleExampleFiles {
    /// A library project with the targets iHeartRating and iHeartRatingTests, Debug and Release each.
    static func libraryProject(
        projectSettings: String = "IPHONEOS_DEPLOYMENT_TARGET = 12.0;",
        librarySettings: (debug: String, release: String) = ("SWIFT_VERSION = 5.0;", "SWIFT_VERSION = 5.0;"),
        testSettings: (debug: String, release: String) = ("SWIFT_VERSION = 5.0;", "SWIFT_VERSION = 5.0;"),
        libraryBuildPhases: String = "S1",
        rootObject: String = "P0",
        markedConfiguration: String? = nil
    ) -> String {
        func configuration(_ id: String, _ name: String, _ settings: String) -> String {
            let mark = id == markedConfiguration ? String(RuleExample.marker) : ""
            return "\t\t\(mark)\(id) /* \(name) */ = {isa = XCBuildConfiguration; name = \(name); buildSettings = {\(settings)}; };"
        }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 50;
            \tobjects = {
            \t\tP0 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, ); };
            \t\tG0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            \t\tF1 /* iHeartRatingView.swift */ = {isa = PBXFileReference; path = iHeartRatingView.swift; sourceTree = "<group>"; };
            \t\tB1 /* iHeartRatingView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
            \t\tS1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            \t\tT1 /* iHeartRating */ = {isa = PBXNativeTarget; name = iHeartRating; buildConfigurationList = L1; buildPhases = (\(libraryBuildPhases), ); dependencies = ( ); };
            \t\tT2 /* iHeartRatingTests */ = {isa = PBXNativeTarget; name = iHeartRatingTests; buildConfigurationList = L2; buildPhases = ( ); dependencies = (D2, ); };
            \t\tD2 = {isa = PBXTargetDependency; target = T1; targetProxy = X2; };
            \t\tX2 = {isa = PBXContainerItemProxy; containerPortal = P0; proxyType = 1; remoteGlobalIDString = T1; remoteInfo = iHeartRating; };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C01, C02, ); defaultConfigurationName = Release; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C11, C12, ); defaultConfigurationName = Release; };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C21, C22, ); defaultConfigurationName = Release; };
            \(configuration("C01", "Debug", projectSettings))
            \(configuration("C02", "Release", projectSettings))
            \(configuration("C11", "Debug", librarySettings.debug))
            \(configuration("C12", "Release", librarySettings.release))
            \(configuration("C21", "Debug", testSettings.debug))
            \(configuration("C22", "Release", testSettings.release))
            \t};
            \trootObject = \(rootObject) /* Project object */;
            }

            """
    }

    /// The podspec of version 0.2.0; each argument replaces one attribute's Ruby source
    /// (`beforeSpec` goes before `Pod::Spec.new`: a position mark).
    static func podspec(
        version: String = "'0.2.0'",
        homepage: String = "'https://github.com/garethpaul/iHeartRating'",
        tag: String = "s.version.to_s",
        platform: String = ":ios, '12.0'",
        swiftVersion: String? = "'5.0'",
        sourceFiles: String = "'iHeartRating/*.{swift}'",
        beforeSpec: String = ""
    ) -> String {
        """
        \(beforeSpec)Pod::Spec.new do |s|
          s.name          = 'iHeartRating'
          s.version       = \(version)
          s.summary       = 'A rating view that uses any image: hearts, stars, pigeons.'
          s.homepage      = \(homepage)
          s.license       = { :type => 'MIT', :file => 'LICENSE' }
          s.author        = { 'Gareth Paul Jones' => 'garethpaul' }
          s.source        = { :git => 'https://github.com/garethpaul/iHeartRating.git', :tag => \(tag) }
          s.platform      = \(platform)
        \(swiftVersion.map { "  s.swift_version = \($0)\n" } ?? "")\
          s.source_files  = \(sourceFiles)
        end

        """
    }
}
