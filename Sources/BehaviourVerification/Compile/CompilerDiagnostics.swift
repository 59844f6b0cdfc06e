import BaselineChecks

/// The errors `swiftc` printed, each with the file, line and column it names.
package struct CompilerDiagnostic: Equatable, Sendable {
    package let path: String
    package let location: SourceLocation
    package let message: String

    /// The `path:line:column: error: message` lines of a compiler's output (notes, warnings and the source
    /// excerpts that follow each error are left out), at most `limit` of them.
    package static func errors(in output: String, limit: Int = 20) -> [CompilerDiagnostic] {
        var errors: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") where errors.count < limit {
            guard let marker = line.firstRange(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
            else { continue }
            let path = place.dropLast(2).joined(separator: ":")
            errors.append(CompilerDiagnostic(
                path: path, location: SourceLocation(line: lineNumber, column: column),
                message: String(line[marker.upperBound...])))
        }
        return errors
    }
}
