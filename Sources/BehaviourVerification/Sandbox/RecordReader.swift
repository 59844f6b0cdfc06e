/// Reads a channel's output as it arrives, a piece at a time, and hands over each record once its line is
/// whole: it holds no more than one line, of at most `maximumLineBytes`. A class, so that the record handler
/// may change whatever holds the reader.
final class RecordReader {
    private let prefix: [UInt8]
    let maximumLineBytes: Int
    /// The start of a line whose end has not come yet.
    private var line: [UInt8] = []
    private var stopped = false
    /// The first line that is not a record, when the reading stopped at one.
    private(set) var stray: String?
    /// The reading stopped at a line longer than `maximumLineBytes`.
    private(set) var lineTooLong = false

    init(channel: ResultChannel, maximumLineBytes: Int) {
        prefix = Array((channel.nonce + " ").utf8)
        self.maximumLineBytes = maximumLineBytes
    }

    /// Reads the next bytes, handing the payload of each whole record to `record`, which returns false to stop
    /// the reading; false once the reading stopped.
    func read(_ bytes: ArraySlice<UInt8>, _ record: (ArraySlice<UInt8>) -> Bool) -> Bool {
        guard !stopped else { return false }
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let taken: Bool
            if line.isEmpty {
                taken = take(bytes[start..<end], record)
            } else {
                line += bytes[start..<end]
                taken = take(line[...], record)
                line = []
            }
            guard taken else { return false }
            start = end + 1
        }
        guard line.count + (bytes.endIndex - start) <= maximumLineBytes else { return stop(tooLong: true) }
        line += bytes[start...]
        return true
    }

    /// The end of the output: a line left without its line break was cut off, and is not a record.
    func finish() {
        if !stopped, !line.isEmpty { stray = ResultChannel.excerpt(line[...]) }
        stopped = true
    }

    private func take(_ line: ArraySlice<UInt8>, _ record: (ArraySlice<UInt8>) -> Bool) -> Bool {
        guard line.count <= maximumLineBytes else { return stop(tooLong: true) }
        guard line.starts(with: prefix) else {
            stray = ResultChannel.excerpt(line)
            return stop(tooLong: false)
        }
        return record(line.dropFirst(prefix.count)) || stop(tooLong: false)
    }

    private func stop(tooLong: Bool) -> Bool {
        lineTooLong = tooLong
        stopped = true
        return false
    }
}
