/// A fixture that could not be built, so that the test fails in its setup rather than in what it asserts.
public struct SetupFailure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
