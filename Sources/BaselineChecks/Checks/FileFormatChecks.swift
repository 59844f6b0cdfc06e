/// Messages of the file-format checks.
enum FileFormatMessages {
    static func wrongRoot(found: String, expected: String) -> String {
        "root element is <\(found)>, expected <\(expected)>"
    }
    static func wrongNamespace(found: String?, expected: String) -> String {
        "root element is in namespace \(found.map { "\"\($0)\"" } ?? "(none)"), expected \"\(expected)\""
    }
    static let xcodeUnavailable =
        "xcodebuild is not on PATH: the executable iOS gate (make xcode-test) needs macOS with Xcode; project files were checked statically"
    static let noWorkingTree = "xcodebuild needs a working tree; this checkout is not a directory"
    static func xcodebuildFailed(_ output: String) -> String {
        "xcodebuild -list failed: \(output.split(separator: "\n").first.map(String.init) ?? "no output")"
    }
}

extension RuleContext {
    func checkPropertyLists(_ paths: [String]) {
        for path in paths {
            _ = parsedInput(path, as: PropertyList.self)
        }
    }

    func checkXMLRoot(_ paths: [String], element: String, namespace: String?) {
        for path in paths {
            guard let document = parsedInput(path, as: XMLDocument.self) else { continue }
            let root = document.root
            if root.name != element {
                report(FileFormatMessages.wrongRoot(found: root.name, expected: element), path: path, at: root.location)
            } else if let namespace, root.namespaceURI != namespace {
                report(FileFormatMessages.wrongNamespace(found: root.namespaceURI, expected: namespace),
                       path: path, at: root.location)
            }
        }
    }

    func checkShellSyntax(_ path: String) {
        _ = parsedInput(path, as: ShellScriptSyntax.self)
    }

    func checkXcodebuildList(_ projects: [String]) {
        let present = projects.filter { project in
            input { () throws(InputUnavailable) in try checkout.bytes(project + "/project.pbxproj") } != nil
        }
        // Never an xcodebuild the checkout provides (a PATH entry inside it, or a link from there).
        guard let xcodebuild = ExecutableLookup.find("xcodebuild", outside: checkout.source.directory) else {
            report(FileFormatMessages.xcodeUnavailable, path: nil, severity: .note)
            return
        }
        guard let root = checkout.source.directory else {
            report(FileFormatMessages.noWorkingTree, path: nil, severity: .note)
            return
        }
        for project in present {
            // Listing must not resolve the project's Swift packages over the network.
            let outcome = ChildProcess.run(
                xcodebuild, ["-list", "-disableAutomaticPackageResolution", "-project", root + "/" + project],
                timeoutMilliseconds: 120_000)
            if outcome.exitStatus != 0 {
                report(FileFormatMessages.xcodebuildFailed(outcome.output), path: project)
            }
        }
    }
}
