import PlaygroundUI

/// Where each offscreen layer of a display list can receive ink: the union of what its items
/// may draw (`FrameDamage.reach`), nested layers' spread included, in points.
///
/// A layer only needs clearing, and its pixels only need reading, there. Before, each layer was
/// cleared over the whole clip region: one small `.blur` or `.compositingGroup` on a window-sized
/// frame cleared and faulted in four megabytes of server memory, a millisecond a frame.
enum LayerExtents {
  /// The extent of each layer, by the index of the item that starts it (`pushPathClip`,
  /// `pushShadow`, `pushMask`, `beginMask`, `pushLayer`); `.infinite` where an item's reach is
  /// unknown. A blur layer's extent includes the blur's spread: the layer holds what it spreads.
  static func of(_ items: [DisplayItem]) -> [Int: CGRect] {
    var extents: [Int: CGRect] = [:]
    // Open layers: the index that started each, and the union of ink inside it so far.
    var open: [(index: Int, ink: CGRect)] = []
    // Whether each open clip is a path clip (a layer) or a rectangle.
    var clipIsLayer: [Bool] = []
    // The content extents of masks whose mask is being drawn (nested masks stack).
    var maskContents: [CGRect] = []

    func add(_ rect: CGRect) {
      guard !open.isEmpty else { return }
      open[open.count - 1].ink = open[open.count - 1].ink.union(rect)
    }
    /// Closes the top layer; returns its ink and the item that started it.
    func close() -> (item: DisplayItem, ink: CGRect)? {
      guard let top = open.popLast() else { return nil }
      let item = items[top.index]
      var ink = top.ink
      if case .pushLayer(let layer) = item, case .blur(let radius, let opaque) = layer.effect, !opaque, !ink.isNull {
        let spread = 3 * abs(radius) + 2
        ink = ink.insetBy(dx: -spread, dy: -spread)
      }
      extents[top.index] = ink
      return (item, ink)
    }

    for (index, item) in items.enumerated() {
      switch item {
      case .pushClip:
        clipIsLayer.append(false)
      case .pushPathClip:
        clipIsLayer.append(true)
        open.append((index, .null))
      case .pushShadow, .pushMask, .pushLayer:
        open.append((index, .null))
      case .beginMask:
        // The content is done: its extent is kept for the parent, and the mask starts.
        let content = close()?.ink ?? .null
        open.append((index, .null))
        maskContents.append(content)
      case .popClip:
        guard clipIsLayer.popLast() == true, let closed = close(), case .pushPathClip(let clip) = closed.item else {
          continue
        }
        add(closed.ink.intersection(clip.bounds.insetBy(dx: -1, dy: -1)))
      case .popShadow:
        guard let closed = close(), case .pushShadow(let shadow) = closed.item, !closed.ink.isNull else { continue }
        let spread = 3 * abs(shadow.radius) + 4
        add(closed.ink)
        add(
          closed.ink.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
      case .popMask:
        // The content shows only where the mask drew; content whose mask never began shows nothing.
        guard let closed = close(), case .beginMask = closed.item, let content = maskContents.popLast() else {
          continue
        }
        add(content.intersection(closed.ink))
      case .popLayer:
        if let closed = close() { add(closed.ink) }
      case .shape, .text, .symbol, .image, .path, .material:
        add(FrameDamage.reach(item) ?? .infinite)
      }
    }
    return extents
  }
}
