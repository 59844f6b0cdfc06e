import XCTest
@testable import BaselineChecks

/// Parses `text` as a podspec.
func parsePodspec(_ text: String, maximumDepth: Int = Podspec.defaultMaximumDepth) throws -> Podspec {
    try Podspec(parsing: Array(text.utf8), maximumDepth: maximumDepth)
}

/// The podspec parser on every construct of the subset, and on a realistic spec.
final class PodspecParserTests: XCTestCase {
    static let realistic = """
        #
        # Be sure to run `pod lib lint iHeartRating.podspec' before submitting.
        Pod::Spec.new do |s|
          s.name             = "iHeartRating"
          s.version          = "0.2.0"
          s.summary          = "Simple Ratings View for iOS"
          s.description      = <<-DESC
                               Use any image as a rating: hearts, stars, pigeons.
                               DESC
          s.homepage         = "https://github.com/garethpaul/iHeartRating"
          s.license          = { :type => 'MIT', :file => 'LICENSE' }
          s.author           = { "Gareth Paul Jones" => "gareth@example.com" }
          s.source           = { :git => "https://github.com/garethpaul/iHeartRating.git", :tag => s.version.to_s }
          s.platform         = :ios, '12.0'
          s.ios.deployment_target = '12.0'
          s.swift_version    = '5.0'
          s.requires_arc     = true
          s.source_files     = 'iHeartRating/*.{swift}'
          s.frameworks       = 'UIKit'
          s.dependency 'Alamofire', '~> 5.0'
        end

        """

