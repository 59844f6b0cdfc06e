/// The coding path of a value, built one key at a time: each coder shares its parent's path, so
/// handing a key down costs one small allocation instead of a copy of the whole path.
indirect enum CodingPath: Sendable {
    case root
    case key(any CodingKey, in: CodingPath)

    /// The path of the value at `key` inside this one.
    func appending(_ key: any CodingKey) -> CodingPath { .key(key, in: self) }

    /// The keys from the top level down, as `Encoder.codingPath` and `Decoder.codingPath` give them.
    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = self
        while case .key(let key, let parent) = current {
            keys.append(key)
            current = parent
        }
        return keys.reversed()
    }
}
