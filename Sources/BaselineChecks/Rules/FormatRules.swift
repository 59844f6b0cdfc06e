/// FMT: the checkout's data files parse in their formats.
public enum FormatRules {
    public static let all = [propertyListsParse, storyboardsAreDocuments, overviewIsSVG, buildScriptSyntax, xcodeProjectsList]

    static let propertyListsParse = Rule(
        id: "FMT001",
        name: "property-lists-parse",
        summary: "Each of the five Info.plist files parses as a property list (XML or binary).",
        rationale: """
            A malformed Info.plist breaks the build on a Mac only; checking the grammar strictly \
            (typed scalars, one root object, a value for every key) catches it on any machine.
            """,
        check: .propertyLists(paths: CheckoutPaths.plists),
        examples: RuleExamples(
            failing: [
                RuleExample("an integer that is not a number", path: CheckoutPaths.plists[0], contents: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>CFBundleVersion</key>↓<integer>abc</integer></dict></plist>
                    """),
                RuleExample("a key without a value", path: CheckoutPaths.plists[1], contents: """
                    <plist version="1.0"><dict>↓<key>CFBundleName</key></dict></plist>
                    """),
                RuleExample("two root objects", path: CheckoutPaths.plists[2], contents: """
                    <plist version="1.0"><dict/>↓<dict/></plist>
                    """),
                RuleExample("XML that is not well-formed", path: CheckoutPaths.plists[3], contents: """
                    <plist version="1.0"><dict><key>A</key><string>unclosed</dict>↓</plist>
                    """),
            ],
            passing: [
                RuleExample("a small, valid XML property list", path: CheckoutPaths.plists[0], contents: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                        <key>CFBundleShortVersionString</key><string>0.2.0</string>
                        <key>CFBundleVersion</key><integer>2</integer>
                        <key>UIRequiresFullScreen</key><true/>
                    </dict>
                    </plist>
                    """),
            ]
        ),
        mutation: .replacing("</dict>", with: "<key>Orphan</key></dict>", in: CheckoutPaths.plists[2]))

    static let storyboardsAreDocuments = Rule(
        id: "FMT002",
        name: "storyboards-are-documents",
        summary: "Each storyboard of the sample app is well-formed XML with a <document> root.",
        rationale: "Interface Builder rejects a storyboard that is not a well-formed <document>; the sample app would not build.",
        check: .xmlRoot(paths: CheckoutPaths.storyboards, element: "document", namespace: nil),
        examples: RuleExamples(
            failing: [
                RuleExample("the wrong root element", path: CheckoutPaths.storyboards[0], contents: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<plist version="1.0"><dict/></plist>
                    """),
                RuleExample("an unclosed element", path: CheckoutPaths.storyboards[1], contents: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">↓
                    """),
            ],
            passing: [
                RuleExample("a minimal storyboard document", path: CheckoutPaths.storyboards[0], contents: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507">
                        <scenes/>
                    </document>
                    """),
            ]
        ),
        mutation: .replacing("<document ", with: "<documents ", in: CheckoutPaths.storyboards[1]))

    static let svgNamespace = "http://www.w3.org/2000/svg"

    static let overviewIsSVG = Rule(
        id: "FMT003",
        name: "overview-is-svg",
        summary: "The README's overview drawing is well-formed XML with an <svg> root in the SVG namespace.",
        rationale: "Without the SVG namespace browsers and GitHub show the drawing as plain XML or not at all.",
        check: .xmlRoot(paths: [CheckoutPaths.overviewSVG], element: "svg", namespace: svgNamespace),
        examples: RuleExamples(
            failing: [
                RuleExample("an <svg> root without the SVG namespace", path: CheckoutPaths.overviewSVG, contents: """
                    ↓<svg width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>
                    """),
                RuleExample("an empty file", path: CheckoutPaths.overviewSVG, contents: "↓"),
            ],
            passing: [
                RuleExample("a namespaced <svg> root", path: CheckoutPaths.overviewSVG, contents: """
                    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>
                    """),
            ]
        ),
        mutation: .replacing(#" xmlns="http://www.w3.org/2000/svg""#, with: "", in: CheckoutPaths.overviewSVG))

    static let buildScriptSyntax = Rule(
        id: "FMT004",
        name: "build-script-syntax",
        summary: "build.sh passes `sh -n` (its syntax is checked; nothing in it is executed).",
        rationale: "A syntax error in the build script is only found when the hosted iOS gate runs it on a Mac.",
        check: .shellSyntax(path: CheckoutPaths.buildScript),
        examples: RuleExamples(
            failing: [
                RuleExample("an if without fi", path: CheckoutPaths.buildScript, contents: """
                    #!/bin/sh
                    if [ -d iHeartRating ]; then
                    ↓    echo ok
                    """),
            ],
            passing: [
                RuleExample("a short valid script", path: CheckoutPaths.buildScript, contents: """
                    #!/bin/sh
                    set -eu
                    work=$(mktemp -d)
                    trap 'rm -rf "$work"' EXIT
                    """),
            ]
        ),
        mutation: .appending("\nif true; then\n", to: CheckoutPaths.buildScript))

    static let xcodeProjectsList = Rule(
        id: "FMT005",
        name: "xcode-projects-list",
        summary: "With Xcode on PATH, `xcodebuild -list` succeeds for both projects; otherwise one note says the iOS gate needs macOS.",
        rationale: "Only Xcode can load a project for real; elsewhere the tool says so instead of failing.",
        check: .xcodebuildList(projects: CheckoutPaths.projectBundles),
        examples: RuleExamples(
            failing: [
                RuleExample("the sample project is missing", removed: [CheckoutPaths.sampleProject]),
            ],
            passing: [
                RuleExample("both projects present (on Linux: a note, not a failure)"),
            ]
        ),
        mutation: .removing(CheckoutPaths.sampleProject, alsoAffected: ["PRJ001", "PRJ002", "PRJ003"]))
}
