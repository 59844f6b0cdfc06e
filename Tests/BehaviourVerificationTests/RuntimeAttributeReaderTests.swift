import RatingReference
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// A storyboard's runtime attribute read as an assignment by the type of the property's field: a number, a size,
/// a flag or a string where the property takes one, and nothing for any other type, key or mismatch.
final class RuntimeAttributeReaderTests: XCTestCase {
    private func assignment(_ xml: String) throws -> Assignment? {
        let root = try XMLDocument.parse(Array(xml.utf8)).root
        var reader = RuntimeAttributeReader(attribute: root)
        return try? Assignment(reading: &reader)
    }

    func testEachTypeInterfaceBuilderSets_forThePropertiesThatTakeIt() throws {
        let table: [(String, Assignment?)] = [
            (#"<a type="number" keyPath="maxRating"><real key="value" value="7"/></a>"#, .maxRating(7)),
            (#"<a type="number" keyPath="minRating" value="2"/>"#, .minRating(2)),
            (#"<a type="number" keyPath="rating"><real key="value" value="2.5"/></a>"#, .rating(2.5)),
            (#"<a type="size" keyPath="minImageSize"><size key="value" width="20" height="10"/></a>"#,
             .minImageSize(Size(width: 20, height: 10))),
            (#"<a type="boolean" keyPath="editable" value="YES"/>"#, .editable(true)),
            (#"<a type="boolean" keyPath="shouldBounce" value="NO"/>"#, .shouldBounce(false)),
            (#"<a type="string" keyPath="accessibilityLabel" value="Hearts"/>"#, .accessibilityLabel("Hearts")),
        ]
        for (xml, expected) in table {
            XCTAssertEqual(try assignment(xml), expected, xml)
        }
    }

    func testOtherTypesKeysAndMismatches_areNoAssignment() throws {
        let table = [
            #"<a type="number" keyPath="maxRating"><real key="value" value="7.5"/></a>"#,
            #"<a type="string" keyPath="maxRating" value="7"/>"#,
            #"<a type="boolean" keyPath="delegate" value="YES"/>"#,
            #"<a type="rect" keyPath="bounds"><rect key="value" x="0" y="0" width="10" height="10"/></a>"#,
            #"<a type="image" keyPath="emptyImage" value="heart"/>"#,
            #"<a type="number" keyPath="imageContentMode" value="1"/>"#,
            #"<a type="color" keyPath="tintColor"/>"#,
            #"<a type="size" keyPath="minImageSize"/>"#,
        ]
        for xml in table {
            XCTAssertNil(try assignment(xml), xml)
        }
    }
}
