/// An object identifier that the project refers to but that `objects` does not contain.
public struct PBXDanglingReference: Hashable, Sendable {
    /// The referring object's identifier and `isa`; `nil` for the file's own `rootObject`.
    public let referrerID: String?
    public let referrerISA: String?
    /// The field holding the reference, with a dotted path for nested dictionaries (`attributes.TargetAttributes`).
    public let keyPath: String
    public let missingID: String
    /// Where the missing identifier is written.
    public let location: SourceLocation
}

extension XcodeProject {
    /// The fields whose strings are object identifiers, as Xcode writes them.
    private static let referenceKeys: Set<String> = [
        "baseConfigurationReference", "baseConfigurationReferenceAnchor", "buildConfigurationList",
        "buildConfigurations", "buildPhases", "buildRules", "children", "containerPortal", "currentVersion",
        "dependencies", "exceptions", "fileRef", "files", "fileSystemSynchronizedGroups", "mainGroup", "package",
        "packageProductDependencies", "packageReferences", "productRef", "productRefGroup", "productReference",
        "ProductGroup", "ProjectRef", "remoteRef", "target", "targetProxy", "targets", "TestTargetID",
    ]

    /// Every reference to an identifier missing from `objects`, in file order: `rootObject` first,
    /// then each object's fields. `remoteGlobalIDString` of a `PBXContainerItemProxy` is checked only
    /// when its `containerPortal` is this project; otherwise it names an object of another project.
    public var danglingReferences: [PBXDanglingReference] {
        var dangling: [PBXDanglingReference] = []
        if object(rootObjectID) == nil {
            dangling.append(PBXDanglingReference(
                referrerID: nil, referrerISA: nil, keyPath: "rootObject", missingID: rootObjectID,
                location: rootObjectLocation))
        }
        for object in objects {
            collect(in: object.fields, path: "", of: object, into: &dangling)
        }
        return dangling
    }

    private func collect(
        in fields: OpenStepDictionary, path: String, of object: PBXObject, into dangling: inout [PBXDanglingReference]
    ) {
        for entry in fields.entries where entry.key != "buildSettings" {
            let keyPath = path.isEmpty ? entry.key : path + "." + entry.key
            if Self.referenceKeys.contains(entry.key)
                || (entry.key == "remoteGlobalIDString" && pointsIntoThisProject(object))
            {
                let references = entry.value.array ?? [entry.value]
                for reference in references {
                    guard let id = reference.string else { continue }
                    check(id, at: reference.location, keyPath: keyPath, of: object, into: &dangling)
                }
            }
            if entry.key == "TargetAttributes", let targets = entry.value.dictionary {
                for target in targets.entries {
                    check(target.key, at: target.keyLocation, keyPath: keyPath, of: object, into: &dangling)
                }
            }
            for nested in entry.value.array ?? [entry.value] {
                if let dictionary = nested.dictionary {
                    collect(in: dictionary, path: keyPath, of: object, into: &dangling)
                }
            }
        }
    }

    private func check(
        _ id: String, at location: SourceLocation, keyPath: String, of object: PBXObject,
        into dangling: inout [PBXDanglingReference]
    ) {
        guard self.object(id) == nil else { return }
        dangling.append(PBXDanglingReference(
            referrerID: object.id, referrerISA: object.isa, keyPath: keyPath, missingID: id, location: location))
    }

    /// Whether a container item proxy's `containerPortal` is this file's own `PBXProject`.
    private func pointsIntoThisProject(_ proxy: PBXObject) -> Bool {
        guard proxy.isa == "PBXContainerItemProxy", let portal = proxy.fields["containerPortal"]?.string else {
            return false
        }
        return self.object(portal)?.isa == "PBXProject"
    }
}
