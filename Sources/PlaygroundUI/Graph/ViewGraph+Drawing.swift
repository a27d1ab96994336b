import Foundation

/// Drawing a laid-out tree into the display list: each node's effects, its hit regions (what a
/// click reaches, and where a drawn shape takes it), its own drawing, its children, and the
/// views still fading out of it.
extension ViewGraph {
  func draw(_ node: Node, inheritedOpacity: Double, time: Double, into builder: inout DisplayListBuilder) {
    if builder.culls(node.drawnExtent) { return }
    let appearance = animations.presented(node, at: time)
    let opacity = inheritedOpacity * appearance.opacity
    guard opacity > 0.001 else { return }
    let outer = builder.transform
    defer { builder.transform = outer }
    builder.transform = builder.transform.translated(by: appearance.translation)
    let beforeEffects = builder.transform
    let effects = node.geometryEffects(presented: appearance.effects)
    builder.transform = builder.transform.applying(effects, in: appearance.frame)
    if appearance.scale != 1 {
      // Only a transition scales a view in the tree: it is coming in.
      let anchor = (node.transition ?? .opacity).scaleAnchor(removing: false)
      let point = CGPoint(
        x: appearance.frame.minX + anchor.x * appearance.frame.width,
        y: appearance.frame.minY + anchor.y * appearance.frame.height)
      builder.transform = builder.transform.scaled(by: CGFloat(appearance.scale), about: point)
    }
    let outerOwner = builder.tappableOwner
    let outerRecordsHits = builder.recordsHits
    let outerScope = builder.gestureScope
    defer {
      builder.tappableOwner = outerOwner
      builder.recordsHits = outerRecordsHits
      builder.gestureScope = outerScope
    }
    if !node.gestures.isEmpty {
      builder.gestureScope = GestureScope(
        node: node, parent: outerScope, drawing: (beforeEffects, effects, appearance.frame))
    }
    if !node.allowsHitTesting { builder.recordsHits = false }
    let frame = builder.transform.apply(appearance.frame)
    let hitStart = builder.hitRegions.count
    if node.tapAction != nil || node.pointerAction != nil {
      builder.tappableOwner = node
      if builder.recordsHits { builder.addHit(appearance.frame, owner: node, isOwnFrame: true) }
    }
    if node.hitsWholeFrame && builder.recordsHits {
      builder.addHit(appearance.frame, owner: builder.tappableOwner, isOwnFrame: false)
    }
    if node.hoverAction != nil && builder.recordsHits { builder.hoverRegions.append((frame, node)) }
    let outerVisible = builder.visible
    defer { builder.visible = outerVisible }
    builder.visible = builder.visibleToChildren(of: node, frame: frame)
    if node.clipCornerRadius != nil { builder.items.append(.pushClip(frame)) }
    defer { if node.clipCornerRadius != nil { builder.items.append(.popClip) } }
    let drawnBefore = builder.items.count
    node.draw(into: &builder, appearance: appearance, opacity: opacity)
    if builder.recordsHits && builder.items.count > drawnBefore {
      builder.addHit(appearance.frame, owner: builder.tappableOwner, isOwnFrame: false)
      if let shape = node.drawnHitShape(in: appearance.frame, builder: builder) {
        builder.constrainHits(from: builder.hitRegions.count - 1, to: shape)
      }
    }
    for child in node.drawnChildren {
      draw(child, inheritedOpacity: node.drawsChildrenAsGroup ? 1 : opacity, time: time, into: &builder)
    }
    node.drawAfterChildren(into: &builder, appearance: appearance, opacity: opacity)
    if let shape = node.contentShape {
      builder.constrainHits(from: hitStart, to: shape(appearance.frame, builder))
    }
    if ghostParents.contains(node.id) {
      // Removed children fade out after the remaining ones, within their old container.
      drawnGhostParents.insert(node.id)
      let recordsHits = builder.recordsHits
      builder.recordsHits = false
      builder.visible = .infinite
      animations.drawGhosts(of: node.id, opacity: opacity, time: time, into: &builder) { child, childOpacity, builder in
        self.draw(child, inheritedOpacity: childOpacity, time: time, into: &builder)
      }
      builder.recordsHits = recordsHits
    }
  }
}
