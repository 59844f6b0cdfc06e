extension GitRevisionSource {
    /// The tree entry `path` names, symbolic links followed lexically inside the
    /// checkout (see `CheckoutPathResolver`). The last link is followed only when asked.
    func resolve(_ path: String, followingFinalLink: Bool) -> Result<GitTree.Entry, FileProblem> {
        CheckoutPathResolver.resolve(
            path, followingFinalLink: followingFinalLink,
            node: { candidate in
                guard let entry = tree.entry(at: candidate) else { return .failure(.missing) }
                switch entry.kind {
                case .directory: return .success(.directory)
                case .symlink: return .success(.symbolicLink)
                case .file, .submodule, .unknown: return .success(.leaf)
                }
            },
            linkTarget: { link in
                tree.entry(at: link).map(linkTarget) ?? .failure(.missing)
            }
        ).flatMap { resolved in
            tree.entry(at: resolved).map { .success($0) } ?? .failure(.missing)
        }
    }

    private func linkTarget(_ link: GitTree.Entry) -> Result<String, FileProblem> {
        let limit = CheckoutPathResolver.maximumLinkTarget
        guard let size = link.size else {
            return .failure(.unreadable(reason: "object \(link.object) is missing from the repository"))
        }
        guard size <= limit else {
            return .failure(.unreadable(reason: "symbolic link target is over \(limit) bytes"))
        }
        return blobs.read(link.object, limit: limit).flatMap { bytes in
            String(validating: bytes, as: UTF8.self).map { .success($0) }
                ?? .failure(.unreadable(reason: "symbolic link target is not UTF-8"))
        }
    }
}
