@_spi(CheckBaseline) import UIKit

/// Writes the driver's protocol on the result channel: one JSON object a record, sent before every step, so
/// that a crash leaves the step it happened in on record. Values are written as the tool's JSON writer writes
/// them (keys in UTF-8 order, the same number forms and escapes), so that an answer that agrees is the same text.
final class ControlDriverOutput {
    /// The exit status after a raised `CALayerInvalidGeometry`, which ends the process as it ends an app.
    static let raisedStatus: Int32 = 3
    /// The exit status after a directory kept in memory was found full.
    static let fullStatus: Int32 = 4

    private let channel: ResultChannelWriter

    init(channel: ResultChannelWriter) {
        self.channel = channel
    }

    func caseStarted(_ index: Int) { channel.record("{\"case\":\(index)}") }
    func caseDone(_ index: Int) { channel.record("{\"done\":\(index)}") }

    /// Announces step `index` and sends everything before it.
    func stepStarted(_ index: Int) {
        channel.record("{\"step\":\(index)}")
        channel.flush()
    }

    func answer(_ json: String, step: Int) { channel.record("{\"step\":\(step),\"answer\":\(json)}") }

    /// What the control asked that the stand-in could not answer as iOS would.
    func notVerifiable(_ reason: String) {
        channel.record("{\"notVerifiable\":\(ResultChannelWriter.string(reason))}")
    }

    func raised(_ message: String) {
        channel.record("{\"raised\":\(ResultChannelWriter.string(message))}")
        channel.flush()
    }

    /// A directory kept in memory is full: the case ends there.
    func full(_ path: String) {
        channel.record("{\"full\":\(ResultChannelWriter.string(path))}")
        channel.flush()
    }

    func flush() {
        channel.flush()
    }

    // MARK: - JSON values

    /// A `Double` as the case files write it: integral without a fraction, non-finite as a string.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        guard double.isFinite else { return double.isNaN ? "\"nan\"" : double > 0 ? "\"inf\"" : "\"-inf\"" }
        if abs(double) < 0x1p53, Double(Int64(double)) == double { return String(Int64(double)) }
        return double.description
    }

    static func number(_ value: Float) -> String {
        guard value.isFinite else { return value.isNaN ? "\"nan\"" : value > 0 ? "\"inf\"" : "\"-inf\"" }
        if abs(value) < 0x1p24, Float(Int64(value)) == value { return String(Int64(value)) }
        return value.description
    }

    static func size(_ size: CGSize) -> String {
        "{\"height\":\(number(size.height)),\"width\":\(number(size.width))}"
    }

    static func rect(_ rect: CGRect) -> String {
        "{\"height\":\(number(rect.size.height)),\"width\":\(number(rect.size.width)),"
            + "\"x\":\(number(rect.origin.x)),\"y\":\(number(rect.origin.y))}"
    }
}
