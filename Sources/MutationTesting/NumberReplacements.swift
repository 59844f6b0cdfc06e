/// What a number literal becomes in the constant mutants: 0, one more, one less and ten times as much, each
/// different from the literal's own value. Negative results are parenthesised, since the literal may follow
/// a prefix or binary `-` (`by: -1`, `x - 1`). Literals that are not plain decimals (`0x1F`, `1e3`) are left alone.
enum NumberReplacements {
    static func replacements(of literal: String, isFloat: Bool) -> [String] {
        let digits = literal.filter { $0 != "_" }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return [] }
        if isFloat {
            guard let value = Double(digits) else { return [] }
            return unique([0, value + 1, value - 1, value * 10].filter { $0 != value && $0.isFinite }.map(text))
        }
        guard let value = Int(digits) else { return [] }
        let results = [value.addingReportingOverflow(1), value.subtractingReportingOverflow(1),
                       value.multipliedReportingOverflow(by: 10)]
        let candidates = [0] + results.filter { !$0.overflow }.map(\.partialValue)
        return unique(candidates.filter { $0 != value }.map { $0 < 0 ? "(\($0))" : String($0) })
    }

    private static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        let written = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value)
        return value < 0 ? "(\(written))" : written
    }

    private static func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }
}
