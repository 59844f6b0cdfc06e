/// One thing a rule found, located in the checkout as precisely as the input allows.
public struct Finding: Codable, Comparable, Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Path relative to the checkout root; `nil` when the finding concerns the checkout as a whole.
    public var path: String?
    public var location: SourceLocation?
    /// Secondary places worth looking at, e.g. where a scoped fragment was found instead.
    public var notes: [FindingNote]
    /// Drawings that show the finding (a control before and after a change), for the HTML report.
    public var figures: [FindingFigure]?
    /// The steps that led to what the figures show (a case's, as its case file writes them), for the HTML report.
    public var steps: [String]?

    public init(
        ruleID: String, severity: Severity, message: String,
        path: String? = nil, location: SourceLocation? = nil, notes: [FindingNote] = [], figures: [FindingFigure]? = nil,
        steps: [String]? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
        self.notes = notes
        self.figures = figures
        self.steps = steps
    }

    /// Path, line, column, rule, message; compared field by field, not as two five-field tuples built
    /// (and their strings retained) for every pair compared while sorting a long report.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        let (leftPath, rightPath) = (lhs.path ?? "", rhs.path ?? "")
        if leftPath != rightPath { return leftPath < rightPath }
        let (leftLine, rightLine) = (lhs.location?.line ?? 0, rhs.location?.line ?? 0)
        if leftLine != rightLine { return leftLine < rightLine }
        let (leftColumn, rightColumn) = (lhs.location?.column ?? 0, rhs.location?.column ?? 0)
        if leftColumn != rightColumn { return leftColumn < rightColumn }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// A drawing attached to a finding: an SVG document the tool drew (never text from a checkout) and its caption.
public struct FindingFigure: Codable, Hashable, Sendable {
    public var caption: String
    public var svg: String

    public init(caption: String, svg: String) {
        self.caption = caption
        self.svg = svg
    }
}

/// A secondary location attached to a finding.
public struct FindingNote: Codable, Hashable, Sendable {
    public var message: String
    public var path: String?
    public var location: SourceLocation?
    /// `true` for one of many places that the finding's message sums up (each rewrite made to compile for
    /// Linux): the text and GitHub reports leave it out unless `--verbose`; JSON and SARIF keep it.
    public var detail: Bool?

    public init(message: String, path: String? = nil, location: SourceLocation? = nil, detail: Bool = false) {
        self.message = message
        self.path = path
        self.location = location
        self.detail = detail ? true : nil
    }

    /// Whether a report that sums up shows the note: not a detail, or `verbose` asked for them.
    public func isShown(verbose: Bool) -> Bool {
        detail != true || verbose
    }
}
