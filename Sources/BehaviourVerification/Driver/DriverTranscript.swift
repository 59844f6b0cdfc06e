import BaselineChecks
import JSONCoding
import RatingReference

/// What the control driver writes on its result channel (one JSON object a record, see
/// `ControlDriver/ControlDriverOutput.swift`), read case by case as it arrives. The driver runs the checkout's
/// code, so its output is read as untrusted: every line must be a record with one of the expected shapes, and
/// the records of one case may take at most `caseBytes`; only the case being read is held.
struct DriverTranscript {
    private let reader: RecordReader
    /// The most the records of one case may take (and so any one record).
    let caseBytes: Int
    /// The case being read, its run so far, its last announced step and the bytes its records took.
    private var current: (index: Int, run: ControlRun, step: Int?, bytes: Int)?
    /// The last case that finished (ran to its end, or to an exception that ended the process).
    private(set) var lastFinished: Int?
    /// The first line that is not the protocol, when there is one; nothing after it is read.
    private(set) var malformed: String?
    /// The records of the case being read passed `caseBytes`; nothing after them is read.
    private(set) var caseTooLong = false
    /// The directory kept in memory that the driver found full, after which it stopped.
    private(set) var full: String?

    /// The index the next case must have: cases come in order, from the first one sent to this process.
    private var nextIndex: Int

    init(channel: ResultChannel, caseBytes: Int, firstIndex: Int = 0) {
        reader = RecordReader(channel: channel, maximumLineBytes: caseBytes)
        self.caseBytes = caseBytes
        nextIndex = firstIndex
    }

    /// The case (and its last announced step) that was running when the reading ended.
    var interrupted: (caseIndex: Int, step: Int?)? {
        current.map { ($0.index, $0.step) }
    }

    /// Reads the next bytes of the driver's output, handing each case they finish to `finished`; false once
    /// the reading stopped.
    mutating func read(_ bytes: ArraySlice<UInt8>, finished: (Int, ControlRun) -> Void) -> Bool {
        let reading = reader.read(bytes) { line in read(record: line, finished: finished) }
        if reader.lineTooLong { caseTooLong = true }
        if malformed == nil { malformed = reader.stray }
        return reading
    }

    /// The end of the output: a last line without its line break was cut off, and is not the protocol.
    mutating func finish() {
        reader.finish()
        if malformed == nil { malformed = reader.stray }
    }

    /// Takes in one record; false when the reading stops at it.
    private mutating func read(record line: ArraySlice<UInt8>, finished: (Int, ControlRun) -> Void) -> Bool {
        if var running = current {
            running.bytes += line.count
            guard running.bytes <= caseBytes else {
                caseTooLong = true
                return false
            }
            current = running
        }
        // An answer (most of the output) is kept as its text, read as JSON only if it differs.
        if let (step, answer) = Self.answer(in: line) {
            guard current != nil else { return refuse(line) }
            current?.run.answers[step] = ControlAnswer(text: Array(answer))
            return true
        }
        guard let members = Self.members(of: Array(line)) else { return refuse(line) }
        // Only the start of the next case, and a full directory, may come between cases.
        guard current != nil || ["case", "full"].contains(members.first?.key ?? "") else { return refuse(line) }
        switch (members.first?.key, members.count) {
        case ("case"?, 1):
            guard current == nil, let index = Self.int(members[0].value), index == nextIndex else { return refuse(line) }
            current = (index, ControlRun(), nil, line.count)
            nextIndex += 1
        case ("done"?, 1):
            guard let running = current else { return refuse(line) }
            end(running, finished)
        case ("step"?, 1):
            current?.step = Self.int(members[0].value)
        case ("step"?, 2) where members[1].key == "answer":
            guard let step = Self.int(members[0].value) else { return refuse(line) }
            current?.run.answers[step] = ControlAnswer(members[1].value)
        case ("raised"?, 1):
            guard var running = current, case .string(let message) = members[0].value.value else { return refuse(line) }
            // Raised before the case's first step (in the control's init): at no step the model raises at.
            running.run.raised = (running.step ?? -1, message)
            end(running, finished)
        case ("notVerifiable"?, 1):
            guard case .string(let reason) = members[0].value.value else { return refuse(line) }
            current?.run.notVerifiable.append(reason)
        case ("full"?, 1):
            guard case .string(let path) = members[0].value.value else { return refuse(line) }
            full = path
            return false
        default:
            return refuse(line)
        }
        return true
    }

    private mutating func end(
        _ running: (index: Int, run: ControlRun, step: Int?, bytes: Int), _ finished: (Int, ControlRun) -> Void
    ) {
        finished(running.index, running.run)
        lastFinished = running.index
        current = nil
    }

    private mutating func refuse(_ line: ArraySlice<UInt8>) -> Bool {
        malformed = ResultChannel.excerpt(line)
        return false
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
}
