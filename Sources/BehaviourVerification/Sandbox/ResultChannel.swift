import BaselineSupport

/// How a sandboxed program that runs a checkout's code (the control driver, a test of the checkout's suite)
/// reports to the tool, so that nothing the checkout's code prints is ever read as a result.
///
/// The program takes its standard output for itself before any of the checkout's code runs and sends
/// standard output on to standard error, which is only shown. It reads a nonce on standard input, which is
/// handed over once (`ChildProcess.Input.once`), and starts every record with it: `<nonce> <payload>`. A line
/// without the nonce (text the checkout's code wrote to the channel) ends the reading, and what was not
/// read is lost: a lost result is never a pass. Code in the same process that sets out to find the nonce in
/// memory can still forge records; `BHV005` flags the constructs it would need.
struct ResultChannel: Sendable {
    let nonce: String

    /// A channel with a fresh random nonce.
    init() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        self.init(nonce: Hexadecimal.lowercase(bytes))
    }

    init(nonce: String) {
        self.nonce = nonce
    }

    /// What the program reads on standard input: the nonce and a line break, once.
    var input: ChildProcess.Input {
        .once(Array((nonce + "\n").utf8))
    }

    /// The records of `output` in order, and the first line that is not a record when there is one (nothing
    /// after it is read). A last line without its line break was cut off: it is not a record either.
    func records(in output: [UInt8]) -> (payloads: [ArraySlice<UInt8>], stray: String?) {
        let reader = RecordReader(channel: self, maximumLineBytes: .max)
        var payloads: [ArraySlice<UInt8>] = []
        _ = reader.read(output[...]) { payloads.append($0); return true }
        reader.finish()
        return (payloads, reader.stray)
    }

    /// The start of a stray line, for a message.
    static func excerpt(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line.prefix(120), as: UTF8.self)
    }
}
