/// A view whose content can scroll the scroll views inside it to a view by id (mirrors
/// SwiftUI's `ScrollViewReader`): `proxy.scrollTo(id, anchor:)` from a button's action, an
/// `onAppear` or an `onChange`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  public var content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let proxy = ScrollViewProxy(state: context.graph(volatile: false).scrolling)
    return context.resolve(content(proxy), role: .content)
  }
}

/// Scrolls the scroll views of a `ScrollViewReader` (mirrors SwiftUI's `ScrollViewProxy`).
public struct ScrollViewProxy {
  /// The graph's scroll state (weak: a proxy kept by user code must not keep a graph).
  private weak var state: ScrollState?

  init(state: ScrollState) { self.state = state }

  /// Scrolls the first scroll view holding a view identified by `id` (a `ForEach` element's id
  /// or an `.id(_:)`) to it, as Apple documents: with `anchor`, that point of the view is put
  /// at the same point of the scroll view (`.top`: its top at the top); without, the scroll
  /// view moves the least that shows the view whole. A row of a lazy stack that is not built
  /// yet is found by its id all the same, and lands where asked once it is built. The scroll
  /// jumps: `withAnimation` does not animate it here.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    state?.requestScroll(to: AnyHashable(id), anchor: anchor)
  }
}
