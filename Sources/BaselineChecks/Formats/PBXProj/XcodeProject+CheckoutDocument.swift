/// A `project.pbxproj` that rules share through the checkout's document cache.
extension XcodeProject: TextDocument {
    public static let formatName = "Xcode project"

    public static func parse(_ file: TextFile) throws(ParseError) -> XcodeProject {
        try XcodeProject(parsing: file.utf8)
    }
}
