/// A FILE rule (`FileRules`) as every rule is described: reported when a file or checkout cannot be read, under
/// every catalog; it has no example fork (`RuleExampleSet.none`).
public struct FileRule: DescribedRule {
    public let descriptor: RuleDescriptor

    public var family: RuleFamily { .file }
    public var exampleSet: RuleExampleSet { .none }
}

extension FileRules {
    /// Every FILE rule, described.
    public static let described = all.map(FileRule.init)
}
