/// Rule examples and breaking edits are changes to the bundled conforming example checkout: seen
/// through an overlay, the checkout on disk is never written.
extension OverlaySource {
    /// The checkout `base` changed as `example` says (its position markers removed).
    public init(base: any CheckoutSource, example: RuleExample) {
        var files: [String: [UInt8]] = [:]
        for file in example.files {
            files[file.path] = Array(file.unmarked.text.utf8)
        }
        self.init(base: base, replaced: files, removed: Set(example.removed))
    }

    /// The checkout `base` changed by `edit`; `nil` when the file it changes cannot be read
    /// or no longer holds the text it replaces.
    public init?(base: any CheckoutSource, edit: RuleBreakingEdit) {
        let path = edit.path
        func text() -> String? {
            (try? base.read(path).get()).map { String(decoding: $0, as: UTF8.self) }
        }
        switch edit.change {
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

/// A failing example marks with `↓` each place where its rule must report an error (SwiftLint's
/// convention): the rule examples test compares the findings' positions with the marks.
extension RuleExample {
    public static let marker: Character = "↓"

    /// Each marked place: the file's path and the position of the character after the mark, in the
    /// file as the checkout sees it (every mark removed).
    public var markedPositions: [(path: String, location: SourceLocation)] {
        files.flatMap { file in
            let unmarked = file.unmarked
            let text = TextFile(path: file.path, text: unmarked.text)
            return unmarked.markOffsets.map { (file.path, text.location(ofUTF8Offset: $0)) }
        }
    }
}

extension ExampleFile {
    /// The contents without position marks, and the UTF-8 offset of each mark in that text.
    var unmarked: (text: String, markOffsets: [Int]) {
        var text = ""
        var offsets: [Int] = []
        for character in contents {
            if character == RuleExample.marker {
                offsets.append(text.utf8.count)
            } else {
                text.append(character)
            }
        }
        return (text, offsets)
    }
}
