import BaselineSupport
import JSONCoding

/// A 1-based line and column in a checkout file: the same type the JSON reader
/// reports positions with, so that every parser speaks of positions alike.
public typealias SourceLocation = TextLocation

extension SourceLocation {
    /// The location a line map found.
    init(_ position: LineMap.Position) {
        self.init(line: position.line, column: position.column)
    }
}
