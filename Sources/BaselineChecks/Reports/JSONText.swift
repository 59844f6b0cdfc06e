import JSONCoding

/// Deterministic, pretty JSON text: keys sorted, two-space indentation, no final newline.
enum JSONText {
    static func encode(_ value: some Encodable) -> String {
        do {
            var text = try JSONValueEncoder.text(of: value, style: .pretty)
            text.removeLast()
            return text
        } catch {
            let problem = JSON.object([JSONMember("error", .string("cannot encode the report: \(error)"))])
            return JSONWriter.text(of: problem, style: .compact)
        }
    }
}
