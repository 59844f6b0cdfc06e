import BaselineSupport

extension ControlBuilder {
    /// This builder with its products kept in `cache` instead, and the UIKit stand-in copied there from its
    /// own cache: for builds that should not stay (a mutant's test suite), without building the stand-in again.
    package func sharingStandIn(into cache: BuildCache) -> Result<ControlBuilder, Failure> {
        let entry: String
        switch standInModule() {
        case .success(let found): entry = found
        case .failure(let failure): return .failure(failure)
        }
        var moved = ControlBuilder(toolchain: toolchain, cache: cache, sandbox: sandbox, libraries: libraries)
        moved.checksLinkage = checksLinkage
        let products = ["UIKit.swiftmodule", "libUIKit.a"]
        // The module cache the stand-in's build left goes along when there is one; without it builds are slower.
        if let modules = cache.entry(moduleCacheKey, products: [ModuleCache.packName]) {
            _ = moved.build(moduleCacheKey, products: [ModuleCache.packName]) { work in
                FileCopy.copy(modules + "/" + ModuleCache.packName, to: work + "/" + ModuleCache.packName)
                    ? .success(()) : .failure(.environment("cannot copy the module cache into \(work)"))
            }
        }
        return moved.build(standInKey, products: products) { work in
            products.allSatisfy { FileCopy.copy(entry + "/" + $0, to: work + "/" + $0) }
                ? .success(()) : .failure(.environment("cannot copy the UIKit stand-in into \(work)"))
        }.map { _ in moved }
    }
}
