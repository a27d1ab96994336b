/// What the graph keeps for presentations (sheets, covers, alerts, dialogs): the layers shown
/// this pass, drawn over the whole window above the content, and what was shown last pass, so
/// that a presentation coming or going animates and its `onDismiss` runs.
@MainActor
final class PresentationState {
  /// One presentation over the window: its nodes (the dimming, then the card), each laid out
  /// over the whole window, and how it goes away.
  struct Layer {
    let id: ViewIdentity
    let nodes: [Node]
    let dismiss: @MainActor () -> Void
  }

  /// The presentations inside one host: the window's (the root), or a `PresentationContainer`'s.
  @MainActor
  final class Scope {
    fileprivate(set) var layers: [Layer] = []
    /// Whether some presentation modifier was resolved in it this pass, shown or not: it is
    /// then wrapped in a host (kept while presented or not, so presenting inserts into a
    /// container that was there before, and the insertion animates).
    fileprivate(set) var hasHost = false
  }

  /// The window's scope, for presentations outside any container.
  private(set) var root = Scope()
  private var scopes: [Scope] = []
  /// Every layer resolved this pass, in order (Escape dismisses the last).
  private var allLayers: [Layer] = []
  /// The `onDismiss` of each layer shown last pass.
  private var shown: [ViewIdentity: () -> Void] = [:]
  private var current: [ViewIdentity: () -> Void] = [:]

  func beginPass() {
    root = Scope()
    scopes = [root]
    allLayers.removeAll()
    current.removeAll()
  }

  /// A container's scope begins: presentations resolved until `pop` are drawn over it.
  func push() -> Scope {
    let scope = Scope()
    scopes.append(scope)
    return scope
  }

  func pop() {
    if scopes.count > 1 { scopes.removeLast() }
  }

  func noteHost() { scopes.last?.hasHost = true }

  func add(_ layer: Layer, onDismiss: (() -> Void)?) {
    scopes.last?.layers.append(layer)
    allLayers.append(layer)
    current[layer.id] = onDismiss ?? {}
  }

  /// Ends the pass: true when a presentation came or went (the change animates). The
  /// `onDismiss` of each that went is returned to run.
  func endPass() -> (changed: Bool, dismissed: [() -> Void]) {
    let gone = shown.filter { current[$0.key] == nil }.map(\.value)
    let changed = Set(shown.keys) != Set(current.keys)
    shown = current
    return (changed, gone)
  }

  /// The topmost presentation's dismissal (Escape).
  var topDismiss: (@MainActor () -> Void)? { allLayers.last?.dismiss }

  /// `content` under a host with the scope's layers over it; `content` alone when the scope
  /// has no presentation modifier.
  static func host(_ content: [Node], scope: Scope, id: ViewIdentity, log: ContractLog?) -> [Node] {
    guard scope.hasHost, let first = content.first else { return content }
    let root =
      content.count == 1
      ? first
      : ContainerNode(
        id: id.appending(.explicit(ExplicitID(PresentationHostKey.content))), layout: ZStackLayout(), children: content,
        name: "content", log: log)
    return [
      ContainerNode(
        id: id.appending(.explicit(ExplicitID(PresentationHostKey.host))), layout: PresentationHostLayout(),
        children: [root] + scope.layers.flatMap(\.nodes), name: "presentations", log: log)
    ]
  }
}

/// The root with the presentations over it: the root sized and centred in the window as the
/// graph lays out a root, each presentation's nodes over the whole window.
struct PresentationHostLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let root = subviews.first else { return }
    root.place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
    for layer in subviews.dropFirst() {
      layer.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}

/// The host's parts, under the root or the container.
enum PresentationHostKey: Hashable { case host, content }

/// Draws the presentations resolved inside it over its own frame instead of the window's
/// (the `open` window's preview area, so that its preview picker stays usable).
package struct PresentationContainer<Content: View>: View, PrimitiveView {
  let content: Content

  package init(@ViewBuilder content: () -> Content) { self.content = content() }

  package var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let box = ScopeBox()
    // Registered on each pass, so that a reused body's presentations land in this scope too.
    context.registerEachPass { [weak graph] in box.scope = graph?.presentations.push() }
    let nodes = context.resolve(content, role: .content)
    context.registerEachPass { [weak graph] in graph?.presentations.pop() }
    guard let scope = box.scope else { return nodes }
    return PresentationState.host(nodes, scope: scope, id: context.identity, log: context.log)
  }
}

/// The scope a container's pass pushed.
@MainActor
private final class ScopeBox {
  var scope: PresentationState.Scope?
}

extension Animation {
  /// How a sheet or alert comes and goes when nothing else animates the change: UIKit's
  /// presentations are critically damped springs of about this length.
  static let presentation = Animation.spring(response: 0.4, dampingFraction: 1)
}
