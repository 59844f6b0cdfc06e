/// Where a target's source files are: the files of its `PBXSourcesBuildPhase`, placed by the groups that
/// hold them.
extension XcodeProject {
    /// The product type of the native target `id` (`com.apple.product-type.framework`, `….bundle.unit-test`).
    public func productType(ofTarget id: String) -> String? {
        object(id)?.fields["productType"]?.string
    }

    /// The paths of the files the target `id` compiles, relative to the folder that holds the project
    /// bundle, in build-phase order; files placed outside the project's folders (built products, the SDK,
    /// absolute paths) are left out.
    public func sourceFiles(ofTarget id: String) -> [String] {
        let paths = filePaths()
        let phases = object(id)?.fields["buildPhases"]?.array?.compactMap(\.string) ?? []
        return phases.compactMap(object).filter { $0.isa == "PBXSourcesBuildPhase" }.flatMap { phase in
            (phase.fields["files"]?.array ?? []).compactMap { file -> String? in
                guard let buildFile = file.string.flatMap(object), let reference = buildFile.fields["fileRef"]?.string
                else { return nil }
                return paths[reference]
            }
        }
    }

    /// A Swift file (or one of no known kind) the target `id` compiles that `sourceFiles(ofTarget:)` leaves out,
    /// because it is not in the project's folders: where the project names it (its file reference, or the build
    /// file when that names none) and why. A checkout's reader says these, never drops them.
    public func unfollowedSourceFiles(ofTarget id: String) -> [(name: String, location: SourceLocation, why: String)] {
        let paths = filePaths()
        let phases = object(id)?.fields["buildPhases"]?.array?.compactMap(\.string) ?? []
        return phases.compactMap(object).filter { $0.isa == "PBXSourcesBuildPhase" }.flatMap { phase in
            (phase.fields["files"]?.array ?? []).compactMap { file -> (String, SourceLocation, String)? in
                guard let buildFile = file.string.flatMap(object) else { return nil }
                guard let referenceID = buildFile.fields["fileRef"]?.string, let reference = object(referenceID) else {
                    return (buildFile.id, buildFile.location, "the build file names no file reference of the project")
                }
                guard paths[referenceID] == nil else { return nil }
                let name = reference.fields["path"]?.string ?? reference.fields["name"]?.string
                let type = reference.fields["lastKnownFileType"]?.string ?? reference.fields["explicitFileType"]?.string
                guard name?.hasSuffix(".swift") ?? false || type == "sourcecode.swift" || (name == nil && type == nil) else {
                    return nil
                }
                let tree = reference.fields["sourceTree"]?.string ?? "<group>"
                let why = tree == "<group>" || tree == "SOURCE_ROOT"
                    ? "it is in no group of the project, or in a group outside the project's folders"
                    : "its source tree is `\(tree)`, outside the project's folders"
                return (name ?? reference.id, reference.location, why)
            }
        }
    }

    /// The path of every file reference reachable from the main group, by its ID.
    func filePaths() -> [String: String] {
        var paths: [String: String] = [:]
        var visited = Set<String>()
        func walk(_ id: String, base: String?) {
            guard visited.insert(id).inserted, let item = object(id) else { return }
            let path = Self.place(item, in: base)
            if item.isa == "PBXFileReference" {
                if let path { paths[id] = path }
                return
            }
            for child in item.fields["children"]?.array?.compactMap(\.string) ?? [] {
                walk(child, base: path)
            }
        }
        if let mainGroup = rootProject?.fields["mainGroup"]?.string { walk(mainGroup, base: "") }
        return paths
    }

    /// Where an item is, given its parent's place: `nil` for one outside the project's folders.
    private static func place(_ item: PBXObject, in base: String?) -> String? {
        let path = item.fields["path"]?.string
        switch item.fields["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let base else { return nil }
            guard let path else { return base }
            return base.isEmpty ? path : base + "/" + path
        case "SOURCE_ROOT": return path ?? ""
        default: return nil
        }
    }
}