    func testRealisticSpec_attributesInOrderWithValuesAndLocations() throws {
        let spec = try parsePodspec(Self.realistic)
        XCTAssertEqual(spec.root.variable, "s")
        XCTAssertEqual(spec.location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(spec.attributes.map(\.name), [
            "name", "version", "summary", "description", "homepage", "license", "author", "source", "platform",
            "ios.deployment_target", "swift_version", "requires_arc", "source_files", "frameworks", "dependency",
        ])
        XCTAssertEqual(spec.value(of: "version")?.string, "0.2.0")
        XCTAssertEqual(spec.value(of: "version")?.location, SourceLocation(line: 5, column: 24))
        XCTAssertEqual(spec.attributes.first { $0.name == "version" }?.location, SourceLocation(line: 5, column: 3))
        XCTAssertEqual(spec.value(of: "platform")?.description, "[:ios, \"12.0\"]")
        XCTAssertEqual(spec.value(of: "source")?.description,
            "{:git => \"https://github.com/garethpaul/iHeartRating.git\", :tag => s.version.to_s}")
        XCTAssertEqual(spec.value(of: "source")?["tag"]?.location, SourceLocation(line: 13, column: 92))
        XCTAssertEqual(spec.value(of: "ios.deployment_target")?.string, "12.0")
        XCTAssertEqual(spec.value(of: "source_files")?.string, "iHeartRating/*.{swift}")
        XCTAssertEqual(spec.value(of: "description")?.string,
            "                       Use any image as a rating: hearts, stars, pigeons.\n")
        XCTAssertEqual(spec.value(of: "requires_arc")?.description, "true")
        let dependency = try XCTUnwrap(spec.attributes.last)
        XCTAssertEqual(dependency.form, .call)
        XCTAssertEqual(dependency.arguments.map(\.description), ["\"Alamofire\"", "\"~> 5.0\""])
        XCTAssertEqual(spec.attributes.first?.form, .assignment)
    }

    func testValues_everyConstructOfTheSubset() throws {
        let cases: [(name: String, statement: String, expected: String)] = [
            ("double-quoted string", ##"s.x = "0.2.0""##, "\"0.2.0\""),
            ("single-quoted escapes", ##"s.x = 'it\'s \\ \n'"##, #""it's \\ \\n""#),
            ("double-quoted escapes", ##"s.x = "a\tb\"c\\d\#{e}\s\e""##, ##""a\tb\"c\\d\#{e} \u{1b}""##),
            ("unicode, hex and octal escapes", ##"s.x = "\u00e9\u{1F600 41}\x41\101\0""##, #""é😀AAA\u{0}""#),
            ("unknown escape is the character", ##"s.x = "\q\é""##, "\"qé\""),
            ("interpolation of the spec and of a literal", ##"s.x = "v#{s.version}-#{'lit'}""##, "\"v#{s.version}-#{\"lit\"}\""),
            ("interpolation with a nested string", ##"s.x = "#{"in#{s.name}"}""##, "\"#{\"in#{s.name}\"}\""),
            ("empty interpolation", ##"s.x = "a#{}b""##, "\"ab\""),
            ("hash sign without brace", ##"s.x = "a#b #""##, "\"a#b #\""),
            ("symbol", "s.x = :ios", ":ios"),
            ("several values make an array", "s.platform = :ios, \"12.0\"", "[:ios, \"12.0\"]"),
            ("values continued after a comma", "s.authors = 'A',\n    'B'", "[\"A\", \"B\"]"),
            ("backslash line continuation", "s.x = \\\n  'v'", "\"v\""),
            ("hash with rockets", "s.x = { :git => 'u', 'k' => 1 }", "{:git => \"u\", \"k\" => 1}"),
            ("hash with labels and a string label", "s.x = { git: 'u', \"tag\": s.version }", "{:git => \"u\", :tag => s.version}"),
            ("nested hash over lines with trailing comma", "s.x = {\n  a: { b: [1, 2] },\n}", "{:a => {:b => [1, 2]}}"),
            ("empty hash and array", "s.x = [{}, []]", "[{}, []]"),
            ("array over lines with trailing comma", "s.x = [\n  'a',\n  'b',\n]", "[\"a\", \"b\"]"),
            ("%w with brackets", "s.x = %w[a b\n c]", "[\"a\", \"b\", \"c\"]"),
            ("%w with parentheses and nesting", "s.x = %w(a (b) c\\ d)", "[\"a\", \"(b)\", \"c d\"]"),
            ("%w with braces", "s.x = %w{x y}", "[\"x\", \"y\"]"),
            ("%i makes symbols", "s.x = %i[ios osx]", "[:ios, :osx]"),
            ("numbers", "s.x = 12, -3, 2.5, 1_000, 99999999999999999999999", "[12, -3, 2.5, 1_000, 99999999999999999999999]"),
            ("true, false and nil", "s.x = true, false, nil", "[true, false, nil]"),
            ("reference to the spec", "s.x = s.version.to_s", "s.version.to_s"),
            ("heredoc keeping indentation", "s.x = <<-DESC\n    two\n      lines\n    DESC", #""    two\n      lines\n""#),
            ("squiggly heredoc dedents", "s.x = <<~DESC\n    two\n\n      lines #{s.name}\n    DESC", #""two\n\n  lines #{s.name}\n""#),
            ("squiggly heredoc with tabs", "s.x = <<~DESC\n\tone\n\t  two\n  DESC", #""one\n  two\n""#),
            ("plain heredoc ends at column 1", "s.x = <<DESC\n  DESC\nDESC", #""  DESC\n""#),
            ("single-quoted heredoc is raw", "s.x = <<~'EOS'\n  #{s.name}\\n\n  EOS", ##""\#{s.name}\\n\n""##),
            ("double-quoted heredoc identifier", "s.x = <<~\"EOS\"\n  a\\tb\n  EOS", #""a\tb\n""#),
            ("two heredocs on one line", "s.x = [<<~A, <<~B, 'c']\n  one\n  A\n  two\n  B", #"["one\n", "two\n", "c"]"#),
            ("comments and embedded documents", "s.x = 1 # trailing\n=begin\nanything `ls`\n=end\n", "1"),
        ]
        for testCase in cases {
            let spec = try parsePodspec("Pod::Spec.new do |s|\n\(testCase.statement)\nend\n")
            XCTAssertEqual(spec.attributes.count, 1, testCase.name)
            XCTAssertEqual(spec.attributes.first?.value?.description, testCase.expected, testCase.name)
        }
    }

    func testStatements_callsAssignmentsAndSubObjects() throws {
        let cases: [(name: String, statement: String, attribute: String, form: PodspecAttribute.Form, arguments: [String])] = [
            ("sub-object assignment", "s.ios.deployment_target = '12.0'", "ios.deployment_target", .assignment, ["\"12.0\""]),
            ("call without parentheses", "s.dependency 'X', '~> 1.0'", "dependency", .call, ["\"X\"", "\"~> 1.0\""]),
            ("call with parentheses over lines", "s.dependency(\n  'X',\n  '~> 1.0',\n)", "dependency", .call, ["\"X\"", "\"~> 1.0\""]),
            ("call with a trailing bare hash", "s.dependency 'X', :git => 'u', branch: 'main'", "dependency", .call,
                ["\"X\"", "{:git => \"u\", :branch => \"main\"}"]),
            ("call with a braced hash", "s.pod_target_xcconfig({ 'SWIFT_VERSION' => '5.0' })", "pod_target_xcconfig", .call,
                ["{\"SWIFT_VERSION\" => \"5.0\"}"]),
            ("call without arguments", "s.requires_arc", "requires_arc", .call, []),
            ("call with empty parentheses", "s.requires_arc()", "requires_arc", .call, []),
        ]
        for testCase in cases {
            let attribute = try XCTUnwrap(parsePodspec("Pod::Spec.new do |s|\n\(testCase.statement)\nend").attributes.first)
            XCTAssertEqual(attribute.name, testCase.attribute, testCase.name)
            XCTAssertEqual(attribute.form, testCase.form, testCase.name)
            XCTAssertEqual(attribute.arguments.map(\.description), testCase.arguments, testCase.name)
        }
    }

    func testBlocks_subspecsBraceFormSemicolonsAndByteOrderMark() throws {
        let subspec = try parsePodspec("""
            Pod::Spec.new do |spec|
              spec.subspec 'Core' do |core|
                core.source_files = "#{spec.name}/Core/*.swift"
              end
            end
            """)
        let attribute = try XCTUnwrap(subspec.attributes.first)
        XCTAssertEqual(attribute.name, "subspec")
        XCTAssertEqual(attribute.arguments.map(\.description), ["\"Core\""])
        XCTAssertEqual(attribute.block?.variable, "core")
        XCTAssertEqual(attribute.block?.location, SourceLocation(line: 2, column: 23))
        XCTAssertEqual(attribute.block?.attributes.first?.value?.description, "\"#{spec.name}/Core/*.swift\"")

        let braces = try parsePodspec("\u{FEFF}Pod::Spec.new { |s| s.name = 'A'; s.version = '1' }")
        XCTAssertEqual(braces.attributes.map(\.name), ["name", "version"])
        XCTAssertEqual(braces.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(try parsePodspec("Pod::Spec.new do |s| end").attributes, [])
    }

    func testValue_laterAssignmentWins() throws {
        let spec = try parsePodspec("Pod::Spec.new do |s|\n s.version = '1'\n s.version = '2'\nend")
        XCTAssertEqual(spec.value(of: "version")?.string, "2")
        XCTAssertNil(spec.value(of: "missing"))
    }

    func testLocations_ofNestedValuesAndHeredocs() throws {
        let spec = try parsePodspec("Pod::Spec.new do |s|\n  s.x = [1,\n    { 'é' => \"#{s.v}\" }]\n  s.y = <<~A\n    z\n  A\n  s.w = 'after'\nend")
        let array = try XCTUnwrap(spec.value(of: "x"))
        guard case .array(let elements) = array.kind, case .hash(let entries) = elements.last?.kind else {
            return XCTFail("expected an array holding a hash")
        }
        XCTAssertEqual(array.location, SourceLocation(line: 2, column: 9))
        XCTAssertEqual(elements.map(\.location), [SourceLocation(line: 2, column: 10), SourceLocation(line: 3, column: 5)])
        XCTAssertEqual(entries.first?.value.location, SourceLocation(line: 3, column: 14), "é counts as one column")
        guard case .interpolatedString(let segments) = entries.first?.value.kind,
            case .interpolation(let reference)? = segments.first
        else { return XCTFail("expected an interpolation") }
        XCTAssertEqual(reference.location, SourceLocation(line: 3, column: 17))
        XCTAssertEqual(spec.value(of: "y")?.location, SourceLocation(line: 4, column: 9))
        XCTAssertEqual(spec.attributes.last?.location, SourceLocation(line: 7, column: 3))
        XCTAssertEqual(spec.value(of: "w")?.location, SourceLocation(line: 7, column: 9))
    }
}
