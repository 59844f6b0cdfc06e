import RatingReference

/// What iOS varies between devices and settings, as the stand-in answers it: a standard run sees a screen scale
/// of 2 and a light interface style; the documented cases run again under `alternate`. A control that agrees
/// with the model in the first and not in the second reacts to which device it is on, which a rating view has
/// no use for: that is how a control that tells the stand-in from a device by such a value shows itself.
struct DeviceEnvironment: Sendable {
    let screenScale: Double
    let dark: Bool

    /// The standard run's environment, the stand-in's own (`StandInEnvironment`).
    static let standard = DeviceEnvironment(screenScale: 2, dark: false)
    /// The other environment the documented cases run in.
    static let alternate = DeviceEnvironment(screenScale: 3, dark: true)

    var description: String { "screen scale \(Int(screenScale)) and a \(dark ? "dark" : "light") interface style" }

    /// The cases as the driver reads them (numbered from `firstIndex`), this environment set before the case
    /// numbered `switchIndex` and kept for those after it; the stand-in's own before. A driver started again
    /// after the switch sets it first.
    func script(_ cases: [OracleCase], firstIndex: Int, from switchIndex: Int) -> String {
        let split = min(max(switchIndex - firstIndex, 0), cases.count)
        let before = split > 0 ? DriverScript.text(for: Array(cases[..<split]), firstIndex: firstIndex) : ""
        guard split < cases.count else { return before }
        return before + "environment \(DriverScriptWriter.number(screenScale)) \(dark ? "dark" : "light")\n"
            + DriverScript.text(for: Array(cases[split...]), firstIndex: firstIndex + split)
    }
}
