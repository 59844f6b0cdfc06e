import TestSupport
import XCTest

/// The folder graph of each module, drawn from the names its Swift files declare and use: the check that no module's
/// folders lean on one another round (issue 34, item 3), shown to fire on a planted circle and to stay silent without one.
final class FolderGraphTests: XCTestCase {
    /// The circles Sources/ has today; a new one fails the test, and so does cutting one without striking it here.
    private let knownCircles: [String] = []

    func testSourcesHaveOnlyTheKnownCircles() throws {
        let sources = RepositoryRoot.path + "/Sources"
        var circles: [FolderCircle] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources).sorted() {
            let graph = try ModuleFolderGraph(module: module, directory: sources + "/" + module)
            print(graph.lines.joined(separator: "\n"))
            circles += graph.circles
        }
        let report = circles.map(\.description).joined(separator: "\n")
        XCTAssertEqual(circles.map(\.summary), knownCircles, "folder circles:\n" + report)
    }

    func testAPlantedCircleIsReportedWithOneUsePerEdge() throws {
        let tree = try TemporaryDirectory()
        try tree.write("Runner.swift", "public struct Runner {\n    let options: Options\n}\n")
        try tree.write("Verify/Options.swift", "struct Options {\n    var mode = Mode.model\n}\n")
        try tree.write("Verify/Mode.swift", "enum Mode { case model }\nfunc defaultReport() -> Report { Report() }\n")
        try tree.write("Findings/Report.swift", "struct Report {\n    var runner: Runner?\n}\n")

        let circles = try ModuleFolderGraph(module: "Planted", directory: tree.path).circles

        XCTAssertEqual(circles.map(\.summary), ["Planted: {(root), Findings, Verify}"])
        XCTAssertEqual(
            circles.first?.description,
            """
            Planted: {(root), Findings, Verify}
              (root) → Verify: Planted/Runner.swift:2 Options
              Findings → (root): Planted/Findings/Report.swift:2 Runner
              Verify → Findings: Planted/Verify/Mode.swift:2 Report
            """)
    }

    func testATreeWithoutACircleIsSilent() throws {
        let tree = try TemporaryDirectory()
        try tree.write("Runner.swift", "struct Runner {\n    let options: Options\n}\n")
        try tree.write("Verify/Options.swift", "struct Options {\n    var report: Report\n}\n")
        try tree.write("Findings/Report.swift", "struct Report {\n    let count: Int\n}\n")

        let graph = try ModuleFolderGraph(module: "Layered", directory: tree.path)

        XCTAssertTrue(graph.circles.isEmpty)
        XCTAssertEqual(
            graph.lines,
            ["Layered/(root) → Verify", "Layered/Findings → nothing", "Layered/Verify → Findings"])
    }

    /// Members after `.`, argument labels, names the folder declares itself and private declarations make no edge.
    func testNamesThatAreNotAnotherFoldersDeclarationMakeNoEdge() throws {
        let tree = try TemporaryDirectory()
        try tree.write("Runner.swift", "struct Runner {\n    func run() { let report = 1; step(options: report) }\n}\n")
        try tree.write(
            "Verify/Step.swift",
            "private struct Runner {}\nfunc step(options: Int) { _ = Runner(); _ = x.run }\nfunc report() {}\nfunc options() {}\n")

        let graph = try ModuleFolderGraph(module: "Names", directory: tree.path)

        XCTAssertEqual(graph.lines, ["Names/(root) → Verify", "Names/Verify → nothing"])
        XCTAssertEqual(graph.edges["(root)"]?["Verify"]?.description, "Runner.swift:2 step")
    }

    func testAFileThatDoesNotLexIsNamed() throws {
        let tree = try TemporaryDirectory()
        try tree.write("Verify/Broken.swift", "let text = \"unterminated\n")

        XCTAssertThrowsError(try ModuleFolderGraph(module: "Broken", directory: tree.path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Broken/Verify/Broken.swift:1:"), "\(error)")
        }
    }
}
