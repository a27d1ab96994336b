import Foundation

/// A UIKit view (mirrors `UIView` enough for `UIViewRepresentable` code to compile: frame,
/// colours, subviews). The playground does not draw UIKit views: a representable shows a
/// labelled placeholder in its place.
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
open class UIView: UIResponder {
  open var frame: CGRect
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  open var backgroundColor: UIColor?
  open var tintColor: UIColor?
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var isUserInteractionEnabled = true
  open var clipsToBounds = false
  open var translatesAutoresizingMaskIntoConstraints = true
  open var contentMode: ContentMode = .scaleToFill
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?

  public init(frame: CGRect) {
    self.frame = frame
  }

  public convenience override init() { self.init(frame: .zero) }

  public required init?(coder: NSCoder) {
    frame = .zero
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  open func layoutSubviews() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func setNeedsDisplay() {}
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  public static let noIntrinsicMetric: CGFloat = -1

  /// How content fills the view.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  }
}

/// A view's controller (mirrors `UIViewController` enough for
/// `UIViewControllerRepresentable` code to compile). Never shown: the representable draws a
/// labelled placeholder.
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  open var title: String?
  public private(set) var children: [UIViewController] = []
  public private(set) weak var parent: UIViewController?
  public private(set) var presentedViewController: UIViewController?
  private var loadedView: UIView?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  public required init?(coder: NSCoder) {}

  /// The controller's view, made (`loadView`) and announced (`viewDidLoad`) on first use.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size)) }
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  open var isViewLoaded: Bool { loadedView != nil }

  open func loadView() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewDidLayoutSubviews() {}

  open func addChild(_ childController: UIViewController) {
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func didMove(toParent parent: UIViewController?) {}

  /// Presenting is remembered, not shown: the playground shows SwiftUI, not UIKit controllers.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = viewControllerToPresent
    completion?()
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }
}
