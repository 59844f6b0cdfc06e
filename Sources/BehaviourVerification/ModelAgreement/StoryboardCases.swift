import BaselineChecks
import RatingReference

/// Cases made from the sample app's storyboards, the way an app makes the control: each
/// `<view customClass="HeartRatingView">` decoded with its frame and accessibility label (`Step.decode`), its
/// user-defined runtime attributes set in document order as Interface Builder sets them (each through the
/// property's setter), looked at, laid out by the run loop's first commit and looked at again. An attribute the
/// case vocabulary cannot send (an image, a colour, a key it does not know) is left out and said, never guessed.
struct StoryboardCases {
    /// One case per control a storyboard places.
    var cases: [OracleCase] = []
    /// What was left out, at its place: the storyboard's path, where, and why.
    var leftOut: [(path: String, location: SourceLocation, reason: String)] = []

    static let controlClass = "HeartRatingView"

    /// The cases of `source`'s sample app; none when it has no sample app or places no control (the sample
    /// app's own verification says why).
    static func read(from source: any CheckoutSource) -> StoryboardCases {
        guard case .success(let app) = SampleApp.read(from: source) else { return StoryboardCases() }
        var result = StoryboardCases()
        for storyboard in app.storyboards {
            guard let document = try? XMLDocument.parse(storyboard.bytes) else { continue }
            result.collect(in: document.root, path: storyboard.path)
        }
        return result
    }

    private mutating func collect(in element: XMLElement, path: String) {
        if element.attribute("customClass") == Self.controlClass {
            cases.append(storyboardCase(element, path: path))
        }
        for child in element.elements {
            collect(in: child, path: path)
        }
    }

    private mutating func storyboardCase(_ view: XMLElement, path: String) -> OracleCase {
        let frame = view.elements.first { $0.name == "rect" && $0.attribute("key") == "frame" }.flatMap(Self.rect) ?? .zero
        let label = view.elements.first { $0.name == "accessibility" }?.attribute("label")
        var steps: [Step] = [.decode(frame: frame, accessibilityLabel: label)]
        let attributes = view.elements.first { $0.name == "userDefinedRuntimeAttributes" }?.elements ?? []
        for attribute in attributes where attribute.name == "userDefinedRuntimeAttribute" {
            switch Self.assignment(attribute) {
            case .success(let assignment): steps.append(.set(assignment))
            case .failure(let reason): leftOut.append((path, attribute.location, reason.text))
            }
        }
        steps += [.observe(Observation()), .commit, .observe(Observation())]
        let name = "storyboard-" + (path.split(separator: "/").last.map(String.init) ?? path)
            + "-" + (view.attribute("id") ?? "\(view.location.line)")
        return OracleCase(name: name, documented: "\(path):\(view.location.line)", steps: steps)
    }

    private struct Reason: Error {
        let text: String
    }

    /// The assignment a runtime attribute makes, as far as the case vocabulary can say it (`RuntimeAttributeReader`).
    private static func assignment(_ attribute: XMLElement) -> Result<Assignment, Reason> {
        var reader = RuntimeAttributeReader(attribute: attribute)
        if let assignment = try? Assignment(reading: &reader) { return .success(assignment) }
        let key = attribute.attribute("keyPath") ?? ""
        let type = attribute.attribute("type") ?? ""
        return .failure(Reason(
            text: "the runtime attribute \(key) (\(type)) is left out of the storyboard's case: the cases cannot set it"))
    }

    /// The size an element's `width` and `height` give.
    static func size(_ element: XMLElement) -> Size? {
        guard let width = element.attribute("width").flatMap(Double.init),
              let height = element.attribute("height").flatMap(Double.init) else { return nil }
        return Size(width: width, height: height)
    }

    private static func rect(_ element: XMLElement) -> Rect? {
        guard let x = element.attribute("x").flatMap(Double.init), let y = element.attribute("y").flatMap(Double.init),
              let size = size(element) else { return nil }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
