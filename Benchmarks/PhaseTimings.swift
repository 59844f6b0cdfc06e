import BaselineChecks
import Foundation

/// Times each phase of a check alone, on the files of one checkout.
struct PhaseTimings {
    let source: DirectorySource
    let bytes: [String: [UInt8]]

    init(checkout: String) throws {
        source = try DirectorySource(root: checkout)
        var bytes: [String: [UInt8]] = [:]
        for path in Self.allPaths {
            bytes[path] = try? source.read(path).get()
        }
        self.bytes = bytes
    }

    static let swiftFiles = [CheckoutPaths.source, CheckoutPaths.tests]
    static let projects = [CheckoutPaths.libraryProject, CheckoutPaths.sampleProject]
    static let podspecs = [CheckoutPaths.podspec, CheckoutPaths.archivedPodspec]
    static let xmlFiles = CheckoutPaths.storyboards + [CheckoutPaths.overviewSVG]
    /// Every file the catalog reads.
    static let allPaths = Set(Catalog.standard.rules.flatMap(\.check.paths))

    func run(repetitions: Int) -> [(String, [Double])] {
        let files = bytes
        var results: [(String, [Double])] = []
        func measure(_ name: String, _ body: () -> Void) {
            body()
            results.append((name, (0..<repetitions).map { _ in Clock.seconds(body) }))
        }
        measure("reading (\(files.count) files)") {
            for path in files.keys { _ = source.read(path) }
        }
        measure("XML (2 storyboards, 1 SVG)") {
            for path in Self.xmlFiles { _ = try? XMLDocument.parse(files[path] ?? []) }
        }
        measure("property lists (5)") {
            for path in CheckoutPaths.plists { _ = try? PropertyList.parse(files[path] ?? []) }
        }
        measure("pbxproj (2, with model)") {
            for path in Self.projects { _ = try? XcodeProject(parsing: files[path] ?? []) }
        }
        measure("podspecs (2)") {
            for path in Self.podspecs { _ = try? Podspec(parsing: files[path] ?? []) }
        }
        measure("Swift lexing and scopes (2 files)") {
            for path in Self.swiftFiles { _ = try? SwiftSourceFile(utf8: files[path] ?? []) }
        }
        measure("sh -n (1 process)") {
            _ = try? ShellScriptSyntax.parse(files[CheckoutPaths.buildScript] ?? [])
        }
        let warm = Checkout(source: source)
        let rules = Catalog.standard.rules
        let report = Engine.check(warm, rules: rules)
        measure("rules (\(rules.count), parsed files cached)") {
            _ = Engine.check(warm, rules: rules)
        }
        for rule in rules {
            measure("rule \(rule.id) alone (cached files)") { _ = Engine.check(warm, rules: [rule]) }
        }
        measure("whole check in process (cold cache)") {
            _ = Engine.check(Checkout(source: source), rules: rules)
        }
        for format in ReportFormat.all {
            let formatter = format.formatter.init(style: .plain)
            measure("report: \(format.name)") { _ = formatter.render([report]) }
        }
        return results
    }
}

enum Clock {
    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
