import BaselineChecks
import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Usage: lexer-differential [--generate COUNT] [--mutants K] [--seed SEED] [--keep DIR] [PATH …]
///        lexer-differential --benchmark FILE [--runs N]
/// Compares check-baseline's Swift lexer and scope index with SwiftParser on every `.swift` file
/// under each PATH and on a seeded generated corpus; exits 1 on any disagreement.
struct Options {
    var paths: [String] = []
    var generatedCount = 200
    /// Mutated copies checked per generated file: where SwiftParser accepts one, we must agree with it.
    var mutantsPerFile = 4
    var seed: UInt64 = 20_260_626
    var keepDirectory: String?
    var benchmarkFile: String?
    var benchmarkRuns = 500

    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--generate": generatedCount = try Self.number(iterator.next(), for: argument)
            case "--mutants": mutantsPerFile = try Self.number(iterator.next(), for: argument)
            case "--seed": seed = UInt64(try Self.number(iterator.next(), for: argument))
            case "--keep": keepDirectory = iterator.next()
            case "--benchmark": benchmarkFile = iterator.next()
            case "--runs": benchmarkRuns = try Self.number(iterator.next(), for: argument)
            default: paths.append(argument)
            }
        }
    }

    private static func number(_ text: String?, for option: String) throws -> Int {
        guard let text, let value = Int(text), value >= 0 else { throw UsageError(message: "\(option) needs a number") }
        return value
    }
}

struct UsageError: Error { let message: String }

/// Byte offset to `line:column` for disagreement reports (column in UTF-8 bytes, as swiftc counts).
func locator(for bytes: [UInt8], name: String) -> (Int) -> String {
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    return { offset in
        let line = (starts.lastIndex { $0 <= offset } ?? 0)
        return "\(name):\(line + 1):\(offset - starts[line] + 1)"
    }
}

/// Compares one file; returns its disagreements (empty when both sides agree).
func check(bytes: [UInt8], name: String, mustBeValid: Bool, quiet: Bool = false) -> (disagreements: [String], skipped: Bool) {
    let location = locator(for: bytes, name: name)
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let reference = ReferenceSide(tree)
    let ours: SwiftSourceFile
    do {
        ours = try SwiftSourceFile(utf8: bytes)
    } catch {
        if reference.hasSyntaxError || compilerRejects(bytes) { return ([], false) }
        return (["\(name):\(error.location?.description ?? "?"): we reject (\(error.message)), SwiftParser and swiftc accept"], false)
    }
    if reference.hasSyntaxError {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).prefix(3).map { diagnostic in
            "\(location(diagnostic.position.utf8Offset)): \(diagnostic.message)"
        }
        if mustBeValid { return (["generated file is not valid Swift: " + diagnostics.joined(separator: "; ")], false) }
        if !quiet { print("skipped \(name): SwiftParser reports syntax errors (\(diagnostics.joined(separator: "; ")))") }
        return ([], true)
    }
    let mine = OurSide(ours)
    var comparison = Comparison()
    comparison.compareTokens(ours: mine.tokens, reference: reference.tokens, location: location)
    comparison.compareScopes(ours: mine.scopes, reference: reference.scopes, location: location)
    // Comments inside an interpolation belong to the string literal token on our side.
    let literals = mine.tokens.filter { $0.kind == .literal }
    let referenceComments = reference.comments.filter { comment in
        !literals.contains { $0.start < comment.start && comment.end <= $0.end }
    }
    comparison.compareComments(ours: mine.comments, reference: referenceComments, location: location)
    return (comparison.disagreements, false)
}

/// SwiftParser accepts a few inputs that the compiler's own parser rejects (a block comment spanning
/// lines inside a single-line string's interpolation); there `swiftc -parse` decides.
func compilerRejects(_ bytes: [UInt8]) -> Bool {
    let path = NSTemporaryDirectory() + "lexer-differential-\(getpid()).swift"
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-parse", path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus != 0
}

func swiftFiles(under path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".swift") && !relative.contains(".build/") { files.append(path + "/" + relative) }
    }
    return files.sorted()
}

func run() -> Int32 {
    let options: Options
    do {
        options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        print("usage: lexer-differential [--generate COUNT] [--seed SEED] [--keep DIR] [PATH …]")
        return 2
    }
    if let benchmarkFile = options.benchmarkFile {
        guard let data = FileManager.default.contents(atPath: benchmarkFile) else {
            print("cannot read \(benchmarkFile)")
            return 2
        }
        print(Benchmark.run(bytes: [UInt8](data), runs: options.benchmarkRuns))
        return 0
    }
    var checked = 0
    var failedFiles = 0
    var skipped = 0
    func report(_ name: String, _ result: (disagreements: [String], skipped: Bool), source: [UInt8]) {
        checked += 1
        if result.skipped { skipped += 1 }
        guard !result.disagreements.isEmpty else { return }
        failedFiles += 1
        print("DISAGREE \(name)")
        for line in result.disagreements { print("  \(line)") }
        if let keep = options.keepDirectory {
            let target = keep + "/" + (name as NSString).lastPathComponent
            _ = FileManager.default.createFile(atPath: target, contents: Data(source))
        }
    }
    for path in options.paths {
        for file in swiftFiles(under: path) {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("DISAGREE \(file): unreadable")
                failedFiles += 1
                continue
            }
            let bytes = [UInt8](data)
            report(file, check(bytes: bytes, name: file, mustBeValid: false), source: bytes)
        }
    }
    var generator = CorpusGenerator(seed: options.seed)
    var mutantsChecked = 0
    var mutantsValid = 0
    for index in 0..<options.generatedCount {
        let bytes = Array(generator.file().utf8)
        let name = "generated-\(options.seed)-\(index).swift"
        report(name, check(bytes: bytes, name: name, mustBeValid: true), source: bytes)
        for mutant in 0..<options.mutantsPerFile {
            let mutated = generator.mutate(bytes)
            let result = check(bytes: mutated, name: "\(name)-mutant-\(mutant)", mustBeValid: false, quiet: true)
            mutantsChecked += 1
            if !result.skipped { mutantsValid += 1 }
            // SwiftParser recovers from some invalid input without flagging it; such mutants are not evidence.
            if !result.disagreements.isEmpty && !compilerRejects(mutated) {
                report("\(name)-mutant-\(mutant)", result, source: mutated)
            }
        }
    }
    let verdict = failedFiles == 0 ? "agree" : "DISAGREE"
    print("lexer-differential: \(checked) files (\(options.generatedCount) generated, seed \(options.seed)), "
        + "\(failedFiles) with disagreements, \(skipped) skipped for syntax errors; "
        + "\(mutantsChecked) mutants, \(mutantsValid) of them valid Swift and compared: \(verdict)")
    return failedFiles == 0 ? 0 : 1
}

exit(run())
