/// The Objective-C selector, which Swift on Linux does not have: a name only. Whether an object responds to
/// one depends on what the Objective-C runtime exposes, which a control compiled for Linux lacks, so the
/// stand-in never answers `responds(to:)` as if it knew (see `UIResponder.responds(to:)`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    public var description: String { name }
}

/// The selector named `name`.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}

/// The name of `selector`.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}
