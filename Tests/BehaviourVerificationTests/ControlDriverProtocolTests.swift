import BaselineSupport
import JSONCoding
import RatingReference
import ResultChannelWriter
import XCTest
@testable import BaselineChecks
@testable import BehaviourVerification

/// The two ends of the driver's protocol that live in the tool: the script it reads, the transcript it writes.
final class ControlDriverProtocolTests: XCTestCase {
    func testScript_numbersTravelAsTheirBits_labelsAsOneWord() {
        let oracleCase = OracleCase(name: "a", documented: "", steps: [
            .set(.bounds(Rect(x: 0, y: -0.0, width: .nan, height: 10))), .set(.rating(2.5)),
            .set(.emptyImage(nil)), .set(.accessibilityLabel("")), .set(.accessibilityLabel("Two words%")),
            .touchesBegan([Point(x: 1, y: .infinity)]), .touchesEnded([]), .layout, .observe(Observation()),
        ])
        XCTAssertEqual(DriverScript.text(for: [oracleCase], firstIndex: 7), """
            case 7
            set bounds 0000000000000000 8000000000000000 7ff8000000000000 4024000000000000
            set rating 40200000
            set emptyImage -
            set accessibilityLabel =
            set accessibilityLabel =Two%20words%25
            touchesBegan 1 3ff0000000000000 7ff0000000000000
            touchesEnded 0
            layout
            observe
            end

            """)
    }

