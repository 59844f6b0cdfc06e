// Benchmarks for check-baseline: medians over repeated runs, never asserted anywhere.
//   baseline-bench TOOL [CHECKOUT]
// TOOL is the check-baseline binary to time end to end; CHECKOUT defaults to the
// bundled example checkout; a CHECKOUT given is also timed at every commit of its
// history, and its own Python baseline beside the tool. Prints one line per figure.
import BaselineChecks
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: baseline-bench TOOL [CHECKOUT]\n".utf8))
    exit(2)
}
let tool = arguments[1]
let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/iHeartRating").path
let checkout = arguments.count > 2 ? arguments[2] : example

func report(_ name: String, _ value: String) {
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + value)
}

func microseconds(_ samples: [Double]) -> String {
    String(format: "%8.1f µs  (median of %d)", median(samples) * 1e6, samples.count)
}

print("check-baseline benchmark, \(Date()), \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("tool: \(tool)")
print("checkout: \(checkout)")

// Per phase, in process: each phase alone, on the files of one checkout.
let phases = try PhaseTimings(checkout: checkout)
for (name, samples) in phases.run(repetitions: 300) {
    report("phase: " + name, microseconds(samples))
}

// End to end, process start included.
let single = try ProcessTimer.time(tool, [checkout], runs: 200)
report("one checkout, end to end", String(format: "%8.2f ms  (median of %d runs)", median(single.wall) * 1e3, single.wall.count))
report("one checkout, peak memory", String(format: "%8.1f MiB (largest of %d runs)", Double(single.peakKiB.max() ?? 0) / 1024, single.wall.count))
let startOnly = try ProcessTimer.time(tool, ["--version"], runs: 200)
report("process start (--version)", String(format: "%8.2f ms  (median of %d runs)", median(startOnly.wall) * 1e3, startOnly.wall.count))

// Many checkouts in one invocation.
let many = try ManyCheckouts(copying: checkout, count: 200)
defer { many.remove() }
for jobs in [1, ProcessInfo.processInfo.activeProcessorCount] {
    let timing = try ProcessTimer.time(tool, ["--jobs", "\(jobs)"] + many.paths, runs: 9)
    let seconds = median(timing.wall)
    report("200 checkouts, --jobs \(jobs)", String(format: "%8.1f ms  = %.0f checkouts/s (median of %d)", seconds * 1e3, 200 / seconds, timing.wall.count))
    report("200 checkouts, --jobs \(jobs), peak memory", String(format: "%8.1f MiB", Double(timing.peakKiB.max() ?? 0) / 1024))
}

// Histories: the checkout's own when one is given and is a git repository, and a generated one of 1 000 commits.
func timeHistory(_ name: String, _ directory: String, range: String, commits: Int) throws {
    let timing = try ProcessTimer.time(tool, ["--rev", range, directory], runs: 7)
    let seconds = median(timing.wall)
    report(name, String(format: "%8.1f ms  = %.2f ms a commit (median of %d)", seconds * 1e3, seconds * 1e3 / Double(commits), timing.wall.count))
}
if arguments.count > 2, let own = HistoryBenchmarks.ownRange(of: checkout) {
    try timeHistory("its history, \(own.commits) commits (--rev)", checkout, range: own.range, commits: own.commits)
    // Rendering runs after every commit is checked, on one core: timed apart, in process.
    let reports = Engine.check([checkout], atRevisions: [own.range], rules: Catalog.standard.rules, jobs: 1)
    let text = TextReport(style: .plain)
    let renderings = (0..<21).map { _ in Clock.seconds { _ = text.render(reports) } }
    report("its history, text report in process", microseconds(renderings))
}
let generated = try HistoryBenchmarks.generate(from: example, commits: 1000)
defer { try? FileManager.default.removeItem(atPath: generated) }
try timeHistory("generated history, 1000 commits (--rev)", generated, range: "main~1000..main", commits: 1000)

// The checkout's own Python baseline, when it has one, in a sandbox (see PythonBaseline).
// The tool, the baseline and the empty sandbox run in turn, run by run: the VM's speed moves within minutes.
if let python = PythonBaseline.sandboxed([], checkout: checkout), let empty = PythonBaseline.sandboxed(["/bin/true"], checkout: checkout) {
    let timings = try ProcessTimer.alternating([[tool, checkout], python, empty], rounds: 41)
    let (alongside, baseline, sandbox) = (timings[0], timings[1], timings[2])
    let pythonSeconds = median(baseline.wall) - median(sandbox.wall)
    report("its Python baseline, sandbox start removed", String(format: "%8.2f ms  (median of %d; the sandbox alone %.2f ms)",
                                                                   pythonSeconds * 1e3, baseline.wall.count, median(sandbox.wall) * 1e3))
    report("one checkout, in turn with it", String(format: "%8.2f ms  (median of %d runs)", median(alongside.wall) * 1e3, alongside.wall.count))
    report("check-baseline against it", String(format: "%8.1f×  faster (one checkout, end to end, runs in turn)",
                                                 pythonSeconds / median(alongside.wall)))
    if let failed = baseline.statuses.first(where: { $0 != 0 }) {
        // On a machine without Ruby or Xcode the baseline stops at the first step that needs them.
        let ending = failed & 0x7F == 0 ? "with exit status \((failed >> 8) & 0xFF)" : "by signal \(failed & 0x7F)"
        print("  its Python baseline ended \(ending): it may have stopped before its last step"
              + " (run it by hand to see why), so its time and the ratio are lower bounds")
    }
}
