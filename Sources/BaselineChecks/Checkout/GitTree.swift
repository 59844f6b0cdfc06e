import BaselineSupport

/// The tree of one commit below the checkout's directory, read one tree object at a time through the
/// repository's shared `git cat-file --batch`, and only along the paths asked for. Tree objects are
/// parsed once per repository (see `GitRepositoryReader`), so revisions that share a directory share its work.
struct GitTree: Sendable {
    enum Kind: Hashable, Sendable {
        case file
        case symlink
        case directory
        case submodule
        /// A mode git does not write today, kept so that it is reported, not read.
        case unknown(mode: String)

        /// The kind as git writes its mode (a file's executable bit aside).
        var mode: String {
            switch self {
            case .file: "100644"
            case .symlink: "120000"
            case .directory: "40000"
            case .submodule: "160000"
            case .unknown(let mode): mode
            }
        }
    }

    struct Entry: Sendable, Hashable {
        var kind: Kind
        /// The object ID in hexadecimal.
        var object: String
    }

    let repository: GitRepositoryReader
    /// The entry of the checkout's own directory.
    let root: Entry

    private init(repository: GitRepositoryReader, root: Entry) {
        self.repository = repository
        self.root = root
    }

    /// The tree of commit tree `tree` below `prefix` (empty, or ending in `/`); fails when the prefix is not a
    /// directory there.
    init(repository: GitRepositoryReader, tree: String, prefix: String) throws(GitFailure) {
        let whole = GitTree(repository: repository, root: Entry(kind: .directory, object: tree))
        guard case .success(let directory?) = whole.entry(at: prefix), directory.kind == .directory else {
            throw GitFailure("\(prefix) is not a directory in that commit")
        }
        self.init(repository: repository, root: directory)
    }

    /// The entry at a path relative to the checkout (`""` is the checkout itself), `nil` when there is none;
    /// every component but the last must be a directory (callers resolve links first).
    func entry(at path: String) -> Result<Entry?, FileProblem> {
        entry(along: FilePaths.components(path))
    }

    /// The entry at `path` when reaching it passes no link and no `.` or `..` (nearly every path a rule names),
    /// else `nil`: such a path needs `CheckoutPathResolver`.
    func plainEntry(at path: String) -> Entry? {
        let components = FilePaths.components(path, keepingEmpty: true)
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
              case .success(let entry?) = entry(along: components), entry.kind != .symlink
        else { return nil }
        return entry
    }

    /// The entry the components lead to from the checkout's directory; `nil` when one is missing or not a directory.
    private func entry(along components: [String]) -> Result<Entry?, FileProblem> {
        var current = root
        for component in components {
            guard current.kind == .directory else { return .success(nil) }
            switch repository.tree(current.object) {
            case .failure(let problem): return .failure(problem)
            case .success(let entries):
                guard let entry = entries[component] else { return .success(nil) }
                current = entry
            }
        }
        return .success(current)
    }

    /// Parses a tree object: entries of `MODE NAME\0` followed by the raw object ID (`idLength` bytes).
    /// Names that are not UTF-8 are skipped: no path a rule asks for can name them.
    static func parse(object bytes: [UInt8], idLength: Int) throws(GitFailure) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        var index = 0
        while index < bytes.count {
            guard let space = bytes[index...].firstIndex(of: UInt8(ascii: " ")),
                  let nul = bytes[space...].firstIndex(of: 0), nul + 1 + idLength <= bytes.count
            else { throw GitFailure("a tree object is malformed") }
            let mode = String(decoding: bytes[index..<space], as: UTF8.self)
            let object = Hexadecimal.lowercase(bytes[(nul + 1)..<(nul + 1 + idLength)])
            if let name = String(validating: bytes[(space + 1)..<nul], as: UTF8.self) {
                entries[name] = Entry(kind: kind(mode: mode), object: object)
            }
            index = nul + 1 + idLength
        }
        return entries
    }

    private static func kind(mode: String) -> Kind {
        switch mode {
        case "40000", "040000": .directory
        case "120000": .symlink
        case "160000": .submodule
        case _ where mode.hasPrefix("100"): .file
        default: .unknown(mode: mode)
        }
    }
}
