/// What an app target bundles and links: its resources (storyboards among them) and the libraries it refers to.
extension XcodeProject {
    /// The paths of the files the target `id` copies as resources, relative to the folder that holds the project
    /// bundle; a localised file (a `PBXVariantGroup`, as `Main.storyboard` is) gives each of its variants.
    public func resourceFiles(ofTarget id: String) -> [String] {
        let paths = filePaths()
        let phases = object(id)?.fields["buildPhases"]?.array?.compactMap(\.string) ?? []
        return phases.compactMap(object).filter { $0.isa == "PBXResourcesBuildPhase" }.flatMap { phase in
            (phase.fields["files"]?.array ?? []).flatMap { file -> [String] in
                guard let buildFile = file.string.flatMap(object), let reference = buildFile.fields["fileRef"]?.string
                else { return [] }
                if let path = paths[reference] { return [path] }
                let variants = object(reference)?.fields["children"]?.array?.compactMap(\.string) ?? []
                return variants.compactMap { paths[$0] }
            }
        }
    }

    /// Whether the project refers to the library `name` at all: a file reference to its framework or its Xcode
    /// project, or a Swift package product of that name.
    public func refersToLibrary(named name: String) -> Bool {
        objects.contains { object in
            switch object.isa {
            case "PBXFileReference", "PBXReferenceProxy":
                let file = (object.fields["path"]?.string ?? object.fields["name"]?.string ?? "").split(separator: "/").last
                return file == "\(name).framework" || file == "\(name).xcodeproj"
            case "XCSwiftPackageProductDependency":
                return object.fields["productName"]?.string == name
            default:
                return false
            }
        }
    }
}
