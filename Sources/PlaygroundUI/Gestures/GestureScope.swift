/// The views with gestures (and the scroll views) around a drawn view, innermost first: what a
/// hit region remembers, so a press there finds every gesture that may recognise it.
final class GestureScope {
  let node: Node
  let parent: GestureScope?
  /// How the node was drawn: the transform around it, its geometry effects (innermost first)
  /// and its frame. A gesture's local space is the node's frame seen through the effects
  /// applied outside the gesture (`.gesture(…).rotationEffect(…)` turns it), not those inside.
  let drawing: (transform: DrawTransform, effects: [GeometryEffect], frame: CGRect)

  init(node: Node, parent: GestureScope?, drawing: (DrawTransform, [GeometryEffect], CGRect)) {
    self.node = node
    self.parent = parent
    self.drawing = drawing
  }

  /// The space of a gesture attached after the node's first `effectsInside` effects.
  func space(effectsInside: Int) -> GestureSpace {
    let outside = Array(drawing.effects.dropFirst(min(effectsInside, drawing.effects.count)))
    let transform = drawing.transform.applying(outside, in: drawing.frame)
    return GestureSpace(frame: drawing.frame, fromWindow: transform.matrix.inverted())
  }

  /// The nodes from this one outwards, with their scopes.
  var scopes: [GestureScope] {
    var scopes: [GestureScope] = []
    var scope: GestureScope? = self
    while let current = scope {
      scopes.append(current)
      scope = current.parent
    }
    return scopes
  }
}
