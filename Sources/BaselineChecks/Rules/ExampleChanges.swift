/// Rule examples and mutations are changes to the bundled conforming example checkout: seen
/// through an overlay, the checkout on disk is never written.
extension OverlaySource {
    /// The checkout `base` changed as `example` says.
    public init(base: any CheckoutSource, example: RuleExample) {
        var files: [String: [UInt8]] = [:]
        for file in example.files {
            files[file.path] = Array(file.contents.utf8)
        }
        self.init(base: base, replaced: files, removed: Set(example.removed))
    }

    /// The checkout `base` changed by `mutation`; `nil` when the file it changes cannot be read
    /// or no longer holds the text it replaces.
    public init?(base: any CheckoutSource, mutation: RuleMutation) {
        let path = mutation.path
        func text() -> String? {
            (try? base.read(path).get()).map { String(decoding: $0, as: UTF8.self) }
        }
        switch mutation.change {
        case .remove:
            self.init(base: base, replaced: [:], removed: [path])
        case .replaceFile(let contents):
            self.init(base: base, replaced: [path: Array(contents.utf8)])
        case .append(let added):
            guard let original = text() else { return nil }
            self.init(base: base, replaced: [path: Array((original + added).utf8)])
        case .replace(let old, let new):
            guard let original = text(), original.contains(old) else { return nil }
            self.init(base: base, replaced: [path: Array(original.replacing(old, with: new).utf8)])
        }
    }
}
