import JSONCoding

/// A step's fields as members of its case-file object, in the order the step writes them.
struct StepJSONWriter: StepFieldWriter {
    var members: [JSONMember]

    mutating func name(_ key: String, _ value: String) { add(key, .string(value)) }
    mutating func flag(_ key: String, _ value: Bool) { add(key, .bool(value)) }
    mutating func integer(_ key: String, _ value: Int) { add(key, .int(value)) }
    mutating func rating(_ key: String, _ value: Float) { add(key, .float(value)) }
    mutating func size(_ key: String, _ value: Size) { add(key, CaseFileEncoder.size(value)) }
    mutating func image(_ key: String, _ value: Size?) { add(key, value.map(CaseFileEncoder.size) ?? .null) }
    mutating func rect(_ key: String, _ value: Rect) { add(key, CaseFileEncoder.rect(value)) }
    mutating func transform(_ key: String, _ value: Transform) {
        add(key, .object([JSONMember("scaleX", .double(value.scaleX)), JSONMember("scaleY", .double(value.scaleY))]))
    }
    mutating func text(_ key: String, _ value: String) { add(key, .string(value)) }
    mutating func optionalText(_ key: String, _ value: String?) { add(key, value.map(JSON.string) ?? .null) }
    mutating func points(_ key: String, _ value: [Point]) { add(key, .array(value.map(CaseFileEncoder.point))) }
    /// Left out when there is none: a step without an expectation only asks.
    mutating func expectedSize(_ key: String, _ value: Size?) {
        if let value { size(key, value) }
    }
    mutating func expectedObservation(_ key: String, _ value: Observation) {
        add(key, CaseFileEncoder.observation(value))
    }

    private mutating func add(_ key: String, _ value: JSON) { members.append(JSONMember(key, value)) }
}
