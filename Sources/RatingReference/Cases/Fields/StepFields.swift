/// Writes a step's fields in one of their forms: the case file's JSON or the driver's script. A step declares
/// its fields once (`Step.write(to:)`), and each form is one conformance, so a new kind of step cannot be
/// written in one form and forgotten in another.
public protocol StepFieldWriter {
    /// The name of what a step acts on, such as the property a `set` step assigns.
    mutating func name(_ key: String, _ value: String)
    mutating func flag(_ key: String, _ value: Bool)
    mutating func integer(_ key: String, _ value: Int)
    mutating func rating(_ key: String, _ value: Float)
    mutating func size(_ key: String, _ value: Size)
    /// An image of this size, or none.
    mutating func image(_ key: String, _ value: Size?)
    mutating func rect(_ key: String, _ value: Rect)
    mutating func transform(_ key: String, _ value: Transform)
    mutating func text(_ key: String, _ value: String)
    /// A text, or none.
    mutating func optionalText(_ key: String, _ value: String?)
    mutating func points(_ key: String, _ value: [Point])
    /// A size the step is expected to answer; expectations stay with the tool, so the driver's form omits them.
    mutating func expectedSize(_ key: String, _ value: Size?)
    /// What a look is expected to see; the driver's form omits it too.
    mutating func expectedObservation(_ key: String, _ value: Observation)
}

/// Reads a step's fields back, in the order its kind declares them (`Step.init(kind:reading:)`).
public protocol StepFieldReader {
    associatedtype Failure: Error
    mutating func property(_ key: String) throws(Failure) -> Assignment.Property
    mutating func flag(_ key: String) throws(Failure) -> Bool
    mutating func integer(_ key: String) throws(Failure) -> Int
    mutating func rating(_ key: String) throws(Failure) -> Float
    mutating func size(_ key: String) throws(Failure) -> Size
    mutating func image(_ key: String) throws(Failure) -> Size?
    mutating func rect(_ key: String) throws(Failure) -> Rect
    mutating func transform(_ key: String) throws(Failure) -> Transform
    mutating func text(_ key: String) throws(Failure) -> String
    mutating func optionalText(_ key: String) throws(Failure) -> String?
    mutating func contentMode(_ key: String) throws(Failure) -> ContentMode
    mutating func points(_ key: String) throws(Failure) -> [Point]
    mutating func expectedSize(_ key: String) throws(Failure) -> Size?
    mutating func expectedObservation(_ key: String) throws(Failure) -> Observation
}
