import BaselineSupport

/// What a path inside a checkout names, as far as resolving paths is concerned.
enum CheckoutNode: Sendable {
    case directory
    case symbolicLink
    /// Anything else (a file, a submodule, a FIFO): nothing lies below it.
    case leaf
}

/// Resolves a path inside a checkout the way the kernel would in a checkout of it, but
/// lexically, one component at a time, and only inside it: each component is looked up
/// in the checkout itself (never through a link), and a link whose target is absolute or
/// climbs above the checkout is reported as escaping without being followed, whether or
/// not that target exists. Shared by directories on disk and git revisions, which differ
/// only in how a node and a link's target are read.
enum CheckoutPathResolver {
    /// Links followed for one path before it is given up, like the kernel's ELOOP limit.
    static let maximumLinkHops = 40
    /// A symbolic link's target, like PATH_MAX.
    static let maximumLinkTarget = 4096
    static let tooManyLinks = FileProblem.unreadable(reason: "too many levels of symbolic links")

    /// The path, relative to the root and free of links, `.` and `..`, that `path` names
    /// (`""` for the root itself); the last component is a link only when
    /// `followingFinalLink` is false. `node` looks up a path relative to the root whose
    /// every component but the last is a directory, never a link; `linkTarget` reads the
    /// target of a link found there.
    static func resolve(
        _ path: String, followingFinalLink: Bool,
        node: (String) -> Result<CheckoutNode, FileProblem>,
        linkTarget: (String) -> Result<String, FileProblem>
    ) -> Result<String, FileProblem> {
        var pending = components(path)
        var resolved: [String] = []
        var escapeTarget = path
        var hops = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                guard resolved.popLast() != nil else { return .failure(.escapesCheckout(target: escapeTarget)) }
                continue
            }
            let candidate = (resolved + [component]).joined(separator: "/")
            let kind: CheckoutNode
            switch node(candidate) {
            case .success(let found): kind = found
            case .failure(let problem): return .failure(problem)
            }
            switch kind {
            case .symbolicLink where !pending.isEmpty || followingFinalLink:
                hops += 1
                guard hops <= maximumLinkHops else { return .failure(tooManyLinks) }
                let target: String
                switch linkTarget(candidate) {
                case .success(let text): target = text
                case .failure(let problem): return .failure(problem)
                }
                guard !target.hasPrefix("/") else { return .failure(.escapesCheckout(target: target)) }
                // An empty target names nothing, as for the kernel.
                guard !target.isEmpty else { return .failure(.missing) }
                escapeTarget = target
                pending += components(target)
            case .directory:
                resolved.append(component)
            case _ where pending.isEmpty:
                return .success(candidate)
            default:
                // A file used as a directory: nothing lies below it.
                return .failure(.missing)
            }
        }
        return .success(resolved.joined(separator: "/"))
    }

    /// A path's components, last first, so that following a link pushes its target's.
    private static func components(_ path: String) -> [String] {
        FilePaths.components(path).reversed()
    }
}
