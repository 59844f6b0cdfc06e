#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The writing end of `verify-control`'s result channel, compiled into the programs that run a checkout's
/// code (the control driver, the checkout's test executable) and tested here as a module of its own.
///
/// Each record is one line: the nonce the tool handed over, a space, and a JSON object. The tool reads
/// nothing else as a result (see `ResultChannel` in BehaviourVerification).
public final class ResultChannelWriter {
    /// The exit status of a program whose channel could not be written.
    public static let lostChannelStatus: Int32 = 5

    private let descriptor: Int32
    /// The nonce and a space: the start of every record.
    private let recordStart: [UInt8]
    private var pending: [UInt8] = []

    public init(descriptor: Int32, nonce: String) {
        self.descriptor = descriptor
        recordStart = Array((nonce + " ").utf8)
    }

    /// The channel of a program the tool started: the nonce read from standard input, which is closed after
    /// it, and the original standard output, which the channel keeps for itself while standard output goes on
    /// to standard error. Called first thing, before any of the checkout's code runs.
    public static func takingStandardStreams() -> ResultChannelWriter {
        var input: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(0, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            input += buffer[0..<count]
        }
        close(0)
        let channel = dup(1)
        dup2(2, 1)
        return ResultChannelWriter(
            descriptor: channel, nonce: String(decoding: input.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self))
    }

    /// Adds the record `json` (one JSON object, no line break), sent at the next `flush`.
    public func record(_ json: String) {
        pending += recordStart
        pending += json.utf8
        pending.append(UInt8(ascii: "\n"))
    }

    /// Sends the records added so far; a channel that cannot be written ends the process, whose results
    /// are then lost (never a pass).
    public func flush() {
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { exit(Self.lostChannelStatus) }
            written += count
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// `text` as a JSON string, escaped as the tool's JSON writer escapes it.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
