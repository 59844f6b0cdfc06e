import JSONCoding

/// Writes cases, steps and observations as JSON in the case file schema.
public enum CaseFileEncoder {
    /// The whole document: schema, version and cases.
    public static func document(_ cases: [OracleCase]) -> JSON {
        .object([
            JSONMember("schema", .string(CaseFileSchema.name)),
            JSONMember("version", .int(CaseFileSchema.version)),
            JSONMember("cases", .array(cases.map(oracleCase))),
        ])
    }

    /// One case.
    public static func oracleCase(_ oracleCase: OracleCase) -> JSON {
        let assumes = oracleCase.assumes.isEmpty ? [] : [JSONMember("assumes", .array(oracleCase.assumes.map(JSON.string)))]
        return .object(assumes + [
            JSONMember("name", .string(oracleCase.name)),
            JSONMember("documented", .string(oracleCase.documented)),
            JSONMember("steps", .array(oracleCase.steps.map(step))),
        ])
    }

    /// One step: `"do"` names its kind; its fields sit beside it.
    public static func step(_ step: Step) -> JSON {
        var writer = StepJSONWriter(members: [JSONMember("do", .string(step.kind.rawValue))])
        step.write(to: &writer)
        return .object(writer.members)
    }

    /// The fields of an observation that are present.
    public static func observation(_ observation: Observation) -> JSON {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSON?) {
            if let value { members.append(JSONMember(key, value)) }
        }
        add("rating", observation.rating.map(JSON.float))
        add("minRating", observation.minRating.map(JSON.int))
        add("maxRating", observation.maxRating.map(JSON.int))
        add("minImageSize", observation.minImageSize.map(size))
        add("intrinsicContentSize", observation.intrinsicContentSize.map(size))
        add("imageContentModes", observation.imageContentModes.map { .array($0.map(JSON.string)) })
        add("imageViewCount", observation.imageViewCount.map(JSON.int))
        add("accessibleImageViews", observation.accessibleImageViews.map(JSON.int))
        add("layoutIntrinsicContentSize", observation.layoutIntrinsicContentSize.map(size))
        add("pairs", observation.pairs.map { .array($0.map(pair)) })
        add("accessibilityLabel", observation.accessibilityLabel.map(JSON.string))
        add("accessibilityValue", observation.accessibilityValue.map(JSON.string))
        add("accessibilityTraits", observation.accessibilityTraits.map { .string($0.rawValue) })
        add("events", observation.events.map { .array($0.map(event)) })
        add("raised", observation.raised.map(JSON.string))
        return .object(members)
    }

    static func pair(_ pair: PairObservation) -> JSON {
        // Keys in UTF-8 order, as the driver writes them, so that agreeing answers are the same text.
        var members: [JSONMember] = []
        if let image = pair.emptyImage { members.append(JSONMember("emptyImage", shown(image))) }
        if let opacity = pair.emptyOpacity { members.append(JSONMember("emptyOpacity", .double(opacity))) }
        if let frame = pair.frame { members.append(JSONMember("frame", rect(frame))) }
        if let fullFrame = pair.fullFrame { members.append(JSONMember("fullFrame", rect(fullFrame))) }
        if let hidden = pair.fullHidden { members.append(JSONMember("fullHidden", .bool(hidden))) }
        if let image = pair.fullImage { members.append(JSONMember("fullImage", shown(image))) }
        switch pair.fullMask {
        case nil: break
        case .unmasked?: members.append(JSONMember("fullMask", .null))
        case .masked(let mask)?: members.append(JSONMember("fullMask", rect(mask)))
        }
        // `fullMaskOpacity` is null exactly when there is no mask: an expectation of none looks at both.
        if pair.fullMaskOpacity != nil || pair.fullMask == .unmasked {
            members.append(JSONMember("fullMaskOpacity", pair.fullMaskOpacity.map(JSON.double) ?? .null))
        }
        if let opacity = pair.fullOpacity { members.append(JSONMember("fullOpacity", .double(opacity))) }
        return .object(members)
    }

    /// An image view's image: its size, or `null` for none.
    static func shown(_ image: ShownImage) -> JSON {
        switch image {
        case .none: .null
        case .image(let size): self.size(size)
        }
    }

    /// A callback or bounce: a one-key object such as `{"didUpdate": 2}`.
    public static func event(_ event: ControlEvent) -> JSON {
        switch event {
        case .isUpdating(let rating): .object([JSONMember("isUpdating", .float(rating))])
        case .didUpdate(let rating): .object([JSONMember("didUpdate", .float(rating))])
        case .bounce(let index): .object([JSONMember("bounce", .int(index))])
        }
    }

    /// `{"height": …, "width": …}`.
    public static func size(_ size: Size) -> JSON {
        .object([JSONMember("width", .double(size.width)), JSONMember("height", .double(size.height))])
    }

    /// `{"height": …, "width": …, "x": …, "y": …}`.
    public static func rect(_ rect: Rect) -> JSON {
        .object([
            JSONMember("x", .double(rect.x)), JSONMember("y", .double(rect.y)),
            JSONMember("width", .double(rect.width)), JSONMember("height", .double(rect.height)),
        ])
    }

    /// `{"x": …, "y": …}`.
    public static func point(_ point: Point) -> JSON {
        .object([JSONMember("x", .double(point.x)), JSONMember("y", .double(point.y))])
    }
}
