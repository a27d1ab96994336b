/// Shows the first child whose ideal size fits the proposal on the given axes, the last when
/// none fits (mirrors SwiftUI's `ViewThatFits`).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content
  var onChoice: (@MainActor (ViewThatFitsRule.Decision) -> Void)?

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// Playground extension (not in SwiftUI): calls `action` after layout whenever the choice or
  /// its inputs change, so a view can show why a child was chosen.
  public func onChoice(_ action: @escaping @MainActor (ViewThatFitsRule.Decision) -> Void) -> ViewThatFits {
    var copy = self
    copy.onChoice = action
    return copy
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let candidates = context.resolve(content, role: .content)
    let node = ViewThatFitsNode(id: context.identity, axes: axes, candidates: candidates)
    if let onChoice {
      let graph = context.graph(volatile: false)
      context.registerEachPass { [unowned graph] in graph.observe(node, onChoice) }
    }
    return [node]
  }
}

/// The node behind `ViewThatFits`: measures and places only the chosen candidate.
final class ViewThatFitsNode: Node {
  let axes: Axis.Set
  let candidates: [Node]
  /// The decision from the last placement.
  private(set) var decision: ViewThatFitsRule.Decision?

  init(id: ViewIdentity, axes: Axis.Set, candidates: [Node]) {
    self.axes = axes
    self.candidates = candidates
    super.init(id: id)
  }

  override var kindName: String { "ViewThatFits" }

  private func decide(_ proposal: ProposedViewSize) -> ViewThatFitsRule.Decision? {
    ViewThatFitsRule.decide(
      idealSizes: candidates.map { $0.sizeThatFits(.unspecified) }, proposal: proposal, axes: axes)
  }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard let decision = decide(proposal) else { return .zero }
    return candidates[decision.chosen].sizeThatFits(proposal)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    decision = decide(proposal)
    guard let decision else { return }
    candidates[decision.chosen].place(in: frame, proposal: proposal)
  }

  override var drawnChildren: [Node] {
    guard let decision else { return [] }
    return [candidates[decision.chosen]]
  }

  override var allChildren: [Node] { candidates }
}
