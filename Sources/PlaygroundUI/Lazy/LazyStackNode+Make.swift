extension LazyStackNode {
  /// The node for a lazy stack of `content` along `axis`, building the rows the last layout
  /// asked for; nil when no scroll view around scrolls along that axis (then every row is
  /// built, by a plain stack). With `grid`, a lazy grid: each row of the stack is a line of
  /// as many cells as the grid has tracks across the width it was last laid out in.
  @MainActor
  static func make<Content: View>(
    axis: Axis, alignment: Alignment, spacing: CGFloat?, grid: LazyGridArrangement? = nil, content: Content,
    in context: ResolveContext, wrapRow: ((_ index: Int, _ nodes: [Node], _ before: Node?) -> Node)? = nil
  ) -> LazyStackNode? {
    guard let scrollView = context.enclosingScrollView, scrollView.axes.contains(axis) else { return nil }
    // Rows inside are not lazy towards this scroll view again (a stack in a row lays out whole).
    let outerScrollView = context.enclosingScrollView
    context.enclosingScrollView = nil
    defer { context.enclosingScrollView = outerScrollView }
    let graph = context.graph(volatile: false)
    let states = graph.lazyStacks
    let id = context.identity
    let entry = states.entry(for: id)
    graph.bodies.keepRowState(below: id)
    let cells = LazyRows(content, component: .role(.content))
    // Every line of a grid has the same tracks: they depend on the width alone.
    let perLine = grid.map { max(1, $0.tracks(across: entry.across).count) } ?? 1
    let lineCount = (cells.count + perLine - 1) / perLine
    let wanted = entry.wanted ?? 0..<firstBatch
    let built = wanted.clamped(to: 0..<lineCount)
    var nodes: [Node] = []
    nodes.reserveCapacity(built.count)
    var lastMade: Node?
    for line in built {
      var made: [Node] = []
      for cell in (line * perLine)..<min((line + 1) * perLine, cells.count) {
        made += cells.resolveRow(cell, in: context)
      }
      defer { lastMade = made.last }
      if let wrapRow {
        // The view before the row, when built (a list's separator looks at both).
        nodes.append(wrapRow(line, made, lastMade))
      } else if let grid {
        let lineID = id.appending(.role(.group)).appending(.position(line))
        nodes.append(ContainerNode(id: lineID, layout: grid, children: made, name: "grid line", log: context.log))
      } else if made.count == 1 {
        nodes.append(made[0])
      } else {
        // A row of several views (a `ForEach` element with more than one) is stacked as
        // they would be in the stack.
        let layout: AnyLayout =
          axis == .vertical
          ? AnyLayout(VStackLayout(alignment: alignment.horizontal, spacing: spacing))
          : AnyLayout(HStackLayout(alignment: alignment.vertical, spacing: spacing))
        let rowID = made.first?.id.parent.appending(.role(.group)) ?? id.appending(.position(line))
        nodes.append(ContainerNode(id: rowID, layout: layout, children: made, name: "lazy row", log: context.log))
      }
    }
    return LazyStackNode(
      id: id,
      parameters: Parameters(
        axis: axis, alignment: alignment, spacing: grid.map { $0.spacing ?? ViewSpacing.defaultValue } ?? spacing,
        rowCount: lineCount, firstRow: built.lowerBound, scrollView: scrollView.id, body: context.bodyIdentity,
        grid: grid, cellsPerRow: perLine),
      rows: nodes, rowSource: cells, states: states, scrolling: graph.scrolling)
  }
}
