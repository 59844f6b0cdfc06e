/// Renders the reports of one invocation in one output format, chosen by name. Reports
/// describe themselves (each result carries its rule), so a formatter needs nothing else.
public protocol ReportFormatter: Sendable {
    /// The value of `--format` that selects this formatter.
    static var name: String { get }
    init(style: OutputStyle)
    func render(_ reports: [CheckoutReport]) -> String
}

/// How the terminal output may look.
public struct OutputStyle: Sendable {
    public var colour: Bool
    /// Only what failed: no passing checkout, no note (text and compiler formats).
    public var quiet = false
    /// Every detail note too, e.g. each rewrite made to compile for Linux (text and compiler formats).
    public var verbose = false
    public init(colour: Bool, quiet: Bool = false, verbose: Bool = false) {
        self.colour = colour
        self.quiet = quiet
        self.verbose = verbose
    }
    public static let plain = OutputStyle(colour: false)
}

/// An output format, as `--format` names it.
public struct ReportFormat: Equatable, Sendable {
    public let formatter: any ReportFormatter.Type

    /// Every output format, in the order `--help` lists them.
    public static let all = [TextReport.self, CompilerReport.self, JSONReport.self, SARIFReport.self, JUnitReport.self,
                             HTMLReport.self, GitHubReport.self, TimelineReport.self].map { ReportFormat(formatter: $0) }
    public static let text = ReportFormat(formatter: TextReport.self)
    public static let json = ReportFormat(formatter: JSONReport.self)
    public static let sarif = ReportFormat(formatter: SARIFReport.self)
    public static let html = ReportFormat(formatter: HTMLReport.self)

    /// The format `--format name` selects, if there is one.
    public init?(named name: String) {
        guard let format = Self.all.first(where: { $0.name == name }) else { return nil }
        self = format
    }

    private init(formatter: any ReportFormatter.Type) {
        self.formatter = formatter
    }

    public var name: String { formatter.name }

    public func render(_ reports: [CheckoutReport], style: OutputStyle) -> String {
        formatter.init(style: style).render(reports)
    }

    public static func == (lhs: ReportFormat, rhs: ReportFormat) -> Bool { lhs.name == rhs.name }
}

extension CheckoutReport {
    /// A finding's path as a user can open it from the directory the tool ran in; an absolute path (a file
    /// outside the checkout, such as a test file `--add-tests` added) as it is.
    func displayPath(_ path: String?) -> String {
        let name = checkout.displayName
        guard let path else { return name }
        if path.hasPrefix("/") { return path }
        return name == "." ? path : name + "/" + path
    }
}
