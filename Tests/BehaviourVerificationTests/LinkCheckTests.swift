import BaselineSupport
import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The allowlist on objects made byte by byte, against a stand-in and a Swift runtime made the same way: what
/// plain Swift compiles to passes, and each thing it never has is one violation that says what and where.
final class LinkCheckTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var check: LinkCheck!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.makeDirectory("usr/lib/swift/linux")
        try directory.makeDirectory("stand-in")
        func library(_ names: [String]) -> [UInt8] {
            var library = ELFBuilder(type: 3, sections: [.init(name: ".text", bytes: [0xC3])],
                                     symbols: names.map { .init(name: $0, section: 1) })
            library.gnuHash = true
            return library.bytes()
        }
        try Data(library([
            "swift_retain", "swift_stdlib_readLine_stdin", "_swift_retain", "_swiftEmptyArrayStorage", "$sSS6appendyySSF",
            "$ss11CommandLineO9argumentsSaySSGvgZ",
        ])).write(to: URL(fileURLWithPath: directory.path + "/usr/lib/swift/linux/libswiftCore.so"))
        try Data(library(["$s6XCTest0A4CaseCN"]))
            .write(to: URL(fileURLWithPath: directory.path + "/usr/lib/swift/linux/libXCTest.so"))
        let standIn = ELFBuilder(sections: [.init(name: ".text", bytes: [0xC3])],
                                 symbols: [.init(name: "$s5UIKit6UIViewCN", section: 1)]).bytes()
        try Data(ELFBuilder.archive([("UIKit-1.o", standIn)]))
            .write(to: URL(fileURLWithPath: directory.path + "/stand-in/libUIKit.a"))
        check = LinkCheck(libraries: LinkLibraries(compiler: directory.path + "/usr/bin/swift-driver"),
                          standIn: directory.path + "/stand-in/libUIKit.a")
    }

    /// An object of what the example's control compiles to: sections, definitions and references of each kind
    /// it has, and `extra` sections and symbols.
    private func object(sections extra: [ELFBuilder.Section] = [], symbols: [ELFBuilder.Symbol] = []) -> LinkCheck.Object {
        let sections: [ELFBuilder.Section] = [
            .init(name: ".text", bytes: [0xC3]),
            .init(name: ".text.$s12iHeartRating0aB4ViewC6ratingSfvg", bytes: [0xC3]),
            .init(name: ".rela.text", type: 4, info: 1),
            .init(name: "swift5_typeref", bytes: [0]),
            .init(name: ".bss", type: 8),
            .init(name: ".swift1_autolink_entries", bytes: Array("-lswiftCore\0-lFoundation\0".utf8)),
            .init(name: ".linker-options", type: 0x6FFF_4C01),
            .init(name: ".eh_frame", type: 0x7000_0001, bytes: [0]),
        ] + extra
        let plain: [ELFBuilder.Symbol] = [
            .init(name: "$s12iHeartRating0aB4ViewC6ratingSfvg", info: 0x12, other: 3, section: 2),
            .init(name: "$s5UIKit11UIImageViewC12iHeartRatingE9configureyyF", info: 0x12, section: 2),
            .init(name: "$sSa6appendyyxnFSf_Tg5", info: 0x22, other: 2, section: 1),
            .init(name: "symbolic Sf", info: 0x21, other: 2, section: 1),
            .init(name: "__swift_instantiateConcreteTypeFromMangledName", info: 0x22, other: 2, section: 1),
            .init(name: ".LCPI0_0", info: 0x00, section: 1),
            .init(name: "l__swift5_reflection_descriptor", info: 0x01, section: 4),
            .init(name: "$s12iHeartRating0aB4ViewC7boundedSfyF", info: 0x02, section: 1),
            .init(name: "iHeartRating-1.o", info: 0x04, section: 0xFFF1),
            .init(name: "", info: 0x03, section: 1),
        ] + ["$s5UIKit6UIViewCN", "malloc", "roundf", "memcpy", "__stack_chk_fail", "swift_retain", "_swiftEmptyArrayStorage",
             "$sSS6appendyySSF", "$s10Foundation6CGRectV5widthAA7CGFloatVvg", "$s10Foundation8NSObjectC4hashSivg",
             "$sSS10FoundationE6format6locale9argumentsS2Sh_0A10Essentials6LocaleVSghSays7CVarArg_pGhtcfC"]
            .map { .init(name: $0, info: 0x10) }
        return LinkCheck.Object(name: "iHeartRating-1.o", bytes: ELFBuilder(sections: sections, symbols: plain + symbols).bytes())
    }

    private func violations(_ object: LinkCheck.Object, role: LinkCheck.Role = .control,
                            others: [LinkCheck.Object] = []) throws -> [String] {
        try check.violations(of: [object], module: "iHeartRating", role: role, others: others).map { $0.message("the control") }
    }

    func testWhatPlainSwiftCompilesTo_passes() throws {
        XCTAssertEqual(try violations(object()), [])
    }

    func testDefinitionsOutsideTheModule_orOfAKindPlainSwiftNeverHas_areEachOneViolation() throws {
        let cases: [(ELFBuilder.Symbol, String)] = [
            (.init(name: "write", info: 0x12, section: 1),
             "defines `write`, a name outside its own module (iHeartRating), which would take the place of the one the C"
                 + " library, the runtime or another module defines"),
            (.init(name: "write", info: 0x22, other: 2, section: 1), "defines `write`, a name outside its own module"),
            (.init(name: "$sSa6appendyyxnF", info: 0x12, section: 1), "defines `$sSa6appendyyxnF`, a name outside its own module"),
            (.init(name: "$s5UIKit6UIViewCs23CustomStringConvertible12iHeartRatingMc", info: 0x12, section: 1),
             "defines `$s5UIKit6UIViewCs23CustomStringConvertible12iHeartRatingMc`, a name outside its own module"),
            (.init(name: "helper", info: 0x02, section: 1), "defines `helper`, a name of the C library's kind"),
            (.init(name: "$s12iHeartRating7resolveyyF", info: 0x1A, section: 1),
             "defines `$s12iHeartRating7resolveyyF` as an indirect function, whose resolver runs as the program loads"),
            (.init(name: "$s12iHeartRating5stateSivp", info: 0x16, section: 1), "defines `$s12iHeartRating5stateSivp` as a kind of symbol the compiler never emits"),
            (.init(name: "$s12iHeartRating5stateSivp", info: 0xA1, section: 1), "defines `$s12iHeartRating5stateSivp` with a binding the compiler never gives plain Swift"),
        ]
        for (symbol, message) in cases {
            let found = try violations(object(symbols: [symbol]))
            XCTAssertEqual(found.count, 1, "\(symbol.name): \(found)")
            XCTAssertTrue(found.first?.hasPrefix("the control " + message) == true, "\(found)")
        }
    }

    func testSectionsPlainSwiftNeverHas_areEachOneViolation_theirRelocationsWithThem() throws {
        let cases: [([ELFBuilder.Section], String)] = [
            ([.init(name: ".init_array", type: 14, bytes: [0, 0, 0, 0, 0, 0, 0, 0]), .init(name: ".rela.init_array", type: 4, info: 9)],
             "adds the section `.init_array`, whose code runs before the program's own, or at its exit"),
            ([.init(name: ".init_array.00100", bytes: [0])], "adds the section `.init_array.00100`, whose code runs before"),
            ([.init(name: ".ctors", bytes: [0])], "adds the section `.ctors`, whose code runs before"),
            ([.init(name: ".fini_array", type: 15)], "adds the section `.fini_array`, whose code runs before"),
            ([.init(name: ".preinit_array", type: 16)], "adds the section `.preinit_array`, whose code runs before"),
            ([.init(name: ".init", bytes: [0xC3])], "adds the section `.init`, whose code runs before"),
            ([.init(name: "swift5_replace", bytes: [0])], "adds the section `swift5_replace`, which the compiler never emits"),
            ([.init(name: "custom", bytes: [0])], "adds the section `custom`, which the compiler never emits for plain Swift"),
            ([.init(name: ".text.x", type: 17)], "adds the section `.text.x`, which the compiler never emits"),
            ([.init(name: ".rela.text.other", type: 4, info: 1)], "adds the section `.rela.text.other`"),
        ]
        for (sections, message) in cases {
            let found = try violations(object(sections: sections))
            XCTAssertEqual(found.count, 1, "\(sections.map(\.name)): \(found)")
            XCTAssertTrue(found.first?.hasPrefix("the control " + message) == true, "\(found)")
        }
    }

    func testLinkerOptionsAndLibraries_onlyTheListed_XCTestForTestsOnly() throws {
        let withOptions = object(sections: [.init(name: ".linker-options", type: 0x6FFF_4C01, bytes: Array("-lcurl\0".utf8))])
        XCTAssertEqual(try violations(withOptions),
                       ["the control passes options to the linker, which a rating view has no use for: no behaviour verdict"])
        let networking = object(sections: [.init(name: ".swift1_autolink_entries", bytes: Array("-lFoundationNetworking\0-lXCTest\0".utf8))])
        XCTAssertEqual(try violations(networking), [
            "the control links the library `FoundationNetworking`, which a rating view has no use for: no behaviour verdict",
            "the control links the library `XCTest`, which only the tests may use: no behaviour verdict",
        ])
        XCTAssertEqual(try violations(networking, role: .tests).count, 1, "a test may link XCTest")
    }

    func testReferences_resolveByWhatDefinesThem_andWhatIsRefusedSaysWhereItIsFrom() throws {
        let cases: [(String, String)] = [
            ("write", "calls `write` from the C library, which a rating view has no use for"),
            ("swift_stdlib_readLine_stdin", "calls `swift_stdlib_readLine_stdin` from the Swift runtime"),
            ("_swift_retain", "calls `_swift_retain` from the Swift runtime"),
            ("$ss11CommandLineO9argumentsSaySSGvgZ",
             "uses `CommandLine` from the Swift standard library, the process's arguments (`CommandLine`)"),
            ("$s20FoundationEssentials11FileManagerC7defaultACvgZ",
             "uses `FileManager` from Foundation, which is not among the parts of Foundation a rating view may use"),
            ("$sSS10FoundationE14contentsOfFileSSSS_tKcfC", "uses `String.contentsOfFile` from Foundation"),
            ("$s6XCTest0A4CaseCN", "uses `XCTestCase` from XCTest, which only the tests may use"),
            ("$s8Dispatch0A5QueueC4mainACvgZ", "uses `DispatchQueue` from Dispatch, which a rating view has no use for"),
            ("$sSo4statVMa", "calls `stat` from the C library"),
            ("$s5UIKit6UIViewC8notThereyyF", "refers to `$s5UIKit6UIViewC8notThereyyF`, which none of what a rating view may link defines"),
            ("$sX", "refers to `$sX`, which none of what a rating view may link defines"),
        ]
        for (symbol, message) in cases {
            let found = try violations(object(symbols: [.init(name: symbol, info: 0x10)]))
            XCTAssertEqual(found.count, 1, "\(symbol): \(found)")
            XCTAssertTrue(found.first?.hasPrefix("the control " + message) == true, "\(found)")
        }
        XCTAssertEqual(try violations(object(symbols: [.init(name: "$s6XCTest0A4CaseCN", info: 0x10)]), role: .tests), [])
    }

    func testAnEntityUsedThroughSeveralSymbols_isOneViolation() throws {
        let fileManager = ["$s20FoundationEssentials11FileManagerC7defaultACvgZ", "$s20FoundationEssentials11FileManagerCMa",
                           "$s20FoundationEssentials11FileManagerC10fileExists6atPathSbSS_tF"]
        XCTAssertEqual(try violations(object(symbols: fileManager.map { .init(name: $0, info: 0x10) })).count, 1)
    }

    func testATestsReferenceToTheControl_isAllowedByTheControlsObjects() throws {
        let control = LinkCheck.Object(name: "control", bytes: ELFBuilder(
            sections: [.init(name: ".text", bytes: [0xC3])],
            symbols: [.init(name: "$s12iHeartRating0aB4ViewCN", section: 1)]).bytes())
        let test = LinkCheck.Object(name: "test", bytes: ELFBuilder(
            sections: [.init(name: ".text", bytes: [0xC3])],
            symbols: [.init(name: "$s17iHeartRatingTestsAAC4testyyF", section: 1), .init(name: "$s12iHeartRating0aB4ViewCN")]).bytes())
        func found(_ others: [LinkCheck.Object]) throws -> [String] {
            try check.violations(of: [test], module: "iHeartRatingTests", role: .tests, others: others).map(\.what)
        }
        XCTAssertEqual(try found([control]), [])
        XCTAssertEqual(try found([]), ["uses `HeartRatingView` from iHeartRating"])
    }

    func testAnObjectThatCannotBeRead_isAViolation_notATrap() throws {
        let found = try check.violations(of: [.init(name: "x.o", bytes: Array("garbage".utf8))], module: "iHeartRating", role: .control)
        XCTAssertEqual(found.map { $0.message("the control") },
                       ["the control compiled to an object that cannot be read (not an ELF file), so what it links is unknown: no behaviour verdict"])
    }

    func testAToolchainWithoutTheSwiftRuntime_cannotCheck() throws {
        let empty = try TemporaryDirectory()
        let missing = LinkCheck(libraries: LinkLibraries(compiler: empty.path + "/usr/bin/swiftc"),
                                standIn: directory.path + "/stand-in/libUIKit.a")
        XCTAssertThrowsError(try missing.violations(of: [object()], module: "iHeartRating", role: .control)) { error in
            XCTAssertEqual((error as? LinkCheck.Unavailable)?.description,
                           "the Swift runtime's libraries are not in \(empty.path)/usr/lib/swift/linux")
        }
    }

    func testAViolation_isFoundWhereTheSourceSpellsIt() throws {
        let file = try SwiftSourceFile(source: """
            import UIKit
            @section(".init_array") let start = 1
            func f() { _ = `getenv`("HOME"); _ = FileManager.default }
            """)
        let spelled = SpelledNames(file)
        let place = { (names: [String]) in
            spelled.location(of: LinkViolation(object: "o", what: "", why: "", sourceNames: names))
        }
        XCTAssertEqual(place(["getenv"]), SourceLocation(line: 3, column: 16), "backticks or not")
        XCTAssertEqual(place(["FileManager"]), SourceLocation(line: 3, column: 38))
        XCTAssertEqual(place([".init_array", "@section"]), SourceLocation(line: 2, column: 10), "a string literal's value")
        XCTAssertEqual(place(["nowhere", "@section"]), SourceLocation(line: 2, column: 1), "the next name when one is not there")
        XCTAssertNil(place(["nowhere"]))
    }

    func testPastAHundredViolations_oneFindingCountsTheRest() {
        let violations = (0..<130).map {
            LinkViolation(object: "o", what: "calls `f\($0)` from the C library", why: LinkViolation.noUse, sourceNames: ["f\($0)"])
        }
        let findings = BehaviourFindings.linkViolations(violations) { _ in ("the control", "p.swift", SourceLocation(line: 2, column: 3)) }
        XCTAssertEqual(findings.count, 101)
        XCTAssertEqual(findings.first?.message, "the control calls `f0` from the C library, which a rating view has no use for: no behaviour verdict")
        XCTAssertEqual(findings.last?.message, "and 30 more things the allowlist refuses: no behaviour verdict")
        XCTAssertTrue(findings.allSatisfy { $0.severity == .error && $0.ruleID == "BHV005" && $0.path == "p.swift" })
    }
}
