import BaselineChecks
import Foundation

/// The folders of one module (the module's root counts as one, spelled "(root)") and which lean on which: folder A
/// leans on folder B when a file in A uses a name that a file in B declares and A does not declare itself. Each
/// edge keeps its first use (by file, then line) so that a circle can be reported as uses a maintainer can cut.
struct ModuleFolderGraph {
    struct Use: Hashable, Comparable, CustomStringConvertible {
        /// The file's path inside the module.
        let file: String
        let line: Int
        let name: String

        static func < (left: Use, right: Use) -> Bool {
            (left.file, left.line, left.name) < (right.file, right.line, right.name)
        }

        var description: String { "\(file):\(line) \(name)" }
    }

    static let rootName = "(root)"

    let module: String
    let folders: [String]
    /// For each folder, the folders it leans on and the first use behind each edge.
    let edges: [String: [String: Use]]

    /// Reads every `.swift` file under `directory` (one module's sources); throws naming the file that does not lex.
    init(module: String, directory: String) throws {
        var filesByFolder: [String: [(path: String, names: SwiftFileNames)]] = [:]
        for path in try Self.swiftFiles(under: directory) {
            let source: SwiftSourceFile
            do {
                source = try SwiftSourceFile(utf8: Array(Data(contentsOf: URL(fileURLWithPath: directory + "/" + path))))
            } catch let error as ParseError {
                throw FolderGraphError(description: "\(module)/\(path):\(error)")
            } catch {
                throw FolderGraphError(description: "\(module)/\(path): cannot be read (\(error.localizedDescription))")
            }
            let folder = (path as NSString).deletingLastPathComponent
            filesByFolder[folder.isEmpty ? Self.rootName : folder, default: []].append((path, SwiftFileNames(source)))
        }
        var declaringFolders: [String: Set<String>] = [:]
        var declaredInFolder: [String: Set<String>] = [:]
        for (folder, files) in filesByFolder {
            for file in files {
                declaredInFolder[folder, default: []].formUnion(file.names.declared)
                for name in file.names.declared { declaringFolders[name, default: []].insert(folder) }
            }
        }
        var edges: [String: [String: Use]] = [:]
        for (folder, files) in filesByFolder {
            let ownNames = declaredInFolder[folder] ?? []
            for file in files {
                for use in file.names.uses where !ownNames.contains(use.name) {
                    for target in declaringFolders[use.name] ?? [] {
                        let found = Use(file: file.path, line: use.line, name: use.name)
                        if let known = edges[folder]?[target], known < found { continue }
                        edges[folder, default: [:]][target] = found
                    }
                }
            }
        }
        self.module = module
        self.folders = filesByFolder.keys.sorted()
        self.edges = edges
    }

    /// Each circle: a set of folders that all reach one another (a strongly connected set of more than one folder),
    /// with every edge between them and its first use.
    var circles: [FolderCircle] {
        let reach = Dictionary(uniqueKeysWithValues: folders.map { ($0, reachable(from: $0)) })
        var placed: Set<String> = []
        var circles: [FolderCircle] = []
        for folder in folders where !placed.contains(folder) {
            let members = folders.filter { $0 == folder || (reach[folder]!.contains($0) && reach[$0]!.contains(folder)) }
            placed.formUnion(members)
            guard members.count > 1 else { continue }
            var inside: [FolderCircle.Edge] = []
            for from in members {
                for to in members where to != from {
                    if let use = edges[from]?[to] { inside.append(FolderCircle.Edge(from: from, to: to, use: use)) }
                }
            }
            circles.append(FolderCircle(module: module, folders: members, edges: inside))
        }
        return circles
    }

    /// One line per folder: the folders it leans on, in name order.
    var lines: [String] {
        folders.map { folder in
            let targets = (edges[folder] ?? [:]).keys.sorted()
            return "\(module)/\(folder) → " + (targets.isEmpty ? "nothing" : targets.joined(separator: ", "))
        }
    }

    private func reachable(from start: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = [start]
        while let folder = pending.popLast() {
            for target in (edges[folder] ?? [:]).keys where seen.insert(target).inserted {
                pending.append(target)
            }
        }
        return seen
    }

    private static func swiftFiles(under directory: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw FolderGraphError(description: "\(directory): not a readable directory")
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}

/// Folders of one module that lean on one another round, and the edges that close the circle.
struct FolderCircle: CustomStringConvertible {
    struct Edge {
        let from: String
        let to: String
        let use: ModuleFolderGraph.Use
    }

    let module: String
    let folders: [String]
    let edges: [Edge]

    /// The circle's folders on one line, e.g. "RatingReference: {Oracle, Oracle/Conformance}".
    var summary: String { "\(module): {\(folders.joined(separator: ", "))}" }

    var description: String {
        ([summary] + edges.map { "  \($0.from) → \($0.to): \(module)/\($0.use)" }).joined(separator: "\n")
    }
}

struct FolderGraphError: Error, CustomStringConvertible {
    let description: String
}
