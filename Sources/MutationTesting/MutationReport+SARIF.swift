import BaselineChecks
import BaselineSupport
import JSONCoding

extension MutationReport {
    /// The report as SARIF 2.1.0, for code scanning: each survivor a warning at its line (a line whose change no
    /// case nor test noticed), under a rule per mutation operator; the other verdicts are not problems and are
    /// left out (the JSON report keeps them). Written through the check's SARIF parts, one run, its checkout's
    /// root the base of the control's relative URI; texts from the checkout escaped as the check's SARIF escapes them.
    public func sarif() -> String {
        let survivors = results.filter { $0.verdict == .survived }
        let operators = MutationOperator.allCases.filter { kind in survivors.contains { $0.mutant.mutationOperator == kind } }
        let indices = Dictionary(uniqueKeysWithValues: operators.enumerated().map { ($0.element, $0.offset) })
        return SARIF.log { json in
            json.member("originalUriBaseIds", object: { json in
                json.member(Self.sarifBase, object: { json in
                    json.key("description")
                    SARIF.message(checkout.escapedForMessage, to: &json)
                    if let checkoutRoot { json.member("uri", SARIFReport.directoryURI(checkoutRoot)) }
                })
            })
            json.member("results", array: { json in
                for survivor in survivors { result(survivor, ruleIndex: indices[survivor.mutant.mutationOperator] ?? -1, to: &json) }
            })
            json.member("tool", object: { json in
                json.member("driver", object: { json in
                    json.member("name", "check-baseline")
                    json.member("rules", array: { json in
                        for kind in operators { Self.descriptor(kind, to: &json) }
                    })
                    json.member("semanticVersion", ToolVersion.current)
                    json.member("version", ToolVersion.current)
                })
            })
        }
    }

    /// The base every location is relative to: the checkout's root.
    static let sarifBase = "CHECKOUT1"

    private func result(_ survivor: MutantResult, ruleIndex: Int, to json: inout JSONStream) {
        let mutant = survivor.mutant
        json.object { json in
            json.member("level", "warning")
            json.member("locations", array: { json in
                SARIF.location(uri: SARIFReport.percentEncoded(controlPath), base: Self.sarifBase, mutant.location, to: &json)
            })
            json.key("message")
            let diff = survivor.diff.map(\.escapedForMessage).joined(separator: "\n")
            SARIF.message(
                "mutant #\(mutant.number) survived: \(survivor.change.escapedForMessage); no case of the model (nor the"
                    + " checkout's own tests) told it from the control, so this line's behaviour is untested\n\(diff)",
                to: &json)
            json.member("ruleId", mutant.mutationOperator.rawValue)
            json.member("ruleIndex", ruleIndex)
        }
    }

    private static func descriptor(_ kind: MutationOperator, to json: inout JSONStream) {
        let rerun = "`check-baseline mutation-score --mutant N` judges mutant N again."
        json.object { json in
            json.member("defaultConfiguration", object: { json in json.member("level", "warning") })
            json.key("fullDescription")
            SARIF.message("A mutant made by \(kind.summary) survived verification: the line it changed is untested.", to: &json)
            json.key("help")
            SARIF.message(
                "Add a case or a test that tells the mutant from the control, or declare it equivalent. \(rerun)",
                to: &json)
            json.member("id", kind.rawValue)
            json.member("name", "mutant-survived-" + kind.rawValue.lowercased())
            json.key("shortDescription")
            SARIF.message("\(kind.rawValue): \(kind.summary)", to: &json)
        }
    }
}
