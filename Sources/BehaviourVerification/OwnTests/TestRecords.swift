import JSONCoding

/// What the recorder compiled beside a checkout's tests (`XCTestObserver/TestRecorder.swift`) sent on the
/// result channel for one test process: one JSON object a record.
struct TestRecords {
    /// The tests that started and finished, in order (one each, when the process ran its one test).
    var started: [String] = []
    var finished: [(name: String, skipped: Bool)] = []
    /// Every failed assertion: where (in the work directory) and XCTest's message.
    var failures: [TestOutcome.Failure] = []
    /// What the UIKit stand-in could not answer on Linux.
    var notVerifiable: [String] = []
    /// XCTest reached the end of the run.
    var runFinished = false
    /// The first line that is not a record, or a record of no known shape: nothing after it is read.
    var stray: String?

    init(_ output: [UInt8], channel: ResultChannel) {
        let (payloads, strayLine) = channel.records(in: output)
        for payload in payloads {
            guard read(payload) else {
                stray = String(decoding: payload.prefix(120), as: UTF8.self)
                return
            }
        }
        stray = strayLine
    }

    /// Takes in one record; false when it has no known shape.
    private mutating func read(_ payload: ArraySlice<UInt8>) -> Bool {
        guard let json = try? JSONParser.parse(Array(payload)), case .object(let members) = json.value,
              let (key, value) = members.first.map({ ($0.key, $0.value) })
        else { return false }
        switch (key, members.count, value.value) {
        case ("started", 1, .string(let name)): started.append(name)
        case ("finished", 2, .string(let name)):
            guard members[1].key == "skipped", case .bool(let skipped) = members[1].value.value else { return false }
            finished.append((name, skipped))
        case ("failed", 1, .object(let fields)):
            guard fields.count == 3, case .string(let file) = fields[0].value.value, fields[0].key == "file",
                  fields[1].key == "line", case .number(let line) = fields[1].value.value, let number = Int(line),
                  fields[2].key == "message", case .string(let message) = fields[2].value.value
            else { return false }
            failures.append(TestOutcome.Failure(path: file, line: number, message: message))
        case ("notVerifiable", 1, .string(let reason)): notVerifiable.append(reason)
        case ("bundleFinished", 1, .bool(true)): runFinished = true
        default: return false
        }
        return true
    }
}
