/// A modifier that you apply to a view to make a different version of it (mirrors SwiftUI's
/// `ViewModifier`): `body(content:)` builds the result around a placeholder for the view.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  /// The modified view, built around `content`.
  @ViewBuilder func body(content: Content) -> Body
  /// The view the modifier is applied to, as `body(content:)` sees it.
  typealias Content = _ViewModifier_Content<Self>
}

/// The placeholder for the view a `ViewModifier` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let content: any View

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    context.resolve(content, role: .content)
  }
}

/// A view with a modifier applied (mirrors SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    // The modifier's own @State lives at its place in the tree, like a custom view's.
    let component = ViewIdentity.Component.viewType(ViewIdentity.ViewType(Modifier.self))
    context.graph(volatile: false).linkState(ofModifier: modifier, at: context.identity.appending(component))
    let body = modifier.body(content: _ViewModifier_Content(content: content))
    return context.resolve(body, component: component)
  }
}

extension View {
  /// Applies `modifier` to the view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewGraph {
  /// Links the `@State` properties of a view modifier to their boxes for this identity.
  func linkState<M>(ofModifier modifier: M, at identity: ViewIdentity) {
    for child in Mirror(reflecting: modifier).children {
      guard let property = child.value as? DynamicPropertyLinking else { continue }
      property.link(to: stateStore, key: StateKey(identity: identity, property: child.label ?? "?"))
    }
  }
}
