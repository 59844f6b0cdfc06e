/// An Xcode project file and how many target build configurations it must have
/// (targets × configurations), so that a deleted target cannot pass unnoticed.
public struct ProjectConfigurationCount: Codable, Hashable, Sendable {
    public var path: String
    public var targetConfigurations: Int

    public init(path: String, targetConfigurations: Int) {
        self.path = path
        self.targetConfigurations = targetConfigurations
    }
}
