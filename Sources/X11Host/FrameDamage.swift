import Foundation
import PlaygroundUI

/// What changed between two frames: the region a new display list draws differently from the
/// one the back buffer holds, so only that region is cleared and drawn again.
///
/// Item by item, in order: a changed drawing damages where it was and where it is now; a
/// changed clip damages only the band between its old and new edges (what it newly covers or
/// uncovers); a layer (a shadow, a mask, a shape clip, an effect) or a material the damage reaches
/// is drawn again whole; anything whose reach is not a plain rectangle (a rotated text) or a list
/// of another length makes the whole frame redrawn.
enum FrameDamage {
  /// The damaged region in points, as a few rectangles (overlapping ones merged): empty when
  /// nothing changed, nil when everything must be drawn again. `layerExtents` are the new
  /// list's (`LayerExtents.of`), passed by a caller that needs them too.
  static func region(
    from old: DisplayList, to new: DisplayList, layerExtents: [Int: CGRect]? = nil
  ) -> [CGRect]? {
    guard old.items.count == new.items.count else { return nil }
    var damage: [CGRect] = []
    for (before, after) in zip(old.items, new.items) where before != after {
      guard let changed = changedRegion(before, after) else { return nil }
      add(changed, to: &damage)
    }
    guard !damage.isEmpty else { return damage }
    // A layer (shadow, mask, shape clip, effect) is drawn from all of its content, and a material
    // from all that lies beneath it: damage reaching either grows to hold it whole, until
    // nothing more grows.
    let layers = layerReaches(new, extents: layerExtents ?? LayerExtents.of(new.items))
    var grew = true
    while grew {
      let materials = growForMaterials(new, &damage)
      grew = grow(&damage, toHold: layers) || materials
      guard damage.allSatisfy({ $0.isFinite() }) else { return nil }
    }
    return damage
  }

  /// Where each layer of `list` may draw: what its items reach (nested spreads included) and
  /// where its drawing lands (a shadow's offset copy).
  private static func layerReaches(_ list: DisplayList, extents: [Int: CGRect]) -> [CGRect] {
    extents.sorted { $0.key < $1.key }.map { index, extent in
      extent.union(layerReach(list.items[index]) ?? .null)
    }
  }

  /// Adds each of `reaches` that the damage touches but no rectangle holds; whether any was.
  private static func grow(_ damage: inout [CGRect], toHold reaches: [CGRect]) -> Bool {
    var grew = false
    for reach in reaches where !reach.isNull {
      if damage.contains(where: { $0.intersects(reach) }), !damage.contains(where: { $0.contains(reach) }) {
        add(reach, to: &damage)
        grew = true
      }
    }
    return grew
  }

  /// A material is drawn from what lies beneath it within its blur's reach: damage reaching
  /// there redraws the whole reach, so the backdrop it reads is this frame's, not the last
  /// frame's composite (which has the old material and what was drawn over it).
  private static func growForMaterials(_ list: DisplayList, _ damage: inout [CGRect]) -> Bool {
    var reaches: [CGRect] = []
    for case .material(let material) in list.items { reaches.append(material.backdropReach) }
    return grow(&damage, toHold: reaches)
  }

  /// The most rectangles a region keeps before they are merged into their bounds.
  static let maximumRectangles = 8

  private static func add(_ rect: CGRect, to region: inout [CGRect]) {
    var merged = rect
    // Whatever the new rectangle touches is merged with it, until nothing else does.
    while let index = region.firstIndex(where: { $0.intersects(merged) }) {
      merged = merged.union(region.remove(at: index))
    }
    region.append(merged)
    if region.count > maximumRectangles {
      region = [region.reduce(CGRect.null) { $0.union($1) }]
    }
  }

