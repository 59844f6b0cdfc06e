/// The checks a build script makes on Xcode's generated `<Module>-Swift.h`: each `grep` whose file is the
/// header (a variable assigned a path ending `-Swift.h`, or such a path), with its pattern as written, a
/// `for NAME in …` list expanded where the pattern is `"$NAME"`. Read, never run.
public struct HeaderGreps: Sendable {
    public enum Syntax: Sendable, Hashable { case extended, fixed }

    public struct Grep: Sendable, Hashable {
        public let pattern: String
        public let syntax: Syntax
        public let ignoresCase: Bool
        public let wholeLine: Bool
        /// Where the pattern is written in the script.
        public let location: SourceLocation
    }

    public let greps: [Grep]
    /// Greps of the header this reader could not take as written, each with where and why.
    public let unread: [(location: SourceLocation, why: String)]
    /// The module whose header the script checks (`iHeartRating` of `iHeartRating-Swift.h`).
    public let module: String?

    public init?(script bytes: [UInt8]) {
        guard let words = ShellWords(bytes) else { return nil }
        var headerVariables: Set<String> = []
        var loops: [String: [ShellWords.Word]] = [:]
        var module: String?
        var greps: [Grep] = []
        var unread: [(SourceLocation, String)] = []
        for command in words.commands {
            if let first = command.first, let equals = first.raw.firstIndex(of: "="),
               let name = ShellWords.assignedName(first.raw[..<equals]) {
                if let found = Self.module(in: first.text) {
                    headerVariables.insert(name)
                    module = found
                }
                continue
            }
            let keywordsSkipped = command.drop { ["if", "then", "do", "else", "elif", "while", "until", "!"].contains($0.text) }
            if keywordsSkipped.first?.text == "for", keywordsSkipped.count >= 3,
               keywordsSkipped[keywordsSkipped.startIndex + 2].text == "in" {
                let name = keywordsSkipped[keywordsSkipped.startIndex + 1].text
                loops[name] = Array(keywordsSkipped.dropFirst(3).prefix { $0.text != "do" })
                continue
            }
            guard keywordsSkipped.first?.text == "grep" else { continue }
            switch Self.read(Array(keywordsSkipped.dropFirst()), headerVariables: headerVariables, loops: loops) {
            case .success(let found): greps += found
            case .failure(let problem): if let problem = problem.unread { unread.append(problem) }
            }
        }
        self.greps = greps
        self.unread = unread
        self.module = module
    }

    /// `Name` of the last `Name-Swift.h` in `text`.
    static func module(in text: String) -> String? {
        guard let range = text.ranges(of: "-Swift.h").last else { return nil }
        let name = text[..<range.lowerBound].reversed().prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return name.isEmpty ? nil : String(name.reversed())
    }

    /// Why a grep was not taken: not one of the header's (`unread` nil), or not readable.
    struct Skipped: Error {
        let unread: (SourceLocation, String)?
    }

    /// The options and operands after `grep`.
    static func read(_ words: [ShellWords.Word], headerVariables: Set<String>, loops: [String: [ShellWords.Word]])
        -> Result<[Grep], Skipped> {
        var syntax: Syntax?
        var ignoresCase = false
        var wholeLine = false
        var patterns: [ShellWords.Word] = []
        var operands: [ShellWords.Word] = []
        var optionsEnded = false
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.text.hasPrefix("-") || word.text == "-" {
                operands.append(word)
                continue
            }
            if word.text == "--" { optionsEnded = true; continue }
            if word.text == "-e" || word.text == "--regexp" {
                guard index < words.count else { return .failure(Skipped(unread: nil)) }
                patterns.append(words[index])
                index += 1
                continue
            }
            for flag in word.text.dropFirst() {
                switch flag {
                case "E": syntax = .extended
                case "F": syntax = .fixed
                case "i": ignoresCase = true
                case "x": wholeLine = true
                case "q", "s", "n", "H", "h": break
                default:
                    return .failure(Skipped(unread: (word.location, "grep option \(word.text) is not read by this check")))
                }
            }
        }
        if patterns.isEmpty, !operands.isEmpty { patterns = [operands.removeFirst()] }
        let readsHeader = operands.contains { word in
            word.parameter.map(headerVariables.contains) ?? false || word.text.hasSuffix("-Swift.h")
        }
        guard readsHeader, let pattern = patterns.first else { return .failure(Skipped(unread: nil)) }
        guard let syntax else {
            return .failure(Skipped(unread: (pattern.location,
                "a basic regular expression (grep without -E or -F) is not read by this check")))
        }
        var expanded: [ShellWords.Word] = []
        for word in patterns {
            if let name = word.parameter {
                guard let list = loops[name] else {
                    return .failure(Skipped(unread: (word.location, "the pattern $\(name) is not a for-loop variable")))
                }
                expanded += list
            } else if word.raw.contains("$") && !word.raw.hasPrefix("'") {
                return .failure(Skipped(unread: (word.location, "the pattern \(word.raw) expands at run time")))
            } else {
                expanded.append(word)
            }
        }
        return .success(expanded.map {
            Grep(pattern: $0.text, syntax: syntax, ignoresCase: ignoresCase, wholeLine: wholeLine, location: $0.location)
        })
    }
}

extension ShellWords {
    /// `NAME` of an assignment's `NAME=`.
    static func assignedName(_ text: Substring) -> String? {
        guard let first = text.first, first == "_" || (first.isASCII && first.isLetter),
              text.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else { return nil }
        return String(text)
    }
}
