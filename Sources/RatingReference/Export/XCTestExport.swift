/// `oracle --export-xctest`: the oracle's cases as one self-contained XCTest file that drives the real
/// `HeartRatingView` through public iOS API and holds it to the model, for a Mac's `make xcode-test` (and for
/// `verify-control --xctest --add-tests` here). The same arguments give the same bytes.
public struct XCTestExport: Sendable {
    /// The file's name in a test target.
    public static let fileName = "HeartRatingConformanceTests.swift"
    /// The test class.
    public static let className = "HeartRatingConformanceTests"

    /// The file's text.
    public let text: String
    /// How many tests it holds.
    public let written: Int
    /// The cases left out, by reason, in case order.
    public let leftOut: [ExportExclusion: [String]]

    /// The file for `documented` cases (named after them), then `generated` ones (named after their seed and
    /// number); `arguments` are the command's, said in the header so the file can be written again.
    public init(documented: [OracleCase], generated: [OracleCase], arguments: String) {
        var names = Set<String>()
        let exported = documented.map { ExportedCase($0, testName: Self.unique(Self.testName(documented: $0.name), &names)) }
            + generated.map { ExportedCase($0, testName: Self.unique(Self.testName(generated: $0.name), &names)) }
        var leftOut: [ExportExclusion: [String]] = [:]
        var tests: [String] = []
        for exported in exported {
            switch exported.outcome {
            case .written(let test): tests.append(test)
            case .leftOut(let exclusion): leftOut[exclusion, default: []].append(exported.name)
            }
        }
        written = tests.count
        self.leftOut = leftOut
        text = Self.header(arguments: arguments, documented: documented.count, generated: generated.count,
                           written: tests.count, leftOut: leftOut)
            + "final class \(Self.className): XCTestCase {\n" + tests.joined(separator: "\n") + "}\n\n"
            + XCTestHarness.source(geometry: Tolerance.geometry, rating: Tolerance.rating)
    }

    private static func header(
        arguments: String, documented: Int, generated: Int, written: Int, leftOut: [ExportExclusion: [String]]
    ) -> String {
        var lines = [
            "// \(fileName): the rating model's cases as XCTests of the real HeartRatingView.",
            "// Written by `check-baseline oracle --export-xctest\(arguments.isEmpty ? "" : " " + arguments) FILE`; write it again",
            "// rather than edit it. Every expected value is the model's (RatingReference); a failure names the case,",
            "// the step, the field and the entries of check-baseline's docs/uikit-fidelity.md the case rests on.",
            "// Steps an app never makes (a direct layoutSubviews(), several touches in one set while",
            "// isMultipleTouchEnabled is false, an empty touch set) are made as check-baseline's driver makes them,",
            "// and the test's name says so. Not looked at: the intrinsic size Auto Layout holds (no public API reads it).",
            "//",
            "// \(documented + generated) cases (\(documented) documented, \(generated) generated): \(written) written, "
                + "\(leftOut.values.map(\.count).reduce(0, +)) left out.",
        ]
        for exclusion in leftOut.keys.sorted() {
            let names = leftOut[exclusion] ?? []
            lines.append("// Left out, \(names.count): \(exclusion.reason):")
            lines += names.map { "//   \($0)" }
        }
        return lines.joined(separator: "\n") + "\n\nimport XCTest\nimport UIKit\n@testable import iHeartRating\n\n"
    }

    /// `testCustomAccessibilityLabelIsKept` for `custom-accessibility-label-is-kept`; characters no Swift
    /// name may hold become `_`.
    static func testName(documented name: String) -> String {
        "test" + name.split(separator: "-").map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
            .unicodeScalars.map(identifierCharacter).joined()
    }

    /// `testGenerated_20261201_17` for `generated-20261201-17`.
    static func testName(generated name: String) -> String {
        "test" + name.split(separator: "-").map { word in word.prefix(1).uppercased() + word.dropFirst() }
            .joined(separator: "_").unicodeScalars.map(identifierCharacter).joined()
    }

    private static func identifierCharacter(_ scalar: Unicode.Scalar) -> String {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            ? String(scalar) : "_"
    }

    /// `name`, or `name_2`, `name_3`… when taken.
    private static func unique(_ name: String, _ taken: inout Set<String>) -> String {
        var candidate = name
        var number = 1
        while !taken.insert(candidate).inserted {
            number += 1
            candidate = "\(name)_\(number)"
        }
        return candidate
    }
}
