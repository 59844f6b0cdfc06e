/// Writes binary property lists object by object, so that tests can also write
/// broken ones: cycles, dangling references, deep nesting, shared subtrees.
struct BinaryPlistBuilder {
    var referenceSize = 4
    private(set) var objects: [[UInt8]] = []

    @discardableResult
    mutating func add(_ encoded: [UInt8]) -> Int {
        objects.append(encoded)
        return objects.count - 1
    }

    static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [kind << 4 | UInt8(count)] }
        return [kind << 4 | 0xF, 0x12] + bigEndian(count, size: 4)
    }

    static func string(_ text: String) -> [UInt8] {
        marker(0x5, count: text.utf8.count) + Array(text.utf8)
    }

    static func integer(_ value: UInt8) -> [UInt8] { [0x10, value] }

    static let trueValue: [UInt8] = [0x09]

    func array(_ references: [Int]) -> [UInt8] {
        Self.marker(0xA, count: references.count) + references.flatMap { Self.bigEndian($0, size: referenceSize) }
    }

    func dictionary(keys: [Int], values: [Int]) -> [UInt8] {
        Self.marker(0xD, count: keys.count) + (keys + values).flatMap { Self.bigEndian($0, size: referenceSize) }
    }

    func build(top: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes += Self.bigEndian(offset, size: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, UInt8(referenceSize)]
        bytes += Self.bigEndian(objects.count, size: 8) + Self.bigEndian(top, size: 8) + Self.bigEndian(tableOffset, size: 8)
        return bytes
    }

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
