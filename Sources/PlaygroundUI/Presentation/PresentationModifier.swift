/// Resolves its content, and while presented a layer over the whole window (a sheet's card, an
/// alert) that the graph draws above everything (PresentationState). The layer is resolved
/// here, under this view's identity, so its state lives as long as the presenter; it sees no
/// navigation page of the presenter's, and its `dismiss` ends this presentation.
struct PresentationModifierView<Content: View, Layer: View>: View, PrimitiveView {
  let content: Content
  let isPresented: Bool
  let dismiss: @MainActor () -> Void
  let onDismiss: (() -> Void)?
  let layer: @MainActor () -> Layer

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let nodes = context.resolve(content, role: .content)
    let dismiss = self.dismiss
    var layerNodes: [Node] = []
    if isPresented {
      layerNodes = context.resolve(
        layer(), component: .explicit(ExplicitID(PresentationLayerKey())),
        changingEnvironment: {
          $0.navigation = nil
          $0.dismiss = DismissAction(dismiss)
          $0.isPresented = true
          $0.sheet = nil
        })
    }
    let id = context.identity
    let isPresented = self.isPresented
    let onDismiss = self.onDismiss
    // Registered again on each pass that reuses the presenter's body.
    context.registerEachPass { [weak graph] in
      guard let graph else { return }
      graph.presentations.noteHost()
      if isPresented {
        graph.presentations.add(.init(id: id, nodes: layerNodes, dismiss: dismiss), onDismiss: onDismiss)
      }
    }
    return nodes
  }
}

/// The layer's identity under its presenter.
struct PresentationLayerKey: Hashable {}

/// A binding's presentation as a flag and a way to end it.
@MainActor
enum PresentationBinding {
  static func dismiss(_ isPresented: Binding<Bool>) -> @MainActor () -> Void {
    { isPresented.wrappedValue = false }
  }

  static func dismiss<Item>(_ item: Binding<Item?>) -> @MainActor () -> Void {
    { item.wrappedValue = nil }
  }
}
