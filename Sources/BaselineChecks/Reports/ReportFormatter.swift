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
    public init(colour: Bool) { self.colour = colour }
    public static let plain = OutputStyle(colour: false)
}

public enum ReportFormats {
    /// Every output format, in the order `--help` lists them.
    public static let all: [any ReportFormatter.Type] = [TextReport.self, CompilerReport.self, JSONReport.self, SARIFReport.self, JUnitReport.self, HTMLReport.self]

    public static func named(_ name: String) -> (any ReportFormatter.Type)? {
        all.first { $0.name == name }
    }
}

extension CheckoutReport {
    /// A finding's path as a user can open it from the directory the tool ran in.
    func displayPath(_ path: String?) -> String {
        let name = checkout.displayName
        guard let path else { return name }
        return name == "." ? path : name + "/" + path
    }
}
