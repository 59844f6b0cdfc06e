import JSONCoding

/// One expected field that the model did not produce.
public struct FieldMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The step that looked (0-based index into the case's steps).
    public var step: Int
    /// The field's path, e.g. `pairs[2].fullMask`.
    public var field: String
    /// The expected and the observed value, as compact JSON.
    public var expected: String
    /// The observed value, as compact JSON.
    public var actual: String

    /// A mismatch of `field` at `step`: `expected` where `actual` was seen.
    public init(step: Int, field: String, expected: String, actual: String) {
        self.step = step
        self.field = field
        self.expected = expected
        self.actual = actual
    }

    /// `step N, field: expected …, got …`.
    public var description: String {
        "step \(step + 1), \(field): expected \(expected), got \(actual)"
    }
}

/// Compares the fields an expectation names with what was observed; absent fields are not compared.
public enum ObservationMatch {
    /// How numbers are compared.
    public enum Numbers: Sendable {
        /// Bit for bit (NaN equal to NaN): the model against hand-worked expectations.
        case exact
        /// Within `Tolerance`, field by field: the real control against the model.
        case tolerant
    }

    /// The mismatches between `expected` and `actual` at step `step`; numbers as `numbers` says (NaN equal to NaN).
    public static func mismatches(
        expected: Observation, actual: Observation, step: Int, numbers: Numbers = .exact
    ) -> [FieldMismatch] {
        mismatches(
            expected: CaseFileEncoder.observation(expected), actual: CaseFileEncoder.observation(actual), step: step,
            numbers: numbers)
    }

    /// The mismatches between two observations in the case-file schema: every field `expected` has.
    public static func mismatches(expected: JSON, actual: JSON, step: Int, numbers: Numbers) -> [FieldMismatch] {
        let actualFields = fields(of: actual)
        var mismatches: [FieldMismatch] = []
        for (key, expectedValue) in fields(of: expected) {
            let actualValue = actualFields.first { $0.key == key }?.value
            compare(expectedValue, actualValue, path: key, step: step, numbers: numbers, into: &mismatches)
        }
        return mismatches
    }

    /// The sizeForImage mismatch, if any.
    public static func mismatches(expected: Size, actual: Size, step: Int, numbers: Numbers = .exact) -> [FieldMismatch] {
        guard !expected.isIdentical(to: actual) else { return [] }
        if numbers == .tolerant, [(expected.width, actual.width), (expected.height, actual.height)].allSatisfy({
            Tolerance.agree($0.0, $0.1, relative: Tolerance.geometry)
        }) { return [] }
        return [FieldMismatch(
            step: step, field: "sizeForImage", expected: compact(CaseFileEncoder.size(expected)),
            actual: compact(CaseFileEncoder.size(actual)))]
    }

    private static func fields(of json: JSON) -> [(key: String, value: JSON)] {
        guard case .object(let members) = json.value else { return [] }
        return members.map { ($0.key, $0.value) }
    }

    /// Structural comparison of two encoded values: objects by the expected keys, arrays element by element.
    private static func compare(
        _ expected: JSON, _ actual: JSON?, path: String, step: Int, numbers: Numbers,
        into mismatches: inout [FieldMismatch]
    ) {
        guard let actual else {
            mismatches.append(FieldMismatch(step: step, field: path, expected: compact(expected), actual: "nothing"))
            return
        }
        switch (expected.value, actual.value) {
        case (.object(let expectedMembers), .object(let actualMembers)):
            for member in expectedMembers {
                let actualMember = actualMembers.first { $0.key == member.key }?.value
                compare(
                    member.value, actualMember, path: "\(path).\(member.key)", step: step, numbers: numbers,
                    into: &mismatches)
            }
        case (.array(let expectedElements), .array(let actualElements))
            where expectedElements.count == actualElements.count:
            for (index, element) in expectedElements.enumerated() {
                compare(
                    element, actualElements[index], path: "\(path)[\(index)]", step: step, numbers: numbers,
                    into: &mismatches)
            }
        default:
            guard !sameLeaf(expected, actual) else { return }
            let expectedText = compact(expected)
            let actualText = compact(actual)
            if expectedText != actualText && !(numbers == .tolerant && agreeWithin(expected, actual, path: path)) {
                mismatches.append(FieldMismatch(step: step, field: path, expected: expectedText, actual: actualText))
            }
        }
    }

    /// Whether two leaves are written the same, found without writing them (the common case, thousands of
    /// times per control run).
    private static func sameLeaf(_ expected: JSON, _ actual: JSON) -> Bool {
        switch (expected.value, actual.value) {
        case (.null, .null): true
        case (.bool(let first), .bool(let second)): first == second
        case (.number(let first), .number(let second)), (.string(let first), .string(let second)): first == second
        default: false
        }
    }

    /// Whether two differing leaves still agree within the field's tolerance.
    private static func agreeWithin(_ expected: JSON, _ actual: JSON, path: String) -> Bool {
        if path == "accessibilityValue", case .string(let first) = expected.value, case .string(let second) = actual.value {
            return Tolerance.accessibilityValuesAgree(first, second)
        }
        guard let relative = Tolerance.relative(forField: path),
              let first = Tolerance.number(expected), let second = Tolerance.number(actual)
        else { return false }
        return Tolerance.agree(first, second, relative: relative)
    }

    private static func compact(_ json: JSON) -> String {
        JSONWriter.text(of: json, style: .compact)
    }
}
