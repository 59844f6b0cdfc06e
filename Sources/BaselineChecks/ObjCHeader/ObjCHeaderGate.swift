/// The header checks of `make xcode-test`, on Linux: the control's Objective-C interface derived as Xcode
/// would generate it (`ObjCHeaderDerivation`), the `grep` lines of the checkout's own `build.sh` held against
/// it (HDR001), `@objc` use Xcode would reject (HDR002) and declarations the derivation cannot print (HDR003).
/// Static: nothing from the checkout is run.
public enum ObjCHeaderGate {
    /// The derived header of a checkout, or why it cannot be derived.
    public struct Derived: Sendable {
        public let derivation: ObjCHeaderDerivation
        public let surface: ObjCSurface
        public let file: SwiftSourceFile
        public let sources: [String]

        /// The text `objc-header` prints.
        public var text: String { ObjCHeaderText.render(derivation, sources: sources) }
    }

    /// Why the derivation stopped: the control is missing, unreadable or does not parse.
    public struct Stopped: Error, Sendable {
        public let finding: Finding
    }

    /// The module name when build.sh does not name a header: the control's folder (`iHeartRating`).
    static let defaultModule = String(CheckoutPaths.source.prefix { $0 != "/" })

    public static func derive(_ source: any CheckoutSource) -> Result<Derived, Stopped> {
        let path = CheckoutPaths.source
        let bytes: [UInt8]
        switch source.read(path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            return .failure(Stopped(finding: Finding(
                ruleID: HeaderRules.grepsHold.id, severity: .error,
                message: "the control cannot be read, so no header can be derived: \(problem)", path: path)))
        }
        let file: SwiftSourceFile
        do {
            file = try SwiftSourceFile(utf8: bytes)
        } catch {
            return .failure(Stopped(finding: Finding(
                ruleID: HeaderRules.grepsHold.id, severity: .error,
                message: "the control does not parse, so no header can be derived: \(error.message)", path: path,
                location: error.location)))
        }
        let greps = (try? source.read(CheckoutPaths.buildScript).get()).flatMap { HeaderGreps(script: $0) }
        let surface = ObjCSurface(file)
        let derivation = ObjCHeaderDerivation(surface, module: greps?.module ?? defaultModule)
        return .success(Derived(derivation: derivation, surface: surface, file: file, sources: [path]))
    }

    /// The three header rules' results for a checkout, in rule order.
    public static func check(_ source: any CheckoutSource) -> [RuleResult] {
        let derived: Derived
        switch derive(source) {
        case .failure(let stopped):
            return HeaderRules.all.map {
                RuleResult(rule: $0.descriptor, status: .notEvaluated, unparsedInputs: [stopped.finding.message])
            }
        case .success(let found): derived = found
        }
        return [grepResult(derived, source), validityResult(derived), derivableResult(derived)]
    }

    /// The header rules as one checkout's report, as a future `xcode-test` report would hold them.
    public static func report(_ source: any CheckoutSource) -> CheckoutReport {
        CheckoutReport(checkout: source.identity, results: check(source), fileFindings: [])
    }

    static func grepResult(_ derived: Derived, _ source: any CheckoutSource) -> RuleResult {
        let rule = HeaderRules.grepsHold.descriptor
        guard let bytes = try? source.read(CheckoutPaths.buildScript).get() else {
            return RuleResult(rule: rule, status: .notEvaluated, unusableFiles: [CheckoutPaths.buildScript])
        }
        guard let greps = HeaderGreps(script: bytes) else {
            return RuleResult(rule: rule, status: .notEvaluated, unparsedInputs: ["build.sh is too large to read"])
        }
        let unread = greps.unread.map { "build.sh:\($0.location.line):\($0.location.column): \($0.why)" }
        guard !greps.greps.isEmpty else {
            return RuleResult(rule: rule, status: .notEvaluated,
                              unparsedInputs: unread.isEmpty ? ["build.sh greps nothing in a generated -Swift.h"] : unread)
        }
        let lines = derived.derivation.lines.map(\.text)
        var findings: [Finding] = []
        for grep in greps.greps {
            switch HeaderGrepMatcher.matches(grep, lines) {
            case .some(true): continue
            case .some(false): findings.append(HeaderNearMiss(derived).finding(for: grep))
            case .none:
                findings.append(Finding(
                    ruleID: rule.id, severity: .error,
                    message: "the pattern `\(grep.pattern)` is not a regular expression this check can match safely",
                    path: CheckoutPaths.buildScript, location: grep.location))
            }
        }
        if !unread.isEmpty && findings.isEmpty {
            return RuleResult(rule: rule, status: .notEvaluated, unparsedInputs: unread)
        }
        return RuleResult(rule: rule, status: findings.isEmpty ? .passed : .failed, findings: findings)
    }

    public static func validityResult(_ derived: Derived) -> RuleResult {
        let notes = derived.surface.classes.values.flatMap(\.errors) + derived.surface.protocols.values.flatMap(\.errors)
        let findings = notes.map {
            Finding(ruleID: HeaderRules.objCUseValid.id, severity: .error, message: "`\($0.member)`: \($0.why)",
                    path: CheckoutPaths.source, location: $0.location)
        }.sorted()
        return RuleResult(rule: HeaderRules.objCUseValid.descriptor, status: findings.isEmpty ? .passed : .failed,
                          findings: findings)
    }

    static func derivableResult(_ derived: Derived) -> RuleResult {
        let findings = derived.derivation.gaps.map {
            Finding(ruleID: HeaderRules.derivable.id, severity: .warning,
                    message: "`\($0.declaration)` is not in the derived header: \($0.why)",
                    path: CheckoutPaths.source, location: $0.location)
        }.sorted()
        return RuleResult(rule: HeaderRules.derivable.descriptor, status: findings.isEmpty ? .passed : .failed,
                          findings: findings)
    }
}

/// `grep` over the derived header's lines, one line at a time as grep reads them: an extended expression
/// through the C library (`CompiledPattern`, POSIX ERE as grep -E reads it, within `PatternLimits`) or a
/// fixed string.
enum HeaderGrepMatcher {
    /// Whether a line matches; `nil` when the pattern does not compile or asks too much of the engine.
    static func matches(_ grep: HeaderGreps.Grep, _ lines: [String]) -> Bool? {
        switch grep.syntax {
        case .fixed:
            let needle = grep.ignoresCase ? grep.pattern.lowercased() : grep.pattern
            return lines.contains { line in
                let subject = grep.ignoresCase ? line.lowercased() : line
                return grep.wholeLine ? subject == needle : subject.contains(needle)
            }
        case .extended:
            let body = grep.wholeLine ? "^(" + grep.pattern + ")$" : grep.pattern
            guard PatternLimits.problem(body) == nil,
                  let pattern = CompiledPattern((grep.ignoresCase ? "(?i)" : "") + body) else { return nil }
            return lines.contains { line in
                let bytes = Array(line.utf8.prefix(PatternLimits.maximumSubjectLength))
                return !pattern.matches(in: bytes, range: 0..<bytes.count).isEmpty
            }
        }
    }
}
