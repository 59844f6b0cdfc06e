/// Which bytes and Unicode scalars may start or continue Swift identifiers and
/// operators, following the ranges of The Swift Programming Language's lexical grammar.
enum SwiftCharacterClasses {
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    /// Swift allows `$` inside (not at the start of) ordinary identifiers: `wit$h`.
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte) || byte == UInt8(ascii: "$")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    /// ASCII operator characters; `.` is handled separately because it only continues dot-operators.
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    static func isIdentifierHead(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return isIdentifierHead(UInt8(scalar)) }
        return contains(identifierHeadRanges, scalar)
    }

    static func isIdentifierBody(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return isIdentifierBody(UInt8(scalar)) }
        return contains(identifierHeadRanges, scalar) || contains(combiningRanges, scalar)
    }

    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return isOperatorByte(UInt8(scalar)) }
        return contains(operatorHeadRanges, scalar)
    }

    static func isOperatorBody(_ scalar: UInt32) -> Bool {
        isOperatorHead(scalar) || contains(combiningRanges, scalar) || (scalar >= 0xFE00 && scalar <= 0xFE0F)
            || (scalar >= 0xE0100 && scalar <= 0xE01EF)
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if scalar < range.lowerBound {
                high = middle - 1
            } else if scalar > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00A7, 0x00A9...0x00A9, 0x00AB...0x00AC, 0x00AE...0x00AE, 0x00B0...0x00B1,
        0x00B6...0x00B6, 0x00BB...0x00BB, 0x00BF...0x00BF, 0x00D7...0x00D7, 0x00F7...0x00F7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
        0x3008...0x3020, 0x3030...0x3030,
    ]

    private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5,
        0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x02FF,
        0x0370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
        0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
        0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD,
        0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
        0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]
}
