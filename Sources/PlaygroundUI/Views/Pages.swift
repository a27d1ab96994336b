/// Shows one of its children and keeps the others alive, state and all, like the pages of a
/// `TabView` (a playground extension: SwiftUI's TabView draws its own tab bar, this does not).
public struct Pages<Content: View>: View, PrimitiveView {
  let selected: Int
  let content: Content

  public init(selected: Int, @ViewBuilder content: () -> Content) {
    self.selected = selected
    self.content = content()
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let pages = context.resolve(content, role: .pages)
    return [PagesNode(id: context.identity, pages: pages, selected: selected)]
  }
}

/// Measures, places and draws only the selected page.
final class PagesNode: Node {
  let pages: [Node]
  let selected: Int

  init(id: ViewIdentity, pages: [Node], selected: Int) {
    self.pages = pages
    self.selected = pages.isEmpty ? 0 : min(max(0, selected), pages.count - 1)
    super.init(id: id)
  }

  override var kindName: String { "Pages(\(selected))" }
  private var page: Node? { pages.isEmpty ? nil : pages[selected] }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    page?.sizeThatFits(proposal) ?? .zero
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
    page?.place(in: frame, proposal: proposal)
  }

  override var drawnChildren: [Node] { page.map { [$0] } ?? [] }
  override var allChildren: [Node] { pages }
}
