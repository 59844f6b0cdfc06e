extension GitRevisionSource {
    /// The tree entry `path` names. Symbolic links are followed the way the kernel
    /// would follow them in a checkout of the commit, but only lexically inside the
    /// checkout: an absolute target, or one that climbs above the checkout, is reported
    /// as escaping and never looked up. The last link is followed only when asked.
    func resolve(_ path: String, followingFinalLink: Bool) -> Result<GitTree.Entry, FileProblem> {
        var pending = Self.components(path)
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
            guard let entry = tree.entry(at: candidate) else { return .failure(.missing) }
            switch entry.kind {
            case .symlink where !pending.isEmpty || followingFinalLink:
                hops += 1
                guard hops <= GitLimits.maximumLinkHops else {
                    return .failure(.unreadable(reason: "too many levels of symbolic links"))
                }
                let target: String
                switch linkTarget(entry) {
                case .success(let text): target = text
                case .failure(let problem): return .failure(problem)
                }
                guard !target.hasPrefix("/") else { return .failure(.escapesCheckout(target: target)) }
                escapeTarget = target
                pending += Self.components(target)
            case .directory:
                resolved.append(component)
            case _ where pending.isEmpty:
                return .success(entry)
            default:
                // A file or submodule used as a directory: nothing lies below it here.
                return .failure(.missing)
            }
        }
        return tree.entry(at: resolved.joined(separator: "/")).map { .success($0) } ?? .failure(.missing)
    }

    /// A path's components, last first, so that following a link pushes its target's.
    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").reversed().map(String.init)
    }

    private func linkTarget(_ link: GitTree.Entry) -> Result<String, FileProblem> {
        guard let size = link.size else {
            return .failure(.unreadable(reason: "object \(link.object) is missing from the repository"))
        }
        guard size <= GitLimits.maximumLinkTarget else {
            return .failure(.unreadable(reason: "symbolic link target is over \(GitLimits.maximumLinkTarget) bytes"))
        }
        return blobs.read(link.object, limit: GitLimits.maximumLinkTarget).flatMap { bytes in
            String(validating: bytes, as: UTF8.self).map { .success($0) }
                ?? .failure(.unreadable(reason: "symbolic link target is not UTF-8"))
        }
    }
}