    func testTranscript_collectsAnswersAndExceptionsByCase() throws {
        let output = """
            {"case":0}
            {"step":0}
            {"step":1}
            {"step":1,"answer":{"rating":2}}
            {"notVerifiable":"responds(to: x)"}
            {"done":0}
            {"case":1}
            {"step":0}
            {"step":1}
            {"raised":"CALayerInvalidGeometry: CALayer bounds contains NaN: [nan 0; 0 0]"}

            """
        let (transcript, runs) = readAll(framed(output))
        XCTAssertNil(transcript.malformed)
        XCTAssertNil(transcript.interrupted)
        let first = try XCTUnwrap(runs[0])
        XCTAssertEqual(first.answers.keys.sorted(), [1])
        XCTAssertEqual(first.answers[1]?.text, Array(#"{"rating":2}"#.utf8), "an answer is kept as its text")
        XCTAssertNil(first.raised)
        XCTAssertEqual(first.notVerifiable, ["responds(to: x)"], "what the stand-in could not answer stays with its case")
        let second = try XCTUnwrap(runs[1])
        XCTAssertEqual(second.notVerifiable, [])
        XCTAssertEqual(second.raised?.step, 1)
        XCTAssertEqual(second.raised?.message, "CALayerInvalidGeometry: CALayer bounds contains NaN: [nan 0; 0 0]")
    }

    func testTranscript_aCaseWithoutItsEndIsInterruptedAtItsLastStep() {
        let (transcript, runs) = readAll(framed("{\"case\":4}\n{\"step\":0}\n{\"step\":1}\n"), firstIndex: 4)
        XCTAssertEqual(transcript.interrupted?.caseIndex, 4)
        XCTAssertEqual(transcript.interrupted?.step, 1)
        XCTAssertTrue(runs.isEmpty)
    }

    func testTranscript_anythingElseStopsTheReadingAndIsQuoted() {
        for line in ["hello", "{\"case\":\"x\"}", "{\"done\":0}", "[1]", "{\"step\":0,\"other\":1}"] {
            let (transcript, _) = readAll(framed(line + "\n{\"case\":0}\n"))
            XCTAssertEqual(transcript.malformed, line, line)
            XCTAssertNil(transcript.interrupted, line)
        }
    }

    /// Cases come in order from the first one sent, and nothing of a case comes outside one: a record out of
    /// place (a case out of order, a step or a question before any case) stops the reading.
    func testTranscript_recordsOutOfPlaceStopTheReading() {
        for output in ["{\"case\":1}\n", "{\"case\":-1}\n", "{\"case\":0}\n{\"done\":0}\n{\"case\":0}\n",
                       "{\"notVerifiable\":\"x\"}\n{\"case\":0}\n", "{\"step\":0,\"answer\":{}}\n{\"case\":0}\n",
                       "{\"case\":0}\n{\"case\":1}\n"] {
            let (transcript, _) = readAll(framed(output))
            XCTAssertNotNil(transcript.malformed, output)
        }
        let (inOrder, runs) = readAll(framed("{\"case\":0}\n{\"done\":0}\n{\"case\":1}\n{\"done\":1}\n"))
        XCTAssertNil(inOrder.malformed)
        XCTAssertEqual(runs.keys.sorted(), [0, 1])
    }

    /// What the control's code writes on the driver's channel is never a record: a line without the nonce (or
    /// with another), or one cut off, stops the reading, so the cases after it have no result.
    func testTranscript_linesWithoutTheNonceAreNeverRecords() {
        let forged = ["{\"case\":0}", "\(channel.nonce)x {\"case\":0}", "0123 {\"case\":0}", " {\"case\":0}"]
        for line in forged {
            let (transcript, runs) = readAll(Array((line + "\n").utf8) + framed("{\"case\":1}\n{\"done\":1}\n"))
            XCTAssertEqual(transcript.malformed, line, line)
            XCTAssertTrue(runs.isEmpty, line)
        }
        let (cut, runs) = readAll(framed("{\"case\":1}\n{\"done\":1}\n") + Array("\(channel.nonce) {\"case\"".utf8),
                                  firstIndex: 1)
        XCTAssertNotNil(cut.malformed, "a last line without its line break was cut off")
        XCTAssertEqual(runs.keys.sorted(), [1])
    }

    /// The output is read as it arrives, in pieces of any size: each case is handed over once its end is read,
    /// whatever the pieces, and the answers are the same as read in one piece.
    func testTranscript_readInPieces_handsOverTheSameCasesAsTheyEnd() {
        let first = framed("{\"case\":0}\n{\"step\":0}\n{\"step\":0,\"answer\":{\"rating\":2}}\n{\"done\":0}\n")
        let output = first + framed("{\"case\":1}\n{\"step\":0}\n{\"step\":0,\"answer\":{\"rating\":3}}\n{\"done\":1}\n")
        let whole = readAll(output).runs.mapValues { $0.answers.mapValues(\.text) }
        for size in [1, 2, 7, 33, 100] {
            var transcript = DriverTranscript(channel: channel, caseBytes: 1 << 20)
            var handed: [Int] = []
            var runs: [Int: [Int: [UInt8]]] = [:]
            for start in stride(from: 0, to: output.count, by: size) {
                let end = min(start + size, output.count)
                XCTAssertTrue(transcript.read(output[start..<end]) { index, run in
                    handed.append(index)
                    runs[index] = run.answers.mapValues(\.text)
                })
                XCTAssertEqual(handed.first == 0, end >= first.count, "case 0 handed over at its end, pieces of \(size)")
            }
            transcript.finish()
            XCTAssertEqual(handed, [0, 1], "pieces of \(size)")
            XCTAssertEqual(runs, whole, "pieces of \(size)")
            XCTAssertNil(transcript.malformed)
        }
    }

    /// A case whose records pass the budget is cut off where they pass it, and nothing after is read: the cases
    /// before it are whole. A line longer than the budget is not held waiting for its end.
    func testTranscript_aCaseOverItsBudget_stopsTheReadingThere() {
        let answer = "{\"step\":0,\"answer\":\"" + String(repeating: "x", count: 300) + "\"}"
        let (transcript, runs) = readAll(
            framed("{\"case\":0}\n\(answer)\n{\"done\":0}\n{\"case\":1}\n\(answer)\n\(answer)\n{\"done\":1}\n{\"case\":2}\n"),
            caseBytes: 500)
        XCTAssertTrue(transcript.caseTooLong)
        XCTAssertEqual(runs.keys.sorted(), [0])
        XCTAssertEqual(transcript.interrupted?.caseIndex, 1)
        XCTAssertNil(transcript.malformed)

        var endless = DriverTranscript(channel: channel, caseBytes: 500)
        XCTAssertTrue(endless.read(framed("{\"case\":0}\n")[...]) { _, _ in })
        let unending = "\(channel.nonce) {\"step\":0,\"answer\":\"" + String(repeating: "x", count: 600)
        XCTAssertFalse(endless.read(Array(unending.utf8)[...]) { _, _ in })
        XCTAssertTrue(endless.caseTooLong, "a line over the budget stops the reading before its end")
    }

    /// The driver found a directory kept in memory full: the case it was in ends there, unfinished.
    func testTranscript_aFullDirectory_endsTheReadingInItsCase() {
        let (transcript, runs) = readAll(framed(
            "{\"case\":0}\n{\"done\":0}\n{\"case\":1}\n{\"step\":0}\n{\"full\":\"/dev/shm\"}\n{\"done\":1}\n"))
        XCTAssertEqual(transcript.full, "/dev/shm")
        XCTAssertEqual(runs.keys.sorted(), [0])
        XCTAssertEqual(transcript.interrupted?.caseIndex, 1)
        XCTAssertNil(transcript.malformed)
    }

    func testChannel_noncesAreFreshAndHandedOverOnce() {
        let other = ResultChannel()
        XCTAssertNotEqual(channel.nonce, other.nonce)
        XCTAssertEqual(channel.nonce.count, 32)
        XCTAssertEqual(channel.input, .once(Array((channel.nonce + "\n").utf8)))
    }

    /// The writer the programs under test use and the reader the tool uses agree, strings escaped and all.
    func testWriterAndChannel_roundTripRecords() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let writer = ResultChannelWriter(descriptor: ends[1], nonce: channel.nonce)
        let text = "a \"quoted\" \\ line\nbreak \u{01} ü"
        writer.record("{\"notVerifiable\":\(ResultChannelWriter.string(text))}")
        writer.record("{\"bundleFinished\":true}")
        writer.flush()
        close(ends[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 { output += buffer[0..<count] }
        close(ends[0])
        let (payloads, stray) = channel.records(in: output)
        XCTAssertNil(stray)
        XCTAssertEqual(payloads.count, 2)
        let json = try JSONParser.parse(Array(payloads[0]))
        guard case .object(let members) = json.value, case .string(let read) = members.first?.value.value else {
            return XCTFail("not an object with a string: \(json)")
        }
        XCTAssertEqual(read, text)
    }

    private let channel = ResultChannel()

    /// `output` read in one piece, as the case runner reads it: the transcript and the runs of the cases it
    /// finished, by index.
    private func readAll(
        _ output: [UInt8], caseBytes: Int = 1 << 20, firstIndex: Int = 0
    ) -> (transcript: DriverTranscript, runs: [Int: ControlRun]) {
        var transcript = DriverTranscript(channel: channel, caseBytes: caseBytes, firstIndex: firstIndex)
        var runs: [Int: ControlRun] = [:]
        if transcript.read(output[...], finished: { runs[$0] = $1 }) { transcript.finish() }
        return (transcript, runs)
    }

    /// `text`'s lines as the driver writes them: each behind the nonce.
    private func framed(_ text: String) -> [UInt8] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().flatMap { line in
            Array("\(channel.nonce) \(line)\n".utf8)
        }
    }
}
