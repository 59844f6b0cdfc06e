/// Compiled patterns. Compiling costs more than matching the small files a catalog
/// reads, so one cache serves every checkout a thread checks.
public final class PatternCache {
    private var compiled: [String: CompiledPattern?] = [:]

    public init() {}

    func pattern(_ source: String) -> CompiledPattern? {
        if let cached = compiled[source] { return cached }
        let pattern = CompiledPattern(source)
        compiled[source] = pattern
        return pattern
    }
}
