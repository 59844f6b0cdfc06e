/// One step of a case written as the Swift statement the exported test performs, or the reason it cannot be.
enum SwiftStep: Equatable {
    /// The statement, and the call it makes that an app never receives from UIKit, if any.
    case statement(String, driverOnly: DriverOnlyCall?)
    case leftOut(ExportExclusion)

    /// The largest image side made with `UIGraphicsImageRenderer` (points, at scale 1): larger ones would need
    /// more memory than a test should take.
    static let largestImage = 1_024.0
}

extension SwiftStep {
    /// `call` (on `$0`, the control) performed as step `number` of the case's run.
    static func perform(_ number: Int, _ call: String, driverOnly: DriverOnlyCall? = nil) -> SwiftStep {
        .statement("run.perform(\(number)) { \(call) }", driverOnly: driverOnly)
    }

    /// The touch method `method` called with touches at `points`, as step `number`.
    static func touches(_ method: String, _ points: [Point], _ number: Int) -> SwiftStep {
        let set = "run.touches(" + SwiftLiteral.points(points) + ")"
        let driverOnly: DriverOnlyCall? = points.isEmpty ? .emptyTouchSet : points.count > 1 ? .severalTouches : nil
        return perform(number, "$0.\(method)(\(set), with: nil)", driverOnly: driverOnly)
    }
}

extension Assignment {
    /// The value assigned, as Swift (`SwiftValueWriter`); `nil` for an image no renderer makes exactly.
    var swiftValue: String? {
        var writer = SwiftValueWriter()
        write(to: &writer)
        return writer.value
    }

    /// Zero (`UIImage()`), or whole sides from 1 to `SwiftStep.largestImage` points: what a renderer at scale 1
    /// makes at exactly that size.
    static func renderable(_ size: Size) -> Bool {
        if size.width == 0 && size.height == 0 { return true }
        return [size.width, size.height].allSatisfy { $0 >= 1 && $0 <= SwiftStep.largestImage && $0 == $0.rounded() }
    }
}
