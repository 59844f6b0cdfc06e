/// How serious a finding is; ordered `note < warning < error`.
public enum Severity: String, Codable, Comparable, CaseIterable, Sendable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
