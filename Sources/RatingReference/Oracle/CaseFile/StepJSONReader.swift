import JSONCoding

/// Reads a step's fields from its case-file object, noting each key read, so that any other is refused.
struct StepJSONReader: StepFieldReader {
    let step: JSONField
    let fields: [String: JSONField]
    /// Looks in the file so far: bounded across the file, not per step.
    var observationCount: Int
    private(set) var keys: Set<String> = ["do"]

    init(step: JSONField, fields: [String: JSONField], observationCount: Int) {
        self.step = step
        self.fields = fields
        self.observationCount = observationCount
    }

    mutating func property(_ key: String) throws(JSONInputError) -> Assignment.Property {
        let field = try required(key)
        let name = try field.string()
        guard let property = Assignment.Property(rawValue: name) else {
            throw field.failure("unknown property \"\(name)\" (known: "
                + Assignment.Property.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return property
    }

    mutating func flag(_ key: String) throws(JSONInputError) -> Bool { try required(key).bool() }
    mutating func integer(_ key: String) throws(JSONInputError) -> Int { try required(key).int() }
    mutating func rating(_ key: String) throws(JSONInputError) -> Float { try required(key).float() }
    mutating func size(_ key: String) throws(JSONInputError) -> Size { try CaseFileDecoder.size(required(key)) }
    mutating func rect(_ key: String) throws(JSONInputError) -> Rect { try CaseFileDecoder.rect(required(key)) }
    mutating func text(_ key: String) throws(JSONInputError) -> String { try required(key).string() }
    mutating func optionalText(_ key: String) throws(JSONInputError) -> String? {
        let field = try required(key)
        return field.isNull ? nil : try field.string()
    }
    mutating func contentMode(_ key: String) throws(JSONInputError) -> ContentMode {
        let field = try required(key)
        let name = try field.string()
        guard let mode = ContentMode(rawValue: name) else {
            throw field.failure("unknown content mode \"\(name)\" (known: "
                + ContentMode.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return mode
    }
    mutating func points(_ key: String) throws(JSONInputError) -> [Point] {
        try CaseFileDecoder.touches(required(key))
    }
    mutating func transform(_ key: String) throws(JSONInputError) -> Transform {
        try CaseFileDecoder.transform(required(key))
    }

    mutating func image(_ key: String) throws(JSONInputError) -> Size? {
        let field = try required(key)
        return field.isNull ? nil : try CaseFileDecoder.imageSize(field)
    }

    mutating func expectedSize(_ key: String) throws(JSONInputError) -> Size? {
        keys.insert(key)
        guard let field = fields[key], !field.isNull else { return nil }
        return try CaseFileDecoder.size(field)
    }

    mutating func expectedObservation(_ key: String) throws(JSONInputError) -> Observation {
        keys.insert(key)
        observationCount += 1
        guard observationCount <= CaseFileSchema.maximumObservations else {
            throw step.failure("more than \(CaseFileSchema.maximumObservations) observations in the file")
        }
        return try fields[key].map(CaseFileDecoder.observation) ?? Observation()
    }

    private mutating func required(_ key: String) throws(JSONInputError) -> JSONField {
        keys.insert(key)
        return try fields.required(key, in: step)
    }
}
