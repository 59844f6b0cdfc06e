/// Structural validation of a binary property list (`bplist00`) before libplist reads
/// it: trailer, offset table, every object's marker and length in bounds, dictionary
/// keys are strings, no reference cycles, bounded depth, and a bounded number of nodes
/// once shared objects are expanded (libplist builds a tree, so a DAG that references
/// each level twice would otherwise explode exponentially).
enum BinaryPropertyListStructure {
    static let magic = Array("bplist00".utf8)
    static let maximumExpandedNodes = 1_000_000
    private static let trailerSize = 32

    static func validate(_ bytes: [UInt8], maximumDepth: Int) throws(ParseError) {
        let layout = try Layout(bytes)
        var walker = GraphWalker(layout: layout)
        try walker.walk(maximumDepth: maximumDepth, maximumNodes: maximumExpandedNodes)
    }

    /// The trailer and offset table, checked.
    struct Layout {
        let bytes: [UInt8]
        let referenceSize: Int
        let objectOffsets: [Int]
        let topObject: Int
        let tableOffset: Int

        init(_ bytes: [UInt8]) throws(ParseError) {
            guard bytes.count >= magic.count + trailerSize + 1 else {
                throw ParseError("binary property list is truncated (\(bytes.count) bytes)", at: nil)
            }
            let trailer = bytes.count - trailerSize
            let offsetSize = Int(bytes[trailer + 6])
            let referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw ParseError("binary property list trailer has invalid integer sizes", at: nil)
            }
            let count = readInteger(bytes, at: trailer + 8, size: 8)
            let top = readInteger(bytes, at: trailer + 16, size: 8)
            let tableOffset = readInteger(bytes, at: trailer + 24, size: 8)
            guard count >= 1, top < count, tableOffset >= UInt64(magic.count),
                  tableOffset < UInt64(trailer),
                  count <= UInt64(trailer) / UInt64(offsetSize),
                  tableOffset + count * UInt64(offsetSize) <= UInt64(trailer)
            else {
                throw ParseError("binary property list trailer points outside the file", at: nil)
            }
            var offsets: [Int] = []
            offsets.reserveCapacity(Int(count))
            for index in 0..<Int(count) {
                let offset = readInteger(bytes, at: Int(tableOffset) + index * offsetSize, size: offsetSize)
                guard offset >= UInt64(magic.count), offset < tableOffset else {
                    throw ParseError("object \(index) has offset \(offset), outside the object area", at: nil)
                }
                offsets.append(Int(offset))
            }
            self.bytes = bytes
            self.referenceSize = referenceSize
            objectOffsets = offsets
            topObject = Int(top)
            self.tableOffset = Int(tableOffset)
        }

        /// The objects an object refers to, after checking its marker and extent.
        func references(of object: Int) throws(ParseError) -> [Int] {
            let start = objectOffsets[object]
            let marker = bytes[start]
            let kind = marker >> 4
            let low = Int(marker & 0x0F)
            switch kind {
            case 0x0:
                guard [0x0, 0x8, 0x9, 0xF].contains(low) else { throw invalid(object, "unknown marker") }
                return []
            case 0x1, 0x2:
                guard kind == 0x1 ? low <= 4 : (low == 2 || low == 3) else { throw invalid(object, "bad number size") }
                try requireExtent(object, start + 1, 1 << low)
                return []
            case 0x3:
                guard low == 3 else { throw invalid(object, "bad date marker") }
                try requireExtent(object, start + 1, 8)
                return []
            case 0x4, 0x5, 0x6, 0x8:
                let (length, body) = kind == 0x8 ? (low + 1, start + 1) : try lengthAndBody(object, start, low)
                let (byteCount, overflow) = length.multipliedReportingOverflow(by: kind == 0x6 ? 2 : 1)
                guard !overflow else { throw invalid(object, "length overflows") }
                try requireExtent(object, body, byteCount)
                if kind == 0x5 || kind == 0x6 {
                    try requireNoNUL(object, body, byteCount, unitSize: kind == 0x6 ? 2 : 1)
                }
                return []
            case 0xA, 0xC, 0xD:
                let (count, body) = try lengthAndBody(object, start, low)
                guard kind != 0xD || count <= PropertyList.maximumDictionaryKeys else {
                    throw invalid(object, "is a dictionary of more than \(PropertyList.maximumDictionaryKeys) keys")
                }
                let (referenceCount, overflow) = count.multipliedReportingOverflow(by: kind == 0xD ? 2 : 1)
                guard !overflow else { throw invalid(object, "length overflows") }
                let (byteCount, overflow2) = referenceCount.multipliedReportingOverflow(by: referenceSize)
                guard !overflow2 else { throw invalid(object, "length overflows") }
                try requireExtent(object, body, byteCount)
                var result: [Int] = []
                result.reserveCapacity(referenceCount)
                for index in 0..<referenceCount {
                    let reference = readInteger(bytes, at: body + index * referenceSize, size: referenceSize)
                    guard reference < UInt64(objectOffsets.count) else {
                        throw invalid(object, "refers to object \(reference), which does not exist")
                    }
                    if kind == 0xD, index < count {
                        try requireStringKey(Int(reference), in: object)
                    }
                    result.append(Int(reference))
                }
                return result
            default:
                throw invalid(object, String(format: marker))
            }
        }

