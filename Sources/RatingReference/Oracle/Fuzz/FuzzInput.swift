import JSONCoding

/// One generated input: steps for both models, and the tutorial's margins (which the heart has no counterpart of).
public struct FuzzInput: Hashable, Sendable {
    /// The steps, for both models.
    public var steps: [Step]
    /// The tutorial's `midMargin`.
    public var midMargin: Int32
    /// The tutorial's `leftMargin`.
    public var leftMargin: Int32

    /// An input of `steps` with the tutorial's margins.
    public init(steps: [Step], midMargin: Int32 = 5, leftMargin: Int32 = 0) {
        self.steps = steps
        self.midMargin = midMargin
        self.leftMargin = leftMargin
    }

    /// The tutorial view this input starts from.
    var tutorial: TutorialRateView {
        var view = TutorialRateView()
        view.midMargin = midMargin
        view.leftMargin = leftMargin
        return view
    }

    /// The input as text: the steps in the case file schema, then any margin that is not the tutorial's default.
    public var description: String {
        var text = JSONWriter.text(of: .array(steps.map(CaseFileEncoder.step)), style: .compact)
        if midMargin != 5 { text += " with tutorial midMargin \(midMargin)" }
        if leftMargin != 0 { text += "\(midMargin != 5 ? "," : " with tutorial") leftMargin \(leftMargin)" }
        return text
    }
}
