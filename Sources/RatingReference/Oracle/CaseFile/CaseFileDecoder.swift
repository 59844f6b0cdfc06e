import JSONCoding

/// Reads a case file: strict about shape (unknown keys are errors), bounded in size, never trapping.
public struct CaseFileDecoder {
    private var stepCount = 0
    private var observationCount = 0

    /// The cases held by a case file's bytes.
    public static func cases(from bytes: [UInt8]) throws(JSONInputError) -> [OracleCase] {
        let json: JSON
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw JSONInputError(error.message, path: "", at: error.location)
        }
        var decoder = CaseFileDecoder()
        return try decoder.document(JSONField(root: json))
    }

    private mutating func document(_ root: JSONField) throws(JSONInputError) -> [OracleCase] {
        let fields = try root.members(allowed: ["schema", "version", "cases"])
        if let schema = fields["schema"], try schema.string() != CaseFileSchema.name {
            throw schema.failure("expected \"\(CaseFileSchema.name)\"")
        }
        if let version = fields["version"], try version.int() != CaseFileSchema.version {
            throw version.failure("unsupported version (this oracle reads version \(CaseFileSchema.version))")
        }
        var cases: [OracleCase] = []
        for field in try fields.required("cases", in: root).elements(limit: CaseFileSchema.maximumCases) {
            cases.append(try oracleCase(field))
        }
        return cases
    }

    private mutating func oracleCase(_ field: JSONField) throws(JSONInputError) -> OracleCase {
        let fields = try field.members(allowed: ["name", "documented", "steps", "assumes"])
        let name = try fields.required("name", in: field).string()
        let documented = try fields["documented"]?.string() ?? ""
        var assumes: [String] = []
        for entry in try fields["assumes"]?.elements(limit: CaseFileSchema.maximumSteps) ?? [] {
            assumes.append(try entry.string())
        }
        var steps: [Step] = []
        for stepField in try fields.required("steps", in: field).elements(limit: CaseFileSchema.maximumSteps) {
            stepCount += 1
            guard stepCount <= CaseFileSchema.maximumSteps else {
                throw stepField.failure("more than \(CaseFileSchema.maximumSteps) steps in the file")
            }
            steps.append(try step(stepField))
        }
        return OracleCase(name: name, documented: documented, steps: steps, assumes: assumes)
    }

    /// Every key a step can have: the keys of every kind's example, which has all its fields.
    private static let stepKeys = Set(["do"] + Step.Kind.allCases.flatMap { kind in
        guard case .object(let members) = CaseFileEncoder.step(kind.example).value else { return [String]() }
        return members.map(\.key)
    })

    private mutating func step(_ field: JSONField) throws(JSONInputError) -> Step {
        let fields = try field.members(allowed: Self.stepKeys)
        let kindField = try fields.required("do", in: field)
        let name = try kindField.string()
        guard let kind = Step.Kind(rawValue: name) else {
            throw kindField.failure("unknown step \"\(name)\" (known: "
                + Step.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        var reader = StepJSONReader(step: field, fields: fields, observationCount: observationCount)
        let step = try Step(kind: kind, reading: &reader)
        observationCount = reader.observationCount
        if let extra = fields.keys.sorted().first(where: { !reader.keys.contains($0) }), let extraField = fields[extra] {
            throw extraField.keyFailure("\"\(extra)\" does not belong to a \"\(name)\" step")
        }
        return step
    }

    // MARK: - Fields

    static func touches(_ field: JSONField) throws(JSONInputError) -> [Point] {
        var points: [Point] = []
        for element in try field.elements(limit: CaseFileSchema.maximumTouches) {
            let fields = try element.members(allowed: ["x", "y"])
            points.append(Point(
                x: try fields.required("x", in: element).double(), y: try fields.required("y", in: element).double()))
        }
        return points
    }

    // MARK: - Observations

    public static func observation(_ field: JSONField) throws(JSONInputError) -> Observation {
        if field.isNull { return Observation() }
        let fields = try field.members(allowed: [
            "rating", "minRating", "maxRating", "minImageSize", "intrinsicContentSize", "imageViewCount",
            "imageContentModes", "accessibleImageViews", "layoutIntrinsicContentSize", "pairs",
            "accessibilityLabel", "accessibilityValue", "accessibilityTraits", "events", "raised",
        ])
        var observation = Observation()
        observation.rating = try fields["rating"]?.float()
        observation.minRating = try fields["minRating"]?.int()
        observation.maxRating = try fields["maxRating"]?.int()
        observation.minImageSize = try fields["minImageSize"].map(size)
        observation.intrinsicContentSize = try fields["intrinsicContentSize"].map(size)
        observation.imageViewCount = try fields["imageViewCount"]?.int()
        observation.accessibleImageViews = try fields["accessibleImageViews"]?.int()
        observation.layoutIntrinsicContentSize = try fields["layoutIntrinsicContentSize"].map(size)
        if let modes = fields["imageContentModes"] {
            var names: [String] = []
            for element in try modes.elements(limit: 2 * RatingLimits.maximumRatingCount) { names.append(try element.string()) }
            observation.imageContentModes = names
        }
        if let pairs = fields["pairs"] {
            var decoded: [PairObservation] = []
            for element in try pairs.elements(limit: 2 * RatingLimits.maximumRatingCount) {
                decoded.append(try pair(element))
            }
            observation.pairs = decoded
        }
        observation.accessibilityLabel = try fields["accessibilityLabel"]?.string()
        observation.accessibilityValue = try fields["accessibilityValue"]?.string()
        if let traits = fields["accessibilityTraits"] {
            let name = try traits.string()
            guard let value = AccessibilityTraits(rawValue: name) else {
                throw traits.failure("expected \"adjustable\" or \"staticText\", found \"\(name)\"")
            }
            observation.accessibilityTraits = value
        }
        if let events = fields["events"] {
            var decoded: [ControlEvent] = []
            for element in try events.elements(limit: CaseFileSchema.maximumSteps) {
                decoded.append(try event(element))
            }
            observation.events = decoded
        }
        observation.raised = try fields["raised"]?.string()
        return observation
    }

    static func pair(_ field: JSONField) throws(JSONInputError) -> PairObservation {
        let fields = try field.members(allowed: [
            "frame", "fullFrame", "fullHidden", "fullMask", "emptyImage", "fullImage", "emptyOpacity", "fullOpacity",
            "fullMaskOpacity",
        ])
        var pair = PairObservation()
        pair.emptyImage = try fields["emptyImage"].map { image throws(JSONInputError) in image.isNull ? .none : .image(try size(image)) }
        pair.fullImage = try fields["fullImage"].map { image throws(JSONInputError) in image.isNull ? .none : .image(try size(image)) }
        pair.frame = try fields["frame"].map(rect)
        pair.fullFrame = try fields["fullFrame"].map(rect)
        pair.fullHidden = try fields["fullHidden"]?.bool()
        if let mask = fields["fullMask"] {
            pair.fullMask = mask.isNull ? .unmasked : .masked(try rect(mask))
        }
        pair.emptyOpacity = try fields["emptyOpacity"]?.double()
        pair.fullOpacity = try fields["fullOpacity"]?.double()
        if let opacity = fields["fullMaskOpacity"], !opacity.isNull { pair.fullMaskOpacity = try opacity.double() }
        return pair
    }

    static func event(_ field: JSONField) throws(JSONInputError) -> ControlEvent {
        let fields = try field.members(allowed: ["isUpdating", "didUpdate", "bounce"])
        guard fields.count == 1, let (name, value) = fields.first else {
            throw field.failure("expected exactly one of \"isUpdating\", \"didUpdate\", \"bounce\"")
        }
        switch name {
        case "isUpdating": return .isUpdating(try value.float())
        case "didUpdate": return .didUpdate(try value.float())
        default: return .bounce(try value.int())
        }
    }

    // MARK: - Geometry

    static func size(_ field: JSONField) throws(JSONInputError) -> Size {
        let fields = try field.members(allowed: ["width", "height"])
        return Size(
            width: try fields.required("width", in: field).double(),
            height: try fields.required("height", in: field).double())
    }

    /// The size of an image a control can be given: a `UIImage`'s size is finite and not negative.
    static func imageSize(_ field: JSONField) throws(JSONInputError) -> Size {
        let value = try size(field)
        guard value.width.isFinite, value.height.isFinite, value.width >= 0, value.height >= 0 else {
            throw field.failure("an image's size is finite and not negative (a UIImage has no other)")
        }
        return value
    }

    static func rect(_ field: JSONField) throws(JSONInputError) -> Rect {
        let fields = try field.members(allowed: ["x", "y", "width", "height"])
        return Rect(
            x: try fields.required("x", in: field).double(), y: try fields.required("y", in: field).double(),
            width: try fields.required("width", in: field).double(),
            height: try fields.required("height", in: field).double())
    }

    static func transform(_ field: JSONField) throws(JSONInputError) -> Transform {
        let fields = try field.members(allowed: ["scaleX", "scaleY"])
        return Transform(
            scaleX: try fields.required("scaleX", in: field).double(),
            scaleY: try fields.required("scaleY", in: field).double())
    }
}
