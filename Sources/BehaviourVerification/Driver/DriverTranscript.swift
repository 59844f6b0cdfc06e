import BaselineChecks
import JSONCoding
import RatingReference

/// What the control driver wrote on its result channel (one JSON object a record, see
/// `ControlDriver/ControlDriverOutput.swift`), read back case by case. The driver runs the checkout's code,
/// so its output is read as untrusted: every line must be a record with one of the expected shapes.
struct DriverTranscript {
    /// The runs of the cases that finished, or ended by raising an exception, by case index.
    var runs: [Int: ControlRun] = [:]
    /// The case (and its last announced step) that was running when the output ended.
    var interrupted: (caseIndex: Int, step: Int?)?
    /// The first line that is not the protocol, when there is one; nothing after it is read.
    var malformed: String?

    /// A driver that wrote nothing.
    init() {}

    /// Reads the driver's output.
    init(_ output: [UInt8], channel: ResultChannel) {
        var current: (index: Int, run: ControlRun, step: Int?)?
        let (records, stray) = channel.records(in: output)
        for line in records {
            // An answer (most of the output) is kept as its text, read as JSON only if it differs.
            if let (step, answer) = Self.answer(in: line) {
                current?.run.answers[step] = ControlAnswer(text: Array(answer))
                continue
            }
            guard let members = Self.members(of: Array(line)) else {
                malformed = Self.excerpt(line)
                break
            }
            switch (members.first?.key, members.count) {
            case ("case"?, 1):
                guard let index = Self.int(members[0].value) else { malformed = Self.excerpt(line); break }
                current = (index, ControlRun(), nil)
            case ("done"?, 1):
                guard let running = current else { malformed = Self.excerpt(line); break }
                runs[running.index] = running.run
                current = nil
            case ("step"?, 1):
                current?.step = Self.int(members[0].value)
            case ("step"?, 2) where members[1].key == "answer":
                guard let step = Self.int(members[0].value) else { malformed = Self.excerpt(line); break }
                current?.run.answers[step] = ControlAnswer(members[1].value)
            case ("raised"?, 1):
                guard var running = current, case .string(let message) = members[0].value.value else {
                    malformed = Self.excerpt(line)
                    break
                }
                running.run.raised = (running.step ?? 0, message)
                runs[running.index] = running.run
                current = nil
            default:
                malformed = Self.excerpt(line)
            }
            if malformed != nil { break }
        }
        if malformed == nil { malformed = stray }
        if let running = current { interrupted = (running.index, running.step) }
    }

    private static let answerStart = Array(#"{"step":"#.utf8)
    private static let answerKey = Array(#","answer":"#.utf8)

    /// `{"step":N,"answer":…}` taken apart without reading the answer: the step and the answer's text.
    private static func answer(in line: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>)? {
        guard line.starts(with: answerStart), line.last == UInt8(ascii: "}") else { return nil }
        var index = line.startIndex + answerStart.count
        var step = 0
        while index < line.endIndex, line[index] >= UInt8(ascii: "0"), line[index] <= UInt8(ascii: "9"),
              step < Int.max / 10 - 9 {
            step = step * 10 + Int(line[index] - UInt8(ascii: "0"))
            index += 1
        }
        guard index > line.startIndex + answerStart.count, line[index...].starts(with: answerKey) else { return nil }
        return (step, line[(index + answerKey.count)..<(line.endIndex - 1)])
    }

    private static func members(of line: [UInt8]) -> [JSONMember]? {
        guard let json = try? JSONParser.parse(line), case .object(let members) = json.value else { return nil }
        return members
    }

    private static func int(_ json: JSON) -> Int? {
        guard case .number(let text) = json.value else { return nil }
        return Int(text)
    }

    /// The start of a line, for a message.
    private static func excerpt(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line.prefix(120), as: UTF8.self)
    }
}
