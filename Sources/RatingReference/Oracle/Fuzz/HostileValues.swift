/// The pools generated inputs draw from: the hostile values the documentation names, and ordinary ones.
enum HostileValues {
    /// Geometry: NaN, infinities, negative, zero, tiny, huge and ordinary dimensions.
    static let dimensions: [Double] = [
        .nan, .infinity, -.infinity, -1, -0.0, 0, .leastNonzeroMagnitude, 1e-300, 0.5, 1, 3, 5, 10, 20, 24, 99.5,
        100, 320, 1_000_000, 1_000_001, 2_000_000, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    /// The ones bounds take: not NaN (a NaN bounds assignment raises before the control's code runs), and negative
    /// only down to −1e6 or −∞, since a negative size moves the standardized origin by it (the domain of origins
    /// is ±1e6, see `origins`).
    static let boundsDimensions = dimensions.filter { !$0.isNaN && ($0 >= -1_000_000 || $0 == -.infinity) }
    /// The finite, non-negative ones, for images (a `UIImage`'s size is).
    static let imageDimensions = dimensions.filter { $0.isFinite && $0 >= 0 }
    /// Bounds origins: the model's domain is finite origins within ±1e6 (see docs/oracle.md).
    static let origins: [Double] = [0, 0, 0, -10, 0.5, 37.25, 1_000_000, -1_000_000]
    /// Ratings: NaN, infinities, negative, fractional, out of range and extreme values.
    static let ratings: [Float] = [
        .nan, .infinity, -.infinity, -1, -0.0, 0, .leastNonzeroMagnitude, 0.25, 0.5, 1, 2.5, 3, 4.75, 5, 100, 101,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    /// Rating counts, including values that wrap when the tutorial stores them in an `int`.
    static let maxRatings: [Int] = [
        .min, -5, -1, 0, 1, 2, 3, 5, 5, 10, 100, 101, 1_000, .max, Int(Int32.max) + 6,
    ]
    /// Minimum ratings.
    static let minRatings: [Int] = [.min, -1, 0, 1, 2, 3, 5, 100, .max]
    /// Transform scales.
    static let scales: [Double] = [1, 1, 1, 2, 0.5, 3]
    /// The tutorial's `midMargin`: mostly its default 5, sometimes another `int`.
    static let midMargins: [Int32] = [5, 5, 5, 5, 0, 2, -3, -10, 20]
    /// The tutorial's `leftMargin`: mostly its default 0.
    static let leftMargins: [Int32] = [0, 0, 0, 0, 3, -5, 10]
}
