/// A Swift source file that rules share through the checkout's document cache.
extension SwiftSourceFile: TextDocument {
    public static let formatName = "Swift source"

    public static func parse(_ file: TextFile) throws(ParseError) -> SwiftSourceFile {
        try SwiftSourceFile(utf8: file.utf8)
    }
}
