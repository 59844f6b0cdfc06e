/// `--shard K/N`: the share of the list to judge that one of `count` machines takes, as cargo-mutants counts
/// (K from 0). The mutant at position `i` of the list (from 0, in source order) belongs to shard `i mod N`:
/// every machine makes the same list, so no coordination is needed, and interleaving spreads each region of
/// the control (whose mutants cost alike to judge) over all shards, where contiguous slices would not.
public struct MutantShard: Sendable, Hashable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// The most shards a list is split into.
    public static let maximumCount = 1_000

    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `K/N`, or why the text is not one.
    public static func parse(_ text: String) -> Result<MutantShard, ShardSyntaxError> {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            return .failure(ShardSyntaxError("--shard takes K/N (shard K of N, K from 0 to N-1), not \(text)"))
        }
        guard (1...maximumCount).contains(count) else {
            return .failure(ShardSyntaxError("--shard \(text): N is a number of shards from 1 to \(maximumCount)"))
        }
        guard let shard = MutantShard(index: index, count: count) else {
            return .failure(ShardSyntaxError("--shard \(text): K counts from 0 to \(count - 1) (N-1)"
                + (index == count ? "; did you mean \(count - 1)/\(count)?" : "")))
        }
        return .success(shard)
    }

    /// Whether the mutant at `position` (from 0) of the list belongs to this shard.
    public func contains(position: Int) -> Bool { position % count == index }

    /// This shard's share of `list`, in its order.
    public func share<Element>(of list: [Element]) -> [Element] {
        list.enumerated().filter { contains(position: $0.offset) }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}

/// Why a `--shard` value was refused.
public struct ShardSyntaxError: Error, Sendable, Equatable {
    public let message: String
    init(_ message: String) { self.message = message }
}
