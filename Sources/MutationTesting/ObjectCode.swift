import BaselineSupport

/// A compiled control's object file made comparable: Swift writes a module hash into `.swift_modhash` that
/// differs from one compile to the next of the same source (seen with Swift 6.3 on Linux: two compiles of
/// one file differ in those 16 bytes and nowhere else). With that section zeroed, two objects are equal
/// exactly when the compiler made the same code and data of both, which is how a mutant is shown to be
/// equivalent ("trivial compiler equivalence", Papadakis et al., ICSE 2015).
enum ObjectCode {
    /// `object` with the contents of `.swift_modhash` zeroed; `nil` when it is no ELF object (`ELFFile`) with
    /// that section, so that nothing unexpected is ever called equal.
    static func normalised(_ object: [UInt8]) -> [UInt8]? {
        guard let file = try? ELFFile(object), let hash = file.sections(named: ".swift_modhash").first else { return nil }
        var result = object
        result.replaceSubrange(hash.fileRange, with: repeatElement(0, count: hash.fileRange.count))
        return result
    }
}
