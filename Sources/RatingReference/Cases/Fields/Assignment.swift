/// One property assignment on the control, as a test would write it.
///
/// Each property is declared here once: its case, its name, how its value is written (`write(to:)`) and
/// read back (`init(reading:)`), an example (`Property.example`) and which setter of the model it goes through
/// (`RatingControl.assign(_:)`), as `Step` declares its kinds. Its other forms follow its value's type: the
/// exported Swift (`SwiftValueWriter`), the driver's words, the generators' values.
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
    /// `imageContentMode`: only for controls that declare it (older ones do not), see `Property.isOptional`.
    case imageContentMode(ContentMode)
    case accessibilityLabel(String)

    /// The properties, named as the control and the case file spell them.
    public enum Property: String, CaseIterable, Sendable {
        case emptyImage, fullImage, minRating, maxRating, minImageSize, rating, editable, halfRatings, floatRatings
        case shouldBounce, delegate, bounds, transform, imageContentMode, accessibilityLabel

        /// Whether a control may lack the property (it came later than the rest): steps that set it are sent
        /// only to a control that declares it.
        public var isOptional: Bool { self == .imageContentMode }

        /// One assignment of this property, for tests that must cover every property.
        public var example: Assignment {
            switch self {
            case .emptyImage: .emptyImage(Size(width: 20, height: 10))
            case .fullImage: .fullImage(nil)
            case .minRating: .minRating(1)
            case .maxRating: .maxRating(7)
            case .minImageSize: .minImageSize(Size(width: 4, height: 3))
            case .rating: .rating(1.5)
            case .editable: .editable(false)
            case .halfRatings: .halfRatings(true)
            case .floatRatings: .floatRatings(true)
            case .shouldBounce: .shouldBounce(true)
            case .delegate: .delegate(true)
            case .bounds: .bounds(Rect(x: 0, y: 0, width: 100, height: 10))
            case .transform: .transform(Transform(scaleX: 2, scaleY: 1))
            case .imageContentMode: .imageContentMode(.center)
            case .accessibilityLabel: .accessibilityLabel("Two words%")
            }
        }
    }

    public var property: Property {
        switch self {
        case .emptyImage: .emptyImage
        case .fullImage: .fullImage
        case .minRating: .minRating
        case .maxRating: .maxRating
        case .minImageSize: .minImageSize
        case .rating: .rating
        case .editable: .editable
        case .halfRatings: .halfRatings
        case .floatRatings: .floatRatings
        case .shouldBounce: .shouldBounce
        case .delegate: .delegate
        case .bounds: .bounds
        case .transform: .transform
        case .imageContentMode: .imageContentMode
        case .accessibilityLabel: .accessibilityLabel
        }
    }

    /// Writes the property's name, then its value.
    public func write<Writer: StepFieldWriter>(to writer: inout Writer) {
        writer.name("property", property.rawValue)
        switch self {
        case .emptyImage(let image), .fullImage(let image): writer.image("value", image)
        case .minRating(let value), .maxRating(let value): writer.integer("value", value)
        case .minImageSize(let value): writer.size("value", value)
        case .rating(let value): writer.rating("value", value)
        case .editable(let flag), .halfRatings(let flag), .floatRatings(let flag), .shouldBounce(let flag),
             .delegate(let flag):
            writer.flag("value", flag)
        case .bounds(let rect): writer.rect("value", rect)
        case .transform(let transform): writer.transform("value", transform)
        case .imageContentMode(let mode): writer.name("value", mode.rawValue)
        case .accessibilityLabel(let label): writer.text("value", label)
        }
    }

    /// The assignment whose property and value `reader` holds.
    public init<Reader: StepFieldReader>(reading reader: inout Reader) throws(Reader.Failure) {
        switch try reader.property("property") {
        case .emptyImage: self = .emptyImage(try reader.image("value"))
        case .fullImage: self = .fullImage(try reader.image("value"))
        case .minRating: self = .minRating(try reader.integer("value"))
        case .maxRating: self = .maxRating(try reader.integer("value"))
        case .minImageSize: self = .minImageSize(try reader.size("value"))
        case .rating: self = .rating(try reader.rating("value"))
        case .editable: self = .editable(try reader.flag("value"))
        case .halfRatings: self = .halfRatings(try reader.flag("value"))
        case .floatRatings: self = .floatRatings(try reader.flag("value"))
        case .shouldBounce: self = .shouldBounce(try reader.flag("value"))
        case .delegate: self = .delegate(try reader.flag("value"))
        case .bounds: self = .bounds(try reader.rect("value"))
        case .transform: self = .transform(try reader.transform("value"))
        case .imageContentMode: self = .imageContentMode(try reader.contentMode("value"))
        case .accessibilityLabel: self = .accessibilityLabel(try reader.text("value"))
        }
    }
}

extension RatingControl {
    /// Performs one property assignment through its setter.
    public mutating func assign(_ assignment: Assignment) {
        switch assignment {
        case .emptyImage(let image): setEmptyImage(image)
        case .fullImage(let image): setFullImage(image)
        case .minRating(let value): setMinRating(value)
        case .maxRating(let value): setMaxRating(value)
        case .minImageSize(let value): setMinImageSize(value)
        case .rating(let value): setRating(value)
        case .editable(let flag): editable = flag
        case .halfRatings(let flag): halfRatings = flag
        case .floatRatings(let flag): floatRatings = flag
        case .shouldBounce(let flag): shouldBounce = flag
        case .delegate(let attached): hasDelegate = attached
        case .bounds(let rect): setBounds(rect)
        case .transform(let value): setTransform(value)
        case .imageContentMode(let mode): setImageContentMode(mode)
        case .accessibilityLabel(let label): accessibilityLabel = label
        }
    }
}
