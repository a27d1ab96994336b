/// The view a `phaseAnimator` modifier or a `Transition`'s body is applied to, as its content
/// closure receives it (mirrors SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value>: View, PrimitiveView {
  let content: AnyView

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] { context.resolve(content, role: .content) }
}
