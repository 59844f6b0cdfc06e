/// Tells mutants that make the same source apart from those that do not, without making any mutated source:
/// each mutant's source is known by a polynomial hash (modulo the prime 2⁶¹ − 1, with a base picked at random
/// per run, so that a control cannot be written to collide), computed from prefix hashes of the source and of
/// its blanked form in constant time plus the length of a token's replacement; two mutants with the same hash
/// are compared byte by byte, over the span where their sources can differ only. Memory: four integers a byte
/// of source, whatever the number of mutants.
struct MutatedSources {
    private static let modulus: UInt64 = (1 << 61) - 1
    private let source: [UInt8]
    private let base: UInt64
    /// `prefix[i]`: the hash of the first `i` bytes; `blankedPrefix` the same of the source with every byte
    /// but line breaks a space.
    private let prefix: [UInt64]
    private let blankedPrefix: [UInt64]
    /// `powers[i]`: the base to the power `i`, up to the longest source a mutant makes.
    private var powers: [UInt64]
    /// The mutants kept so far by hash of their source.
    private var kept: [UInt64: [Mutant]] = [:]

    init(source: [UInt8]) {
        var random = SystemRandomNumberGenerator()
        self.source = source
        base = UInt64.random(in: 256..<(Self.modulus - 1), using: &random)
        var prefix = [UInt64](repeating: 0, count: source.count + 1)
        var blankedPrefix = prefix
        var powers = [UInt64](repeating: 1, count: source.count + 1)
        for (index, byte) in source.enumerated() {
            let blank = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") ? byte : UInt8(ascii: " ")
            prefix[index + 1] = Self.add(Self.multiply(prefix[index], base), UInt64(byte))
            blankedPrefix[index + 1] = Self.add(Self.multiply(blankedPrefix[index], base), UInt64(blank))
            powers[index + 1] = Self.multiply(powers[index], base)
        }
        self.prefix = prefix
        self.blankedPrefix = blankedPrefix
        self.powers = powers
    }

    /// Whether `mutant` makes a source that no mutant inserted before made; if so, it is kept.
    mutating func insert(_ mutant: Mutant) -> Bool {
        let key = hash(of: mutant)
        if let same = kept[key], same.contains(where: { makeTheSameSource($0, mutant) }) { return false }
        kept[key, default: []].append(mutant)
        return true
    }

    /// The hash of the source `mutant` makes: the bytes before its range, its replacement, the bytes after.
    private mutating func hash(of mutant: Mutant) -> UInt64 {
        let range = mutant.utf8Range
        let replaced: (hash: UInt64, count: Int)
        switch mutant.edit {
        case .text(let text):
            replaced = (text.utf8.reduce(0) { Self.add(Self.multiply($0, base), UInt64($1)) }, text.utf8.count)
        case .blanked:
            replaced = (hash(blankedPrefix, range), range.count)
        case .negated:
            let opening = Self.add(Self.multiply(UInt64(UInt8(ascii: "!")), base), UInt64(UInt8(ascii: "(")))
            let inner = combine(opening, hash(prefix, range), count: range.count)
            replaced = (combine(inner, UInt64(UInt8(ascii: ")")), count: 1), range.count + 3)
        }
        let before = hash(prefix, 0..<range.lowerBound)
        let after = hash(prefix, range.upperBound..<source.count)
        return combine(combine(before, replaced.hash, count: replaced.count), after, count: source.count - range.upperBound)
    }

    /// The hash of `range` of the bytes whose prefix hashes are `prefixes`.
    private func hash(_ prefixes: [UInt64], _ range: Range<Int>) -> UInt64 {
        Self.add(prefixes[range.upperBound], Self.modulus - Self.multiply(prefixes[range.lowerBound], powers[range.count]))
    }

    /// The hash of bytes hashed `first` followed by `count` bytes hashed `second`.
    private mutating func combine(_ first: UInt64, _ second: UInt64, count: Int) -> UInt64 {
        while powers.count <= count { powers.append(Self.multiply(powers[powers.count - 1], base)) }
        return Self.add(Self.multiply(first, powers[count]), second)
    }

    /// Whether two mutants make the same source: as long, and alike from where the first range starts to where
    /// the last one ends (before and after that, both are the source's bytes, at the same places).
    private func makeTheSameSource(_ one: Mutant, _ other: Mutant) -> Bool {
        let first = one.replacementBytes(in: source), second = other.replacementBytes(in: source)
        guard first.count - one.utf8Range.count == second.count - other.utf8Range.count else { return false }
        let start = min(one.utf8Range.lowerBound, other.utf8Range.lowerBound)
        let end = max(one.utf8Range.upperBound, other.utf8Range.upperBound) + first.count - one.utf8Range.count
        func byte(_ offset: Int, of mutant: Mutant, _ replacement: [UInt8]) -> UInt8 {
            let range = mutant.utf8Range
            if offset < range.lowerBound { return source[offset] }
            if offset < range.lowerBound + replacement.count { return replacement[offset - range.lowerBound] }
            return source[offset - replacement.count + range.count]
        }
        return (start..<max(start, end)).allSatisfy { byte($0, of: one, first) == byte($0, of: other, second) }
    }

    private static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        // (high · 2⁶⁴ + low) mod 2⁶¹ − 1, as 2⁶¹ ≡ 1: the product's bits folded in 61-bit pieces.
        let folded = (low & modulus) + (low >> 61) + (high << 3)
        return folded % modulus
    }

    private static func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let sum = a + b
        return sum >= modulus ? sum - modulus : sum
    }
}
