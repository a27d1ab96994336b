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

  /// The layers resolved this pass, outermost presenter first.
  private(set) var layers: [Layer] = []
  /// Whether some presentation modifier was resolved this pass, shown or not: the root is then
  /// wrapped in a host (kept while presented or not, so presenting inserts into a container
  /// that was there before, and the insertion animates).
  private(set) var hasHost = false
  /// The `onDismiss` of each layer shown last pass.
  private var shown: [ViewIdentity: () -> Void] = [:]
  private var current: [ViewIdentity: () -> Void] = [:]

  func beginPass() {
    layers.removeAll()
    current.removeAll()
    hasHost = false
  }

  func noteHost() { hasHost = true }

  func add(_ layer: Layer, onDismiss: (() -> Void)?) {
    layers.append(layer)
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
  var topDismiss: (@MainActor () -> Void)? { layers.last?.dismiss }
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

/// The host's identity under the root.
struct PresentationHostKey: Hashable {}

extension Animation {
  /// How a sheet or alert comes and goes when nothing else animates the change: UIKit's
  /// presentations are critically damped springs of about this length.
  static let presentation = Animation.spring(response: 0.4, dampingFraction: 1)
}
