import JSONCoding

/// libFuzzer entry point for the JSON parser, writer and Codable decoder (see fuzz.sh). Besides
/// not crashing, every accepted document must write text that reads back as the same text, and
/// every decoded value must encode and decode back to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONParser.parse(bytes) else { return 0 }
    for style in [JSONWriter.Style.compact, .pretty] {
        let text = JSONWriter.text(of: json, style: style)
        let reread = try? JSONParser.parse(Array(text.utf8))
        precondition(reread.map { JSONWriter.text(of: $0, style: style) } == text, "written JSON does not read back")
    }
    if let shapes = try? JSONValueDecoder.decode([FuzzShape].self, from: json) {
        let again = try? JSONValueDecoder.decode([FuzzShape].self, from: JSONValueEncoder.encode(shapes))
        precondition(again == shapes, "decoded value does not round-trip")
    }
    return 0
}

/// A synthesized Codable type with every container kind, for inputs shaped like it.
indirect enum FuzzShape: Codable, Equatable {
    case leaf(name: String, weight: Double?)
    case list([FuzzShape])
    case table([String: Int])
    case pair(Bool, UInt8)
    case numbers([Int8?], [Float])
}
