/// A podspec that rules share through the checkout's document cache.
extension Podspec: TextDocument {
    public static let formatName = "podspec"

    public static func parse(_ file: TextFile) throws(ParseError) -> Podspec {
        try Podspec(parsing: file.utf8)
    }
}