        /// libplist hands strings on as C strings and aborts on an embedded NUL.
        private func requireNoNUL(_ object: Int, _ start: Int, _ byteCount: Int, unitSize: Int) throws(ParseError) {
            var offset = start
            while offset + unitSize <= start + byteCount {
                if bytes[offset..<offset + unitSize].allSatisfy({ $0 == 0 }) {
                    throw invalid(object, "is a string containing a NUL character")
                }
                offset += unitSize
            }
        }

        private func requireStringKey(_ key: Int, in object: Int) throws(ParseError) {
            let kind = bytes[objectOffsets[key]] >> 4
            guard kind == 0x5 || kind == 0x6 else {
                throw invalid(object, "has a dictionary key (object \(key)) that is not a string")
            }
        }

        /// A container's or blob's element count: inline in the marker, or an integer object after it.
        private func lengthAndBody(_ object: Int, _ start: Int, _ low: Int) throws(ParseError) -> (Int, Int) {
            guard low == 0xF else { return (low, start + 1) }
            try requireExtent(object, start + 1, 1)
            let sizeMarker = bytes[start + 1]
            guard sizeMarker >> 4 == 0x1, sizeMarker & 0x0F <= 3 else { throw invalid(object, "bad length marker") }
            let size = 1 << Int(sizeMarker & 0x0F)
            try requireExtent(object, start + 2, size)
            let length = readInteger(bytes, at: start + 2, size: size)
            guard length <= UInt64(tableOffset) else { throw invalid(object, "length \(length) exceeds the file") }
            return (Int(length), start + 2 + size)
        }

        private func requireExtent(_ object: Int, _ start: Int, _ length: Int) throws(ParseError) {
            guard length <= tableOffset, start <= tableOffset - length else {
                throw invalid(object, "extends past the object area")
            }
        }

        private func invalid(_ object: Int, _ detail: String) -> ParseError {
            ParseError("object \(object) at byte \(objectOffsets[object]): \(detail)", at: nil)
        }
    }

    /// Depth-first walk over the object graph, without recursion.
    struct GraphWalker {
        let layout: Layout
        private var state: [UInt8]
        private var height: [Int]
        private var expanded: [Int]

        init(layout: Layout) {
            self.layout = layout
            state = Array(repeating: 0, count: layout.objectOffsets.count)
            height = Array(repeating: 0, count: layout.objectOffsets.count)
            expanded = Array(repeating: 0, count: layout.objectOffsets.count)
        }

        mutating func walk(maximumDepth: Int, maximumNodes: Int) throws(ParseError) {
            let top = layout.topObject
            var stack: [(object: Int, children: [Int], next: Int)] = [(top, try layout.references(of: top), 0)]
            state[top] = 1
            while let frame = stack.last {
                if frame.next < frame.children.count {
                    stack[stack.count - 1].next += 1
                    let child = frame.children[frame.next]
                    switch state[child] {
                    case 1:
                        throw ParseError("object \(child) contains itself (reference cycle)", at: nil)
                    case 0:
                        guard stack.count <= maximumDepth else {
                            throw ParseError("nesting deeper than \(maximumDepth) levels", at: nil)
                        }
                        state[child] = 1
                        stack.append((child, try layout.references(of: child), 0))
                    default:
                        continue
                    }
                } else {
                    let object = frame.object
                    height[object] = 1 + (frame.children.map { height[$0] }.max() ?? 0)
                    expanded[object] = frame.children.reduce(1) { min($0 + expanded[$1], maximumNodes + 1) }
                    guard height[object] <= maximumDepth + 1 else {
                        throw ParseError("nesting deeper than \(maximumDepth) levels", at: nil)
                    }
                    guard expanded[object] <= maximumNodes else {
                        throw ParseError("shared objects expand to more than \(maximumNodes) nodes", at: nil)
                    }
                    state[object] = 2
                    stack.removeLast()
                }
            }
        }
    }

    private static func readInteger(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        bytes[offset..<offset + size].reduce(0) { $0 << 8 | UInt64($1) }
    }
}

private extension String {
    init(format marker: UInt8) {
        let digits = Array("0123456789abcdef")
        self = "unknown marker 0x" + String(digits[Int(marker >> 4)]) + String(digits[Int(marker & 0xF)])
    }
}
