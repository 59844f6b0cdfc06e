import BaselineSupport

/// What a directory given to check turns out to be: a checkout (it holds at least one of the files
/// that identify one: the podspecs, Swift sources and Xcode projects the rules read), a folder inside
/// one (the root of the git work tree around it does), or neither.
enum CheckoutDiscovery {
    enum Outcome {
        case checkout(DirectorySource)
        /// The directory holds none of the files; the work tree's root around it does.
        case enclosingRoot(DirectorySource)
        /// Neither the directory nor a work tree around it holds any of the files.
        case notACheckout(DirectorySource)

        var source: DirectorySource {
            switch self {
            case .checkout(let source), .enclosingRoot(let source), .notACheckout(let source): source
            }
        }
    }

    static func locate(_ path: String, rules: [Rule]) throws(CheckoutOpenError) -> Outcome {
        let source = try DirectorySource(root: path)
        let inputs = identifyingFiles(rules)
        guard !inputs.isEmpty, !holdsAny(inputs, source) else { return .checkout(source) }
        if let root = FilePaths.untrustedRoot(of: path), root != source.resolvedRoot,
           let enclosing = try? DirectorySource(root: root), holdsAny(inputs, enclosing) {
            return .enclosingRoot(enclosing)
        }
        return .notACheckout(source)
    }

    /// The podspecs, Swift sources and Xcode projects the rules read (not those that must be absent);
    /// every file they read when they read none of those (a catalog about something else).
    static func identifyingFiles(_ rules: [Rule]) -> Set<String> {
        let absent = Set(rules.flatMap { $0.check.parts(FileAbsentCheck.self).map(\.path) })
        let inputs = Set(rules.flatMap(\.check.paths)).subtracting(absent)
        let identifying = inputs.filter { path in [".podspec", ".swift", ".pbxproj"].contains { path.hasSuffix($0) } }
        return identifying.isEmpty ? inputs : identifying
    }

    private static func holdsAny(_ paths: Set<String>, _ source: DirectorySource) -> Bool {
        paths.contains { source.exists($0) }
    }
}
