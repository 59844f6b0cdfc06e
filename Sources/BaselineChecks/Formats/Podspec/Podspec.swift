/// A parsed podspec: the attributes that `Pod::Spec.new do |s| … end` sets, in file order.
/// Only a declarative subset of Ruby is accepted; everything else is an "unsupported construct"
/// error, and nothing is ever run.
public struct Podspec: Hashable, Sendable {
    /// How deep arrays, hashes, interpolations and blocks may nest by default.
    public static let defaultMaximumDepth = 100
    /// The largest file parsed by default, in bytes.
    public static let defaultMaximumSize = 16 << 20

    /// The spec's block: `s` in `Pod::Spec.new do |s|`.
    public let root: PodspecBlock
    /// Where `Pod::Spec.new` is written.
    public let location: SourceLocation

    /// Parses the UTF-8 text of a `.podspec`.
    public init(
        parsing bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth, maximumSize: Int = defaultMaximumSize
    ) throws(ParseError) {
        var lexer = PodspecLexer(
            cursor: try TextCursor(validating: bytes, maximumSize: maximumSize), maximumDepth: maximumDepth)
        var parser = PodspecParser(tokens: lexer.tokenize(), scope: [], depth: 0, maximumDepth: maximumDepth)
        (root, location) = try parser.parseSpec()
    }

    /// The top-level attributes, in file order.
    public var attributes: [PodspecAttribute] { root.attributes }

    /// The iOS version of `s.platform = :ios, "12.0"`, or else of `s.ios.deployment_target`.
    public var iOSPlatformVersion: String? {
        if case .array(let elements)? = value(of: "platform")?.kind, elements.count == 2,
           elements.first?.kind == .symbol("ios"), let version = elements.last?.string {
            return version
        }
        return value(of: "ios.deployment_target")?.string
    }

    /// The value that the last top-level statement for `name` sets (later assignments win, as in Ruby).
    public func value(of name: String) -> PodspecExpression? {
        attributes.last { $0.name == name }?.value
    }
}

/// The statements of a `do |variable| … end` block.
public struct PodspecBlock: Hashable, Sendable {
    public let variable: String
    public let attributes: [PodspecAttribute]
    /// Where the block's `do` or `{` is written.
    public let location: SourceLocation
}

/// One statement of a spec: `s.name = value` or a call such as `s.dependency 'X', '~> 1.0'`.
public struct PodspecAttribute: Hashable, Sendable {
    /// Whether the statement assigns (`s.version = …`) or calls (`s.dependency …`).
    public enum Form: Hashable, Sendable {
        case assignment
        case call
    }

    /// The attribute path after the block variable: `version`, `ios.deployment_target`, `dependency`.
    public let name: String
    public let form: Form
    public let arguments: [PodspecExpression]
    /// The block of a call such as `s.subspec 'Core' do |core| … end`.
    public let block: PodspecBlock?
    /// Where the statement (its block variable) starts.
    public let location: SourceLocation

    /// The value set: the only argument, or all of them as an array (`s.platform = :ios, '12.0'`).
    public var value: PodspecExpression? {
        guard let first = arguments.first else { return nil }
        return arguments.count == 1 ? first : PodspecExpression(.array(arguments), at: first.location)
    }
}
