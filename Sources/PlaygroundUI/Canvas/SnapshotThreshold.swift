/// `snapshotThreshold(_:)`: a Layout Playground extension (SwiftUI has no such modifier) with
/// which a preview says how much of its snapshot may differ from its baseline in
/// `layout-playground qa`, for previews whose pixels legitimately vary a little (a blurred
/// material, a gradient's dithering). In Xcode the modifier does not exist: docs/visual-qa.md
/// gives the three-line `#if !canImport(PlaygroundUI)` shim that makes the same file build there.
extension View {
  /// Lets `percent` percent of this preview's pixels differ from its baseline in
  /// `layout-playground qa` (over `--threshold`). Where several views set one, the first in view
  /// order wins. Changes nothing drawn.
  public func snapshotThreshold(_ percent: Double) -> some View {
    SnapshotThresholdView(content: self, percent: percent)
  }
}

struct SnapshotThresholdView<Content: View>: View, PrimitiveView {
  let content: Content
  let percent: Double

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let graph = context.graph(volatile: false)
    let percent = percent
    // Registered on every pass, kept bodies included, as `preferredColorScheme` is: the qa run
    // reads what the last resolve asked for.
    context.registerEachPass { [unowned graph] in graph.snapshotThresholdRequest.request(percent) }
    return context.resolve(content, role: .modifier)
  }
}

/// The threshold the rendered preview asked for with `snapshotThreshold`: the first in view
/// order during the latest resolve.
@MainActor
final class SnapshotThresholdRequest {
  /// What the latest complete resolve asked for (nil: nothing).
  private(set) var current: Double?
  private var requested: Double?

  func beginPass() { requested = nil }

  func request(_ percent: Double) {
    if requested == nil { requested = percent }
  }

  func endPass() { current = requested }
}

extension ViewGraph {
  /// The share of pixels, in percent, the shown preview lets differ from its baseline
  /// (`snapshotThreshold`); nil when it sets none.
  package var snapshotThreshold: Double? { snapshotThresholdRequest.current }
}
