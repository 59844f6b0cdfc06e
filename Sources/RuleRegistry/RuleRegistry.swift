import BaselineChecks
import BehaviourVerification

/// Every rule the tool can report, in one list: the catalog's (the built-in one, or the one `--rules` names), then
/// FILE, BHV, APP and HDR. `explain`, `--list-rules`, `--help`'s ID ranges, the README's tables (held by a test) and
/// the example tests read this list and nothing else.
///
/// It is a module of its own because it is the one place that sees every family: BaselineChecks declares the
/// catalog, FILE and HDR, and cannot see BehaviourVerification, which declares BHV and APP on top of it.
public struct RuleRegistry: Sendable {
    /// The families, in the order the list holds them.
    public static let families: [RuleFamily] = [.catalog, .file, .behaviour, .sampleApp, .header]

    /// The registry of the built-in catalog.
    public static let standard = RuleRegistry(catalog: .standard)

    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// Every rule, family by family.
    public var all: [any DescribedRule] {
        Self.families.flatMap(rules(of:))
    }

    /// The rules of `family`, in the order their family declares them.
    public func rules(of family: RuleFamily) -> [any DescribedRule] {
        switch family {
        case .catalog: catalog.rules
        case .file: FileRules.described
        case .header: HeaderRules.all
        case .behaviour, .sampleApp: BehaviourRules.described.filter { $0.family == family }
        default: []
        }
    }

    /// The rule a user means by `identifier`: its ID in any case, or its name.
    public func rule(namedBy identifier: String) -> (any DescribedRule)? {
        all.first { $0.descriptor.isNamed(by: identifier) }
    }

    /// `BHV001-BHV004, BHV010`: the IDs sorted, each run of consecutive numbers as a range, as `--help` names them.
    public static func ranges(_ ids: [String]) -> String {
        let number = { (id: String) in Int(id.drop { !$0.isNumber }) }
        var runs: [[String]] = []
        for id in ids.sorted() {
            if let last = runs.last?.last, let previous = number(last), number(id) == previous + 1,
               last.prefix(while: { !$0.isNumber }) == id.prefix(while: { !$0.isNumber }) {
                runs[runs.count - 1].append(id)
            } else {
                runs.append([id])
            }
        }
        return runs.map { $0.count > 1 ? "\($0[0])-\($0[$0.count - 1])" : $0[0] }.joined(separator: ", ")
    }
}
