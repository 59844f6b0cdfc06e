import Foundation

/// The bundled conforming example checkout, `Examples/iHeartRating`.
public enum ExampleCheckout {
    public static let root = RepositoryRoot.path + "/Examples/iHeartRating"

    /// Copies the checkout's files into `directory`, which must exist: a fresh work tree, say.
    public static func copy(into directory: String) throws {
        for item in try FileManager.default.contentsOfDirectory(atPath: root) {
            try FileManager.default.copyItem(atPath: root + "/" + item, toPath: directory + "/" + item)
        }
    }
}
