/// `animation(_:)` and `transaction(_:)`: modifiers that change the animation of every change
/// inside a subtree, registered with the graph on each resolve pass.

/// Registers `scope` for the content's subtree, then resolves the content.
struct AnimationScopeView<Content: View>: View, PrimitiveView {
  let content: Content
  let isImplicit: Bool
  let transform: @MainActor (Animation?) -> Animation?

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let state = context.graph(volatile: false).modifierState
    let scope = AnimationScope(root: context.identity, isImplicit: isImplicit, transform: transform)
    context.registerEachPass { state.addLastingScope(scope) }
    return context.resolve(content, role: .modifier)
  }
}

extension View {
  /// Animates every change inside the view with `animation` (SwiftUI deprecated this form for
  /// `animation(_:value:)`, but much real code still uses it).
  public func animation(_ animation: Animation?) -> some View {
    AnimationScopeView(content: self, isImplicit: true) { _ in animation }
  }

  /// Lets `transform` change the transaction of every change inside the view (its animation;
  /// the other properties it sets are not seen below).
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    AnimationScopeView(content: self, isImplicit: false) { animation in
      var transaction = Transaction(animation: animation)
      transform(&transaction)
      return transaction.disablesAnimations ? nil : transaction.animation
    }
  }
}
