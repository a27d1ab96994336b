/// The views with gestures (and the scroll views) around a drawn view, innermost first: what a
/// hit region remembers, so a press there finds every gesture that may recognise it.
final class GestureScope {
  let node: Node
  let parent: GestureScope?

  init(node: Node, parent: GestureScope?) {
    self.node = node
    self.parent = parent
  }

  /// The nodes from this one outwards.
  var chain: [Node] {
    var nodes: [Node] = []
    var scope: GestureScope? = self
    while let current = scope {
      nodes.append(current.node)
      scope = current.parent
    }
    return nodes
  }
}
