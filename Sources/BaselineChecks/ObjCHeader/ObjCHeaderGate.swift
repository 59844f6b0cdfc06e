import BaselineSupport

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

    /// How long the header checks may take in all (`objc-header --check`, and xcode-test's header proof):
    /// checked between steps (deriving the header, reading build.sh, each grep, each rule), each step bounded on
    /// its own (linear readers, the greps' matching budget); a step that starts after it is not run, and what it
    /// would have checked is not evaluated, with the slowest step named.
    public static let deadlineMilliseconds = 10_000

    /// The three header rules' results for a checkout, in rule order.
    public static func check(_ source: any CheckoutSource, deadlineMilliseconds: Int = deadlineMilliseconds) -> [RuleResult] {
        var clock = StepClock(limitMilliseconds: deadlineMilliseconds)
        let derived: Derived
        switch derive(source) {
        case .failure(let stopped):
            return HeaderRules.all.map {
                RuleResult(rule: $0.descriptor, status: .notEvaluated, unparsedInputs: [stopped.finding.message])
            }
        case .success(let found): derived = found
        }
        clock.finished("deriving the header from the control")
        let greps = grepResult(derived, source, clock: &clock)
        let others: [(HeaderRule, (Derived) -> RuleResult)] = [(HeaderRules.objCUseValid, validityResult), (HeaderRules.derivable, derivableResult)]
        return [greps] + others.map { rule, result in
            guard !clock.passed else {
                return RuleResult(rule: rule.descriptor, status: .notEvaluated, unparsedInputs: [clock.overrun(of: deadlineOwner)])
            }
            defer { clock.finished("checking \(rule.id)") }
            return result(derived)
        }
    }

    /// Whose deadline `deadlineMilliseconds` is, in messages.
    static let deadlineOwner = "the header checks'"

    /// The header rules as one checkout's report, as a future `xcode-test` report would hold them.
    public static func report(_ source: any CheckoutSource, deadlineMilliseconds: Int = deadlineMilliseconds) -> CheckoutReport {
        CheckoutReport(checkout: source.identity, results: check(source, deadlineMilliseconds: deadlineMilliseconds), fileFindings: [])
    }

    /// HDR001: each grep build.sh runs on the header held against the derived header's lines. A grep it cannot
    /// read or follow, one the budget or the deadline leaves unmatched, is a note at the grep: the rule fails on
    /// a grep that finds nothing, and is otherwise not evaluated while any note stands.
    static func grepResult(_ derived: Derived, _ source: any CheckoutSource, clock: inout StepClock) -> RuleResult {
        let rule = HeaderRules.grepsHold.descriptor
        guard !clock.passed else { return RuleResult(rule: rule, status: .notEvaluated, unparsedInputs: [clock.overrun(of: deadlineOwner)]) }
        guard let bytes = try? source.read(CheckoutPaths.buildScript).get() else {
            return RuleResult(rule: rule, status: .notEvaluated, unusableFiles: [CheckoutPaths.buildScript])
        }
        guard let greps = HeaderGreps(script: bytes) else {
            return RuleResult(rule: rule, status: .notEvaluated, unparsedInputs: ["build.sh is too large to read"])
        }
        clock.finished("reading build.sh's greps")
        var findings = HeaderFindings(rule: rule)
        for unread in greps.unread { findings.notHeld(at: unread.location, unread.why) }
        guard !greps.greps.isEmpty else {
            return findings.result(orNotEvaluated: greps.unread.isEmpty ? "build.sh greps nothing in a generated -Swift.h" : nil)
        }
        var matcher = HeaderGrepMatcher(lines: derived.derivation.lines.map(\.text))
        var nearMiss: HeaderNearMiss?
        for grep in greps.greps {
            guard !clock.passed else {
                findings.notHeld(at: grep.location, clock.overrun(of: deadlineOwner))
                continue
            }
            switch matcher.match(grep) {
            case .found: continue
            case .notFound:
                let near = nearMiss ?? HeaderNearMiss(derived)
                nearMiss = near
                findings.add(near.finding(for: grep))
            case .unsafe:
                findings.add(Finding(
                    ruleID: rule.id, severity: .error,
                    message: "the pattern `\(grep.pattern)` is not a regular expression this check can match safely",
                    path: CheckoutPaths.buildScript, location: grep.location))
            case .lineTooLong(let number):
                findings.notHeld(at: grep.location, "line \(number) of the derived header is longer than"
                    + " \(PatternLimits.maximumSubjectLength / 1024) KiB, more than a regular expression is matched against here")
            case .outOfTime:
                findings.notHeld(at: grep.location, "build.sh's greps had \(PatternLimits.matchingMilliseconds / 1000) s of"
                    + " matching, as one rule's patterns have in a check, and the greps before this one used it up")
            }
            clock.finished("holding build.sh's greps against the header")
        }
        return findings.result(orNotEvaluated: nil)
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
