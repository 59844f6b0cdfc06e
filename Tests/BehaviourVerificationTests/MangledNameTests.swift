import XCTest
@testable import BehaviourVerification

/// The start of Swift symbol names, read as the mangling writes them (the names here are the compiler's, from
/// the example's control and tests and from Foundation), and what is not read is `nil`, never a guess.
final class MangledNameTests: XCTestCase {
    func testModuleAndNames_withWordSubstitutions() throws {
        let view = try XCTUnwrap(MangledName("$s12iHeartRating0aB4ViewC6ratingSfvg"))
        XCTAssertEqual(view.module, "iHeartRating")
        XCTAssertEqual(view.names, ["HeartRatingView", "rating"])
        let info = try XCTUnwrap(MangledName("$s20FoundationEssentials11ProcessInfoC07processD0ACvau"))
        XCTAssertEqual(info.module, "FoundationEssentials")
        XCTAssertEqual(info.names, ["ProcessInfo", "processInfo"], "`07processD0`: a literal, then the word \"Info\"")
        XCTAssertEqual(MangledName("$s6XCTest0A4CaseC4nameSSvg")?.names, ["XCTestCase", "name"])
        XCTAssertEqual(MangledName("$s10Foundation15NSHomeDirectorySSyF")?.spelledName, "NSHomeDirectory")
    }

    func testStandardTypes_andExtensionsOfThemInOtherModules() throws {
        let append = try XCTUnwrap(MangledName("$sSS6appendyySSF"))
        XCTAssertEqual(append.module, "Swift")
        XCTAssertEqual(append.standardType, "String")
        XCTAssertEqual(append.spelledName, "String.append")
        let format = try XCTUnwrap(MangledName("$sSS10FoundationE6format6locale9argumentsS2Sh_0A10Essentials6LocaleVSghSays7CVarArg_pGhtcfC"))
        XCTAssertEqual(format.extensionModule, "Foundation")
        XCTAssertEqual(format.spelledName, "String.format")
        XCTAssertEqual(format.sourceName, "format")
        XCTAssertEqual(MangledName("$ss11CommandLineO9argumentsSaySSGvgZ")?.names, ["CommandLine", "arguments"])
        XCTAssertEqual(MangledName("$sSo4statVMa")?.module, "__C")
    }

    func testWhatAModuleDeclares_itsNamespace_itsExtensions_andConformancesToItsProtocols() {
        let own = "iHeartRating"
        for name in [
            "$s12iHeartRating0aB4ViewC6ratingSfvg", "$s5UIKit11UIImageViewC12iHeartRatingE9configureyyF",
            "$sSa12iHeartRatingE5countSivg", "$s5UIKit6UIViewC12iHeartRating0aB8ProtocolAAMc",
        ] {
            XCTAssertEqual(MangledName(name)?.isDeclared(in: own), true, name)
        }
        for name in [
            "$s5UIKit6UIViewC6boundsSo6CGRectVvg", "$s5UIKit6UIViewCs23CustomStringConvertible12iHeartRatingMc",
            "$s17iHeartRatingTestsAAC4testyyF", "$sSS6appendyySSF",
        ] {
            XCTAssertEqual(MangledName(name)?.isDeclared(in: own), false, name)
        }
    }

    func testNamesItCannotRead_areNil() {
        for name in ["write", "$s", "$sX", "$s99Short", "$s0aB4View", "$s00punycoded", "_T0Foo"] {
            XCTAssertNil(MangledName(name), name)
        }
    }
}
