import Foundation
import TestSupport
import XCTest
@testable import RatingReference

/// The case file's documentation (`docs/oracle.md`) names every kind of step and every property the
/// vocabulary declares, and nothing else: a new kind is documented where users read the schema.
final class CaseFileDocumentationTests: XCTestCase {
    func testStepAndPropertyTables_nameTheVocabulary() throws {
        let text = try String(contentsOfFile: RepositoryRoot.path + "/docs/oracle.md", encoding: .utf8)
        XCTAssertEqual(Self.firstColumnNames(of: "| `do` |", in: text), Set(Step.Kind.allCases.map(\.rawValue)))
        XCTAssertEqual(Self.firstColumnNames(of: "| `property` |", in: text),
                       Set(Assignment.Property.allCases.map(\.rawValue)))
    }

    /// The backquoted names in the first column of the table whose header row starts with `header`.
    private static func firstColumnNames(of header: String, in text: String) -> Set<String> {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
        return Set(rows.flatMap { row -> [String] in
            let cell = row.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        })
    }
}
