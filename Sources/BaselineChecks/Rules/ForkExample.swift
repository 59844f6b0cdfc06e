/// A fork of the example checkout in a few edits, as a change to a real fork would be made: text of its files
/// replaced. The examples of the rules that are not the catalog's (HDR, BHV, APP) are such forks. A failing example
/// says what its finding reports; `↓` in a replacement marks where.
public struct ForkExample: Sendable, Equatable {
    /// What the example changes, in a few words.
    public var summary: String
    public var edits: [Edit]
    /// Part of the message of a finding the example must give (failing examples only).
    public var reports: String?

    public init(_ summary: String, _ edits: [Edit], reports: String? = nil) {
        self.summary = summary
        self.edits = edits
        self.reports = reports
    }

    /// `original`, which occurs once in the file at `path`, replaced with `replacement`.
    public struct Edit: Sendable, Equatable {
        public var path: String
        public var original: String
        public var replacement: String

        public init(path: String, original: String, replacement: String) {
            self.path = path
            self.original = original
            self.replacement = replacement
        }

        public static func control(_ original: String, _ replacement: String) -> Edit {
            Edit(path: CheckoutPaths.source, original: original, replacement: replacement)
        }

        public static func tests(_ original: String, _ replacement: String) -> Edit {
            Edit(path: CheckoutPaths.tests, original: original, replacement: replacement)
        }
    }

    /// The example as whole files, as a catalog rule's example is: each file it edits, read from `base` with
    /// the edits made (marks kept); `nil` when a file cannot be read or an edit's text is not in it exactly once.
    public func files(from base: any CheckoutSource) -> RuleExample? {
        guard let (texts, order) = editedTexts(of: base) else { return nil }
        return RuleExample(summary, files: order.map { ExampleFile(path: $0, contents: texts[$0] ?? "") })
    }

    /// `base` with the edits made; `nil` when a file cannot be read or an edit's text is not in it exactly once.
    public func applied(to base: any CheckoutSource) -> OverlaySource? {
        guard let (texts, _) = editedTexts(of: base) else { return nil }
        return OverlaySource(base: base, replaced: texts.mapValues { Array($0.utf8) })
    }

    /// Each edited file's text after the edits, and the files in the order first edited.
    private func editedTexts(of base: any CheckoutSource) -> ([String: String], [String])? {
        var texts: [String: String] = [:]
        var order: [String] = []
        for edit in edits {
            if texts[edit.path] == nil {
                guard let bytes = try? base.read(edit.path).get() else { return nil }
                texts[edit.path] = String(decoding: bytes, as: UTF8.self)
                order.append(edit.path)
            }
            guard let text = texts[edit.path], text.ranges(of: edit.original).count == 1 else { return nil }
            texts[edit.path] = text.replacing(edit.original, with: edit.replacement)
        }
        return (texts, order)
    }
}
