import BaselineSupport

/// Messages of the file-format checks.
enum FileFormatMessages {
    static func wrongRoot(found: String, expected: String) -> String {
        "root element is <\(found)>, expected <\(expected)>"
    }
    static func wrongNamespace(found: String?, expected: String) -> String {
        "root element is in namespace \(found.map { "\"\($0)\"" } ?? "(none)"), expected \"\(expected)\""
    }
    static let xcodeUnavailable =
        "xcodebuild is not on PATH: the executable iOS gate (make xcode-test) needs macOS with Xcode; project files were"
            + " checked statically, and `check-baseline xcode-test` runs what that gate proves here, against a UIKit stand-in"
    static let noWorkingTree = "xcodebuild needs a working tree; this checkout is not a directory"
    static func xcodebuildFailed(_ output: String) -> String {
        "xcodebuild -list failed: \(output.split(separator: "\n").first.map(String.init) ?? "no output")"
    }
}

/// Each file parses as a property list, XML or binary.
public struct PropertyListsCheck: CheckKind {
    public static let key = "propertyLists"
    public var paths: [String]

    public func evaluate(in context: RuleContext) { context.checkPropertyLists(paths) }
}

/// Each file is well-formed XML whose root element has this name (and namespace).
public struct XMLRootCheck: CheckKind {
    public static let key = "xmlRoot"
    public var paths: [String]
    public var element: String
    public var namespace: String?

    public func evaluate(in context: RuleContext) { context.checkXMLRoot(paths, element: element, namespace: namespace) }
}

/// The file passes `/bin/sh -n`.
public struct ShellSyntaxCheck: CheckKind {
    public static let key = "shellSyntax"
    public var path: String

    public var paths: [String] { [path] }
    public func evaluate(in context: RuleContext) { _ = context.parsedInput(path, as: ShellScriptSyntax.self) }
    public func prepare(in checkout: Checkout) { ShellScriptSyntax.start(path, in: checkout) }
}

/// `xcodebuild -list -project` succeeds for each project when Xcode is present.
public struct XcodebuildListCheck: CheckKind {
    public static let key = "xcodebuildList"
    public var projects: [String]

    public var paths: [String] { projects.map { $0 + "/project.pbxproj" } }
    public func evaluate(in context: RuleContext) { context.checkXcodebuildList(projects) }
}

extension Check {
    public static func propertyLists(paths: [String]) -> Check { Check(PropertyListsCheck(paths: paths)) }
    public static func xmlRoot(paths: [String], element: String, namespace: String?) -> Check {
        Check(XMLRootCheck(paths: paths, element: element, namespace: namespace))
    }
    public static func shellSyntax(path: String) -> Check { Check(ShellSyntaxCheck(path: path)) }
    public static func xcodebuildList(projects: [String]) -> Check { Check(XcodebuildListCheck(projects: projects)) }
}

private extension RuleContext {
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

    func checkXcodebuildList(_ projects: [String]) {
        let present = projects.filter { project in
            input { () throws(InputUnavailable) in try checkout.bytes(project + "/project.pbxproj") } != nil
        }
        // Never an xcodebuild the checkout or the work tree around it provides (a PATH entry inside
        // either, such as direnv's `$PWD/bin`, or a link from there).
        let untrusted = [checkout.source.directory, checkout.source.directory.flatMap(FilePaths.untrustedRoot(of:))].compactMap { $0 }
        guard let xcodebuild = ExecutableLookup.find("xcodebuild", outside: untrusted) else {
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