  /// Where a layer's drawing may land, for the items that start one.
  private static func layerReach(_ item: DisplayItem) -> CGRect? {
    switch item {
    case .pushShadow(let shadow):
      let spread = 3 * abs(shadow.radius) + 2
      return shadow.bounds.union(
        shadow.bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
    case .pushMask(let rect): return rect.insetBy(dx: -2, dy: -2)
    case .pushPathClip(let clip): return clip.bounds.insetBy(dx: -2, dy: -2)
    case .pushLayer(let layer): return layer.reach
    default: return nil
    }
  }

  /// The rectangle an item may draw in, antialiasing included; nil when not a rectangle.
  static func reach(_ item: DisplayItem) -> CGRect? {
    switch item {
    case .shape(let shape):
      var outset: CGFloat = 2
      if case .stroke(let width) = shape.paint { outset += abs(width) / 2 }
      return shape.rect.insetBy(dx: -outset, dy: -outset)
    case .text(let text):
      // Glyph ink can overhang the layout box (italics, accents, emoji): a generous margin.
      guard text.transform == nil else { return nil }
      let margin = max(4, text.frame.height / 4)
      return text.frame.insetBy(dx: -margin, dy: -margin)
    case .symbol(let symbol):
      // A glyph's em box holds its ink (both icon fonts draw inside the em), emboldening aside.
      if let glyph = symbol.glyph {
        guard glyph.transform == nil else { return nil }
        return glyph.frame.insetBy(dx: -2, dy: -2)
      }
      return symbol.frame.insetBy(dx: -2 - symbol.lineWidth, dy: -2 - symbol.lineWidth)
    case .path(let path):
      return path.frame.insetBy(dx: -2, dy: -2)
    case .image(let image):
      return image.bounds.insetBy(dx: -2, dy: -2)
    case .material(let material):
      return material.backdropReach
    default:
      return nil
    }
  }

  private static func changedRegion(_ before: DisplayItem, _ after: DisplayItem) -> CGRect? {
    if case .pushClip(let old) = before, case .pushClip(let new) = after { return band(old, new) }
    if case .shape(var old) = before, case .shape(let new) = after, old.kind == .rectangle, old.paint == .fill,
      old.gradient == nil, new.gradient == nil
    {
      // The same fill over a moved edge: only the strip between the edges changes.
      old.rect = new.rect
      if old == new, let strip = band(before.rectangle, after.rectangle) { return strip.insetBy(dx: -2, dy: -2) }
    }
    if let old = layerReach(before), let new = layerReach(after) {
      // A layer that moved or changed: everything it covered and covers (checked again above).
      return old.union(new)
    }
    guard let old = reach(before), let new = reach(after), old.isFinite(), new.isFinite() else { return nil }
    return old.union(new)
  }

  /// The bounds of what one rectangle covers and the other does not: the strip between the
  /// moved edge when only one edge moved, both rectangles otherwise.
  private static func band(_ a: CGRect, _ b: CGRect) -> CGRect? {
    guard a.isFinite(), b.isFinite() else { return nil }
    let sameX = a.minX == b.minX && a.maxX == b.maxX
    let sameY = a.minY == b.minY && a.maxY == b.maxY
    if sameY && a.minX == b.minX {
      return CGRect(x: min(a.maxX, b.maxX), y: a.minY, width: abs(a.maxX - b.maxX), height: a.height)
    }
    if sameY && a.maxX == b.maxX {
      return CGRect(x: min(a.minX, b.minX), y: a.minY, width: abs(a.minX - b.minX), height: a.height)
    }
    if sameX && a.minY == b.minY {
      return CGRect(x: a.minX, y: min(a.maxY, b.maxY), width: a.width, height: abs(a.maxY - b.maxY))
    }
    if sameX && a.maxY == b.maxY {
      return CGRect(x: a.minX, y: min(a.minY, b.minY), width: a.width, height: abs(a.minY - b.minY))
    }
    return a.union(b)
  }
}

extension DisplayItem {
  fileprivate var rectangle: CGRect {
    if case .shape(let shape) = self { return shape.rect }
    return .null
  }
}

extension CGRect {
  fileprivate func isFinite() -> Bool {
    !isNull && !isInfinite && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
