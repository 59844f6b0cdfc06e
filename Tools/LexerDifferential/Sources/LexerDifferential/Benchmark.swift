import BaselineChecks

/// Median time to lex and index one file, for the report (never asserted anywhere).
enum Benchmark {
    static func run(bytes: [UInt8], runs: Int) -> String {
        var durations: [Duration] = []
        var tokens = 0
        var scopes = 0
        let clock = ContinuousClock()
        for _ in 0..<max(runs, 1) {
            let start = clock.now
            let file = try? SwiftSourceFile(utf8: bytes)
            durations.append(clock.now - start)
            tokens = file?.tokens.count ?? 0
            scopes = file?.scopes.count ?? 0
        }
        durations.sort()
        let median = durations[durations.count / 2]
        return "lexed and indexed \(bytes.count) bytes (\(tokens) tokens, \(scopes) scopes): median \(microseconds(median)) µs, "
            + "fastest \(microseconds(durations[0])) µs over \(durations.count) runs"
    }

    private static func microseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
    }
}
