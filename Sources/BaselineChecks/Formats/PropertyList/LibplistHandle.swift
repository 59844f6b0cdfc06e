#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibPlist
import Synchronization

/// libplist 2.2 does not promise thread safety; checkouts checked in parallel take turns.
private let libplistLock = Mutex(())

/// Owns a libplist tree and converts it to `PropertyListValue`. Only handed input
/// that has already been validated, so its depth is bounded.
final class LibplistHandle {
    private let node: plist_t

    init?(bytes: [UInt8], binary: Bool) {
        guard !bytes.isEmpty, let length = UInt32(exactly: bytes.count) else { return nil }
        var parsed: plist_t?
        libplistLock.withLock { _ in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    if binary {
                        plist_from_bin(chars.baseAddress, length, &parsed)
                    } else {
                        plist_from_xml(chars.baseAddress, length, &parsed)
                    }
                }
            }
        }
        guard let parsed else { return nil }
        node = parsed
    }

    deinit { plist_free(node) }

    func value() -> PropertyListValue { Self.convert(node) }

    private static func convert(_ node: plist_t) -> PropertyListValue {
        switch plist_get_node_type(node) {
        case PLIST_BOOLEAN:
            var value: UInt8 = 0
            plist_get_bool_val(node, &value)
            return .boolean(value != 0)
        case PLIST_UINT:
            var value: UInt64 = 0
            plist_get_uint_val(node, &value)
            return .integer(Int64(bitPattern: value))
        case PLIST_REAL:
            var value = 0.0
            plist_get_real_val(node, &value)
            return .real(value)
        case PLIST_STRING:
            return .string(takeString { plist_get_string_val(node, &$0) })
        case PLIST_KEY:
            return .string(takeString { plist_get_key_val(node, &$0) })
        case PLIST_DATE:
            var seconds: Int32 = 0
            var microseconds: Int32 = 0
            plist_get_date_val(node, &seconds, &microseconds)
            return .date(Double(seconds) + Double(microseconds) / 1_000_000)
        case PLIST_DATA:
            var pointer: UnsafeMutablePointer<CChar>?
            var length: UInt64 = 0
            plist_get_data_val(node, &pointer, &length)
            defer { free(pointer) }
            guard let pointer else { return .data([]) }
            return .data(UnsafeRawBufferPointer(start: pointer, count: Int(length)).map { $0 })
        case PLIST_UID:
            var value: UInt64 = 0
            plist_get_uid_val(node, &value)
            return .uid(value)
        case PLIST_ARRAY:
            let count = plist_array_get_size(node)
            return .array((0..<count).compactMap { plist_array_get_item(node, $0).map(convert) })
        case PLIST_DICT:
            return .dictionary(dictionaryEntries(node))
        default:
            return .string("")
        }
    }

    private static func dictionaryEntries(_ node: plist_t) -> [(key: String, value: PropertyListValue)] {
        var entries: [(key: String, value: PropertyListValue)] = []
        var iterator: plist_dict_iter?
        plist_dict_new_iter(node, &iterator)
        defer { free(iterator) }
        while true {
            var key: UnsafeMutablePointer<CChar>?
            var value: plist_t?
            plist_dict_next_item(node, iterator, &key, &value)
            guard let key, let value else {
                free(key)
                break
            }
            entries.append((String(cString: key), convert(value)))
            free(key)
        }
        return entries
    }

    private static func takeString(_ get: (inout UnsafeMutablePointer<CChar>?) -> Void) -> String {
        var pointer: UnsafeMutablePointer<CChar>?
        get(&pointer)
        defer { free(pointer) }
        return pointer.map { String(cString: $0) } ?? ""
    }
}
