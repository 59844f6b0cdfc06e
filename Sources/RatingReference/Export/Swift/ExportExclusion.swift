/// Why a case is left out of the exported XCTest file: it cannot run on iOS as written, or a fixed expectation
/// cannot hold what the control may legitimately do. The file lists each left-out case with its reason.
public enum ExportExclusion: String, CaseIterable, Sendable, Comparable {
    case raisesInvalidGeometry
    case decodesArchive
    case imageNoRendererMakes
    case ambiguousTouch

    /// The reason, as the file's header gives it.
    public var reason: String {
        switch self {
        case .raisesInvalidGeometry:
            "makes UIKit raise CALayerInvalidGeometry, which ends the app: XCTest cannot catch it"
        case .decodesArchive:
            "makes the control from a storyboard's archive (init(coder:)), which public API cannot build for a test"
        case .imageNoRendererMakes:
            "sets an image of a size UIGraphicsImageRenderer at scale 1 does not make exactly (a fraction of a point, "
                + "one dimension zero, or more than \(Int(SwiftStep.largestImage)) points)"
        case .ambiguousTouch:
            "a touch the control may read either way (which touch of a set comes first is unspecified, or the point "
                + "is within rounding of an edge) with different outcomes, which one fixed expectation cannot allow"
        }
    }

    public static func < (first: ExportExclusion, second: ExportExclusion) -> Bool {
        allCases.firstIndex(of: first)! < allCases.firstIndex(of: second)!
    }
}

/// A call a case makes that an app never receives from UIKit; the driver makes it as written, and the test's
/// name says so.
enum DriverOnlyCall: String, CaseIterable, Comparable {
    /// `layoutSubviews()` called directly (Apple: "You should not call this method directly").
    case directLayoutSubviews
    /// Several touches in one set, though `isMultipleTouchEnabled` is false (UIKit then delivers one).
    case severalTouches
    /// An empty set of touches, which UIKit never delivers.
    case emptyTouchSet

    static func < (first: DriverOnlyCall, second: DriverOnlyCall) -> Bool {
        allCases.firstIndex(of: first)! < allCases.firstIndex(of: second)!
    }
}
