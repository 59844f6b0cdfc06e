@_spi(CheckBaseline) import UIKitStandIn

/// A view that tells a shared log each time UIKit lays it out (its name) or asks it to draw (`draw NAME`).
final class LoggingView: UIView {
    var name = ""
    var record: (String) -> Void = { _ in }
    var onLayout: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        record(name)
        onLayout()
    }

    override func draw(_ rect: CGRect) {
        record("draw " + name)
    }
}

/// The log a test's `LoggingView`s write into.
final class ViewLog {
    private(set) var entries: [String] = []

    /// A view named `name` that writes here.
    func view(_ name: String) -> LoggingView {
        let view = LoggingView()
        view.name = name
        view.record = { [unowned self] in self.entries.append($0) }
        return view
    }

    func clear() {
        entries = []
    }
}
