/// UIKit's `UIViewController`, as far as a storyboard's view controller needs it: its view, loaded when first
/// asked for (`loadView`, then `viewDidLoad`).
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view; asking for it loads it first when it is not loaded.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded; asking does not load it.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Without a nib (the stand-in loads none), a plain view.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
}
