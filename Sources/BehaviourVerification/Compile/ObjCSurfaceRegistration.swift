import BaselineChecks

/// The Swift source that tells the UIKit stand-in which selectors a control's classes expose to Objective-C
/// (`StandInObjectiveC.expose`), so that `responds(to:)` answers for them as iOS would. The selectors come
/// from the control's source by the Swift compiler's rules (`ObjCSurface`); the function is compiled into the
/// program that runs the control (the driver, the checkout's test executable) and called before any of the
/// checkout's code runs.
enum ObjCSurfaceRegistration {
    static let fileName = "CheckBaselineObjCSurface.swift"
    static let functionName = "checkBaselineExposeObjCSurface"

    /// The registration of `files`' Objective-C classes that another module of the program can name (declared
    /// at the top level, neither `private` nor `fileprivate`), compiled beside a `@testable import` of `module`.
    static func source(for files: [SwiftSourceFile], module: String) -> String {
        var calls: [String] = []
        for file in files {
            let surface = ObjCSurface(file)
            for name in surface.classes.keys.sorted() where surface.classes[name]?.isObjectiveCClass == true {
                let selectors = surface.selectors(of: name)
                guard !selectors.isEmpty, isNameable(name, in: file) else { continue }
                let list = selectors.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                calls.append("    UIKit.StandInObjectiveC.expose([\(list)], on: \(name).self)")
            }
        }
        return """
            // Written by check-baseline verify-control: the selectors the control's classes expose to Objective-C.
            @_spi(CheckBaseline) import UIKit
            @testable import \(module)

            func \(functionName)() {
            \(calls.joined(separator: "\n"))
            }

            """
    }

    /// Whether the top-level class `name` can be named from another file of another module.
    private static func isNameable(_ name: String, in file: SwiftSourceFile) -> Bool {
        guard let scope = file.scopes.first(where: { $0.kind == .class && $0.parent == nil && $0.name == name }) else {
            return false
        }
        var index = scope.keywordToken - 1
        while index >= 0 {
            let token = file.tokens[index]
            if token.text == "private" || token.text == "fileprivate" { return false }
            if token.text == ")" {
                while index > 0 && file.tokens[index].text != "(" { index -= 1 }
            } else if token.kind != .attribute && !modifiers.contains(token.text) {
                return true
            }
            index -= 1
        }
        return true
    }

    private static let modifiers: Set<String> = ["public", "open", "internal", "package", "final"]
}
