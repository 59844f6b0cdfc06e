#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BaselineSupport

/// A running `git cat-file --batch`. Requests go to its standard input, written with
/// `MSG_NOSIGNAL` (the channel is a socket) so that a git that died cannot end the
/// tool with SIGPIPE; answers come from its standard output. Not thread-safe: the
/// `GitBlobReader` that owns it serialises requests.
final class CatFileBatch {
    enum Failure: Error {
        /// The blob is over the limit; git is stopped, since its content was not read.
        case tooLarge(size: Int)
        /// git answered that the object is missing or ambiguous.
        case notABlob(answer: String)
        /// git stopped, answered out of turn, or took too long.
        case stopped(reason: String)
    }

    private let pid: pid_t
    private let requests: Int32
    private let answers: Int32
    /// Answer bytes read but not yet consumed.
    private var pending: [UInt8] = []
    /// Where each read from git lands before it joins `pending`.
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)
    private static let longestHeader = 256
    /// Why reading stopped when git ended its answers.
    static let exited = "git exited"

    private init(pid: pid_t, requests: Int32, answers: Int32) {
        self.pid = pid
        self.requests = requests
        self.answers = answers
    }

    static func start(_ git: SafeGit) -> Result<CatFileBatch, ChildProcessError> {
        guard let requestChannel = ProcessSpawner.channel() else {
            return .failure(ChildProcessError("cannot create a pipe for git cat-file"))
        }
        guard let answerChannel = ProcessSpawner.channel() else {
            close(requestChannel.parent)
            close(requestChannel.child)
            return .failure(ChildProcessError("cannot create a pipe for git cat-file"))
        }
        let spawned = ProcessSpawner.spawn(
            git.executable, git.arguments(["cat-file", "--batch"]), environment: SafeGit.environment,
            input: .descriptor(requestChannel.child), output: .descriptor(answerChannel.child), errors: .null)
        close(requestChannel.child)
        close(answerChannel.child)
        return spawned
            .map { CatFileBatch(pid: $0, requests: requestChannel.parent, answers: answerChannel.parent) }
            .mapError { error in
                close(requestChannel.parent)
                close(answerChannel.parent)
                return error
            }
    }

    deinit {
        close(requests)
        close(answers)
        kill(pid, SIGKILL)
        _ = ProcessSpawner.reap(pid)
    }

    /// The content of the object `object` (hexadecimal ID) of type `type` (a blob unless told),
    /// if it is at most `limit` bytes.
    func object(_ object: String, type: String = "blob", limit: Int, deadline: Deadline) throws(Failure) -> [UInt8] {
        try sendRequest(Array((object + "\n").utf8))
        let header = try line(deadline)
        let fields = header.split(separator: " ")
        guard fields.first.map(String.init) == object else {
            throw .stopped(reason: "unexpected answer \"\(header)\"")
        }
        guard fields.count == 3 else { throw .notABlob(answer: String(fields.dropFirst().joined(separator: " "))) }
        guard fields[1] == type, let size = Int(fields[2]), size >= 0 else {
            throw .stopped(reason: "object \(object) is a \(fields[1]), not a \(type)")
        }
        guard size <= limit else { throw .tooLarge(size: size) }
        let content = try take(size + 1, deadline)
        guard content.last == UInt8(ascii: "\n") else { throw .stopped(reason: "malformed answer for \(object)") }
        return Array(content.dropLast())
    }

    private func sendRequest(_ request: [UInt8]) throws(Failure) {
        var sent = 0
        while sent < request.count {
            let count = request.withUnsafeBytes { bytes in
                send(requests, bytes.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .stopped(reason: "git no longer reads requests") }
            sent += count
        }
    }

    /// The next line of the answer, without its line feed.
    private func line(_ deadline: Deadline) throws(Failure) -> String {
        var searched = 0
        while true {
            if let end = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeFirst(end + 1)
                return text
            }
            guard pending.count <= Self.longestHeader else { throw .stopped(reason: "answer header too long") }
            searched = pending.count
            try fill(deadline)
        }
    }

    /// Exactly `count` bytes of the answer.
    private func take(_ count: Int, _ deadline: Deadline) throws(Failure) -> [UInt8] {
        pending.reserveCapacity(count)
        while pending.count < count {
            try fill(deadline)
        }
        let taken = Array(pending[..<count])
        pending.removeFirst(count)
        return taken
    }

    /// Reads what git has sent so far (at most `scratch`'s size) onto `pending`.
    private func fill(_ deadline: Deadline) throws(Failure) {
        while true {
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, deadline.remaining)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw .stopped(reason: "no answer before the deadline") }
            let count = scratch.withUnsafeMutableBytes { buffer in read(answers, buffer.baseAddress, buffer.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .stopped(reason: Self.exited) }
            pending.append(contentsOf: scratch[..<count])
            return
        }
    }
}
