/// The identity and limits of the case file format (`oracle --export`, `--eval`, `--cases`).
public enum CaseFileSchema {
    /// The value of the top-level `"schema"` key.
    public static let name = "rating-reference-cases"
    /// The value of the top-level `"version"` key.
    public static let version = 1
    /// The most cases a file may hold.
    public static let maximumCases = 10_000
    /// The most steps all cases of a file may hold together.
    public static let maximumSteps = 100_000
    /// The most observations all cases of a file may ask for together (each can print 100 pairs).
    public static let maximumObservations = 10_000
    /// The most touches one touch step may carry.
    public static let maximumTouches = 64
}
