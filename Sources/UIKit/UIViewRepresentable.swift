import PlaygroundUI

/// A SwiftUI view made of a UIKit view (mirrors `UIViewRepresentable`). The playground does not
/// run UIKit: the view is never made (`makeUIView` is not called) and a labelled placeholder
/// of the proposed size, naming the type, takes its place, so the layout around it is right.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

  /// The placeholder drawn in the UIKit view's place.
  public var body: some View {
    LabelledPlaceholder(String(describing: Self.self), detail: "UIViewRepresentable", fillsProposal: true)
  }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What `makeUIView` and `updateUIView` are given (mirrors `UIViewRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues
}

/// A SwiftUI view made of a UIKit view controller (mirrors `UIViewControllerRepresentable`).
/// Like `UIViewRepresentable`, it draws a labelled placeholder of the proposed size, naming
/// the type; the controller is never made.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  /// The placeholder drawn in the controller's view's place.
  public var body: some View {
    LabelledPlaceholder(String(describing: Self.self), detail: "UIViewControllerRepresentable", fillsProposal: true)
  }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What `makeUIViewController` and `updateUIViewController` are given.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues
}
