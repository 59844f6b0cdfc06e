/// One property assignment on the control, as a test would write it.
public enum Assignment: Hashable, Sendable {
    case emptyImage(Size?)
    case fullImage(Size?)
    case minRating(Int)
    case maxRating(Int)
    case minImageSize(Size)
    case rating(Float)
    case editable(Bool)
    case halfRatings(Bool)
    case floatRatings(Bool)
    case shouldBounce(Bool)
    /// Attaches (`true`) or detaches a recording delegate.
    case delegate(Bool)
    case bounds(Rect)
    case transform(Transform)
    case accessibilityLabel(String)

    /// The property's name, as the control and the JSON schema spell it.
    public var property: String {
        switch self {
        case .emptyImage: "emptyImage"
        case .fullImage: "fullImage"
        case .minRating: "minRating"
        case .maxRating: "maxRating"
        case .minImageSize: "minImageSize"
        case .rating: "rating"
        case .editable: "editable"
        case .halfRatings: "halfRatings"
        case .floatRatings: "floatRatings"
        case .shouldBounce: "shouldBounce"
        case .delegate: "delegate"
        case .bounds: "bounds"
        case .transform: "transform"
        case .accessibilityLabel: "accessibilityLabel"
        }
    }
}
