/// Decodes `Decodable` values (synthesized conformances included) from JSON text or values.
///
/// The text is read by `JSONParser` (strict and bounded); integers must be written without fraction
/// or exponent and fit their type; numbers that overflow a floating-point type are refused.
public enum JSONValueDecoder {
    /// The `type` value that the JSON text `bytes` hold.
    public static func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8], maximumSize: Int = JSONParser.defaultMaximumSize
    ) throws(JSONDecodingError) -> T {
        let json: JSON
        do {
            json = try JSONParser.parse(bytes, maximumSize: maximumSize)
        } catch {
            throw JSONDecodingError(.syntax, error.message, path: error.path, at: error.location)
        }
        return try decode(type, from: json)
    }

    /// The `type` value that `json` holds.
    public static func decode<T: Decodable>(_ type: T.Type, from json: JSON) throws(JSONDecodingError) -> T {
        do {
            return try T(from: ValueDecoder(json: json, path: .root))
        } catch let error as DecodingError {
            throw JSONDecodingError(error, in: json)
        } catch {
            throw JSONDecodingError(.invalidValue, "\(error)", path: "", at: json.location)
        }
    }
}
