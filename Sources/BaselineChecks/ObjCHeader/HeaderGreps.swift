import BaselineSupport

/// The checks a build script makes on Xcode's generated `<Module>-Swift.h`: each `grep` whose file is the
/// header (a variable assigned a path ending `-Swift.h`, or such a path), with its pattern as written, a
/// `for NAME in …` list expanded where the pattern is `"$NAME"`. Read, never run. A grep it cannot follow is
/// said, never dropped: one run under another name or through another command (`command grep`, `env grep`,
/// `egrep`), inside a command substitution, through a variable, or reading the header from a pipe or a
/// redirection.
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
    /// Greps this reader could not take as written (of the header, or that it cannot tell are not), each with
    /// where and why.
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
        func readsHeader(_ word: ShellWords.Word) -> Bool {
            word.parameter.map(headerVariables.contains) ?? false || word.text.hasSuffix("-Swift.h")
        }
        // Whether a pipeline names the header, worked out once each: its commands are adjacent.
        var pipelineReadsHeader: [Int: Bool] = [:]
        func pipelineNamesHeader(around position: Int) -> Bool {
            let number = words.pipelines[position]
            if let known = pipelineReadsHeader[number] { return known }
            var first = position, last = position
            while first > 0, words.pipelines[first - 1] == number { first -= 1 }
            while last + 1 < words.commands.count, words.pipelines[last + 1] == number { last += 1 }
            let names = (first...last).contains { $0 != position && words.commands[$0].contains(where: readsHeader) }
            pipelineReadsHeader[number] = names
            return names
        }
        for (position, command) in words.commands.enumerated() {
            let keywordsSkipped = command.drop { ["if", "then", "do", "else", "elif", "while", "until", "!"].contains($0.text) }
            let runsGrep = keywordsSkipped.first?.text == "grep"
            if let hidden = Self.hiddenGrep(in: command, commandName: keywordsSkipped.first, runsGrep: runsGrep) {
                unread.append(hidden)
                continue
            }
            if let first = command.first, let equals = first.raw.firstIndex(of: "="),
               let name = ShellWords.assignedName(first.raw[..<equals]) {
                if let found = Self.module(in: first.text) {
                    headerVariables.insert(name)
                    module = found
                }
                continue
            }
            if keywordsSkipped.first?.text == "for", keywordsSkipped.count >= 3,
               keywordsSkipped[keywordsSkipped.startIndex + 2].text == "in" {
                let name = keywordsSkipped[keywordsSkipped.startIndex + 1].text
                loops[name] = Array(keywordsSkipped.dropFirst(3).prefix { $0.text != "do" })
                continue
            }
            guard let name = keywordsSkipped.first else { continue }
            guard runsGrep else {
                // A command named by an expansion may be grep: when it reads the header, it is said.
                if name.raw.contains("$") || name.raw.contains("`"), keywordsSkipped.dropFirst().contains(where: readsHeader) {
                    unread.append((name.location, "`\(name.raw)` runs a command named at run time on the header,"
                        + " which this check cannot follow"))
                }
                continue
            }
            switch Self.read(Array(keywordsSkipped.dropFirst()), headerVariables: headerVariables, loops: loops) {
            case .success(let found): greps += found
            case .failure(let problem):
                if let problem = problem.unread {
                    unread.append(problem)
                } else if problem.readsStandardInput, pipelineNamesHeader(around: position) {
                    unread.append((name.location, "grep reads the header through a pipe or a redirection,"
                        + " which this check cannot follow"))
                }
            }
        }
        self.greps = greps
        self.unread = unread
        self.module = module
    }

    /// A grep the reader cannot take as written: `command grep`, `env grep`, `egrep`, `/usr/bin/grep`, `$(grep …)`,
    /// a variable assigned one; the first in `command`, with where and why. The words of a grep the reader takes
    /// (its pattern may say `grep`) are looked at only for a command substitution.
    static func hiddenGrep(
        in command: [ShellWords.Word], commandName: ShellWords.Word?, runsGrep: Bool
    ) -> (SourceLocation, String)? {
        for word in command {
            guard let offset = grepWord(in: word.raw) else { continue }
            let substitutes = word.raw.contains("$(") || word.raw.contains("`")
            guard !runsGrep || substitutes else { continue }
            let why: String
            if substitutes && isInSubstitution(word.raw, at: offset) {
                why = "a grep inside a command substitution (`$(…)`) is not held against the header by this check"
            } else if word == command.first, let equals = word.raw.firstIndex(of: "="),
                      ShellWords.assignedName(word.raw[..<equals]) != nil {
                why = "a variable assigned a grep command (`\(word.raw)`) runs it where this check cannot follow"
            } else if word == commandName {
                why = "`\(word.raw)` runs grep under a name this check does not read (only `grep` itself)"
            } else {
                why = "grep run through `\(commandName?.raw ?? word.raw)` is not read by this check (only a command that is"
                    + " `grep` itself)"
            }
            return (word.location, why)
        }
        return nil
    }

    /// Where `grep`, `egrep` or `fgrep` is a word of its own in `text` (no letter, digit, `_` or `-` next to it).
    /// Every word of a script passes here: a scan of its bytes, no copy ("grep" cannot overlap itself).
    static func grepWord(in text: String) -> Int? {
        func isNamePart(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x2D
        }
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var start = 0
            while start + 4 <= bytes.count {
                defer { start += 1 }
                guard bytes[start] == UInt8(ascii: "g"), bytes[start + 1] == UInt8(ascii: "r"),
                      bytes[start + 2] == UInt8(ascii: "e"), bytes[start + 3] == UInt8(ascii: "p") else { continue }
                var first = start
                if first > 0, bytes[first - 1] == UInt8(ascii: "e") || bytes[first - 1] == UInt8(ascii: "f") { first -= 1 }
                let end = start + 4
                if (first == 0 || !isNamePart(bytes[first - 1])) && (end == bytes.count || !isNamePart(bytes[end])) { return first }
            }
            return nil
        }
        var text = text
        return text.withUTF8(search)
    }

    /// Whether byte `offset` of `text` comes after an opening `$(` or backquote.
    static func isInSubstitution(_ text: String, at offset: Int) -> Bool {
        let before = Array(text.utf8.prefix(offset))
        return before.contains(UInt8(ascii: "`")) || zip(before, before.dropFirst()).contains {
            $0 == UInt8(ascii: "$") && $1 == UInt8(ascii: "(")
        }
    }

    /// `Name` of the last `Name-Swift.h` in `text`.
    static func module(in text: String) -> String? {
        guard let range = text.ranges(of: "-Swift.h").last else { return nil }
        let name = text[..<range.lowerBound].reversed().prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return name.isEmpty ? nil : String(name.reversed())
    }

    /// Why a grep was not taken: not one of the header's (`unread` nil), or not readable; and whether it reads
    /// its standard input (no file, or `-`), which may be the header through a pipe or a redirection.
    struct Skipped: Error {
        let unread: (SourceLocation, String)?
        var readsStandardInput = false
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
        guard readsHeader, let pattern = patterns.first else {
            return .failure(Skipped(unread: nil, readsStandardInput: operands.isEmpty || operands.contains { $0.text == "-" }))
        }
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
