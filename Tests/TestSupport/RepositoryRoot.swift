import Foundation

/// This repository's checkout, found from where this file lies in it (Tests/TestSupport/).
public enum RepositoryRoot {
    public static let path: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
