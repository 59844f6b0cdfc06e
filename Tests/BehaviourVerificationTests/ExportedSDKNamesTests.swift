import Foundation
import TestSupport
import XCTest
@testable import BaselineChecks
import RatingReference

/// The exported conformance suite names only what iOS has: every name it uses that it does not declare itself
/// is in `Tests/Fixtures/ios-sdk/names.txt`, a list of the iOS SDK's names (UIKit, Core Graphics, Quartz Core,
/// Foundation, XCTest), of the Swift standard library's and of the control's, each line with where the names
/// are declared. The stand-in cannot vouch for the file: a name only it has would compile here and not on a Mac.
/// A name the file declares (a field, a parameter) is taken as its own wherever it appears, and names inside
/// string interpolations are not read: the harness interpolates only its own values.
final class ExportedSDKNamesTests: XCTestCase {
    /// The list: name → where it is declared.
    private func names() throws -> [String: String] {
        let path = RepositoryRoot.path + "/Tests/Fixtures/ios-sdk/names.txt"
        var names: [String: String] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1)
            XCTAssertEqual(parts.count, 2, "a line of names.txt is `where: names`: \(line)")
            guard parts.count == 2 else { continue }
            for name in parts[1].split(separator: " ") { names[String(name)] = String(parts[0]) }
        }
        return names
    }

    /// The names `text` uses and does not declare, with the line of their first use.
    static func undeclaredNames(in text: String) throws -> [(name: String, line: Int)] {
        let tokens = try SwiftSourceFile(utf8: Array(text.utf8)).tokens
        var declared = Set<String>()
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            // A declaration's name (an override's is iOS's, and checked), a generic parameter, or a parameter of
            // a declaration (its labels and names in a `func` or `init` signature) or of a closure (`x in`).
            let overrides = index >= 2 && tokens[index - 2].text == "override"
            if let previous, ["class", "struct", "enum", "func", "var", "let", "case"].contains(previous.text), !overrides {
                declared.insert(token.text)
            } else if previous?.text == "<" && next?.text == ":" {
                declared.insert(token.text)
            } else if next?.text == "in" || (next?.kind == .identifier && tokens[index + 2].text == ":") {
                declared.insert(token.text)
            } else if next?.text == ":", Self.isInSignature(tokens, at: index) {
                declared.insert(token.text)
            }
        }
        var seen = Set<String>()
        var used: [(String, Int)] = []
        for token in tokens where token.kind == .identifier && !declared.contains(token.text) && seen.insert(token.text).inserted {
            used.append((token.text, token.location.line))
        }
        return used
    }

    /// Whether the token at `index` stands in the parameter list of a `func` or `init` (its nearest open
    /// parenthesis follows one).
    private static func isInSignature(_ tokens: [SwiftToken], at index: Int) -> Bool {
        var depth = 0
        var position = index - 1
        while position >= 0 {
            switch tokens[position].text {
            case ")": depth += 1
            case "(":
                if depth == 0 {
                    let before = position >= 1 ? tokens[position - 1] : nil
                    let keyword = position >= 2 ? tokens[position - 2].text : ""
                    return before?.text == "init" || keyword == "func"
                }
                depth -= 1
            default: break
            }
            position -= 1
        }
        return false
    }

    private func export(generated: Int) -> String {
        let cases = (0..<generated).map { index in
            var generator = BoundaryCaseGenerator(seed: 20_261_201, index: index)
            return generator.generate()
        }
        return XCTestExport(documented: EdgeCases.all, generated: cases, arguments: "").text
    }

    func testTheExportedFile_usesOnlyNamesTheIOSSDKDeclares() throws {
        let known = try names()
        let unknown = try Self.undeclaredNames(in: export(generated: 200)).filter { known[$0.name] == nil }
        XCTAssertEqual(unknown.map { "\($0.name) (line \($0.line))" }, [], "names neither declared in the file nor listed as iOS's")
        let text = export(generated: 200)
        for construct in ["@_spi", "#if", "@testable import UIKit"] {
            XCTAssertFalse(text.contains(construct), "\(construct) in the exported file")
        }
    }

    /// The check fires on a name only the stand-in has, and on a misspelt UIKit one, and is silent without them.
    func testAStandInOnlyName_isFound() throws {
        let known = try names()
        let text = export(generated: 0)
        let standIn = text.replacingOccurrences(
            of: "if size.width == 0 && size.height == 0 { return UIImage() }",
            with: "if size.width == 0 && size.height == 0 { return UIImage(standInSize: size) }")
        XCTAssertNotEqual(standIn, text)
        XCTAssertEqual(try Self.undeclaredNames(in: standIn).filter { known[$0.name] == nil }.map(\.name), ["standInSize"])
        let misspelt = text.replacingOccurrences(of: "window.layoutIfNeeded()", with: "window.standInCommit()")
        XCTAssertEqual(try Self.undeclaredNames(in: misspelt).filter { known[$0.name] == nil }.map(\.name), ["standInCommit"])
    }
}
