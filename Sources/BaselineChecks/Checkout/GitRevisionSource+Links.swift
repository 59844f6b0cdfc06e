extension GitRevisionSource {
    /// The tree entry `path` names, symbolic links followed lexically inside the
    /// checkout (see `CheckoutPathResolver`). The last link is followed only when asked.
    func resolve(_ path: String, followingFinalLink: Bool) -> Result<GitTree.Entry, FileProblem> {
        if let entry = tree.plainEntry(at: path) { return .success(entry) }
        return CheckoutPathResolver.resolve(
            path, followingFinalLink: followingFinalLink,
            node: { candidate in
                tree.entry(at: candidate).flatMap { entry in
                    switch entry?.kind {
                    case nil: .failure(.missing)
                    case .directory: .success(.directory)
                    case .symlink: .success(.symbolicLink)
                    case .file, .submodule, .unknown: .success(.leaf)
                    }
                }
            },
            linkTarget: { link in
                tree.entry(at: link).flatMap { entry in entry.map(linkTarget) ?? .failure(.missing) }
            }
        ).flatMap { resolved in
            tree.entry(at: resolved).flatMap { entry in entry.map { .success($0) } ?? .failure(.missing) }
        }
    }

    private func linkTarget(_ link: GitTree.Entry) -> Result<String, FileProblem> {
        let limit = CheckoutPathResolver.maximumLinkTarget
        return blobs.read(link.object, limit: limit).flatMapError { problem in
            if case .tooLarge = problem { return .failure(.unreadable(reason: "symbolic link target is over \(limit) bytes")) }
            return .failure(problem)
        }.flatMap { bytes in
            String(validating: bytes, as: UTF8.self).map { .success($0) }
                ?? .failure(.unreadable(reason: "symbolic link target is not UTF-8"))
        }
    }
}
