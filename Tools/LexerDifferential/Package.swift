// swift-tools-version:6.0
// Differential check of check-baseline's Swift lexer and scope index against SwiftParser.
// Never a dependency of the product: it links the toolchain's host SwiftSyntax libraries, whose
// location scripts/lexer-differential.sh passes with -Xswiftc/-Xlinker flags.
import PackageDescription

let package = Package(
    name: "LexerDifferential",
    dependencies: [.package(name: "check-baseline", path: "../..")],
    targets: [
        .executableTarget(
            name: "lexer-differential",
            dependencies: [.product(name: "BaselineChecks", package: "check-baseline")],
            path: "Sources/LexerDifferential"
        ),
    ]
)
