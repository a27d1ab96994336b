extension LazyStackNode {
  /// The node for a lazy stack of `content` along `axis`, building the rows the last layout
  /// asked for; nil when no scroll view around scrolls along that axis (then every row is
  /// built, by a plain stack).
  @MainActor
  static func make<Content: View>(
    axis: Axis, alignment: Alignment, spacing: CGFloat?, content: Content, in context: ResolveContext
  ) -> LazyStackNode? {
    guard let scrollView = context.enclosingScrollView, scrollView.axes.contains(axis) else { return nil }
    // Rows inside are not lazy towards this scroll view again (a stack in a row lays out whole).
    let outerScrollView = context.enclosingScrollView
    context.enclosingScrollView = nil
    defer { context.enclosingScrollView = outerScrollView }
    let graph = context.graph(volatile: false)
    let states = graph.lazyStacks
    let id = context.identity
    let rows = LazyRows(content, component: .role(.content))
    let wanted = states.entry(for: id).wanted ?? 0..<firstBatch
    let built = wanted.clamped(to: 0..<rows.count)
    var nodes: [Node] = []
    nodes.reserveCapacity(built.count)
    for index in built {
      let made = rows.resolveRow(index, in: context)
      if made.count == 1 {
        nodes.append(made[0])
      } else {
        // A row of several views (a `ForEach` element with more than one) is stacked as
        // they would be in the stack.
        let layout: AnyLayout =
          axis == .vertical
          ? AnyLayout(VStackLayout(alignment: alignment.horizontal, spacing: spacing))
          : AnyLayout(HStackLayout(alignment: alignment.vertical, spacing: spacing))
        let rowID = made.first?.id.parent.appending(.role(.group)) ?? id.appending(.position(index))
        nodes.append(ContainerNode(id: rowID, layout: layout, children: made, name: "lazy row", log: context.log))
      }
    }
    return LazyStackNode(
      id: id,
      parameters: Parameters(
        axis: axis, alignment: alignment, spacing: spacing, rowCount: rows.count, firstRow: built.lowerBound,
        scrollView: scrollView.id, body: context.bodyIdentity),
      rows: nodes, rowSource: rows, states: states, scrolling: graph.scrolling)
  }
}
