import Foundation

/// Text dumps of the frame tree and the display list, for snapshot tests and debugging.
extension ViewGraph {
  /// One line per node, indented by depth: kind, identity and frame.
  package func frameTreeDump() -> String {
    var lines: [String] = []
    func walk(_ node: Node, _ depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + "\(node.kindName) \(format(node.frame)) id=\(node.id)")
      for child in node.drawnChildren { walk(child, depth + 1) }
    }
    if let root { walk(root, 0) }
    return lines.joined(separator: "\n")
  }
}

extension DisplayList {
  /// One line per draw operation.
  package func dump() -> String {
    items.map { item in
      switch item {
      case .shape(let s):
        let paint: String
        switch s.paint {
        case .fill: paint = "fill"
        case .stroke(let width): paint = "stroke(\(formatLength(width)))"
        }
        return "shape \(s.kind.name) \(format(s.rect)) \(paint) \(format(s.color)) id=\(s.id)"
      case .text(let t):
        return "text \"\(t.string)\" \(format(t.frame)) size=\(formatLength(t.font.size)) \(format(t.color)) id=\(t.id)"
      case .symbol(let s):
        return "symbol \(s.name) \(format(s.frame)) \(format(s.color)) id=\(s.id)"
      case .image(let i):
        let name = (i.raster.path as NSString).lastPathComponent
        let tint = i.tint.map { " tint=" + format($0) } ?? ""
        return "image \(name) \(format(i.bounds)) \(i.raster.pixelWidth)x\(i.raster.pixelHeight)px\(tint) id=\(i.id)"
      case .pushClip(let rect): return "clip \(format(rect))"
      case .popClip: return "unclip"
      case .path(let p):
        return "path \(format(p.frame)) polygons=\(p.polygons.count) \(format(p.color)) id=\(p.id)"
      case .pushPathClip(let clip): return "clip path \(format(clip.bounds)) polygons=\(clip.polygons.count)"
      case .pushShadow(let s):
        return "shadow \(format(s.bounds)) radius=\(formatLength(s.radius)) \(format(s.color))"
      case .popShadow: return "unshadow"
      case .pushMask(let rect): return "masked \(format(rect))"
      case .beginMask: return "mask"
      case .popMask: return "unmask"
      case .pushLayer(let layer):
        return "layer \(layer.effect) \(format(layer.bounds)) opacity=\(formatLength(layer.opacity))"
      case .popLayer: return "unlayer"
      case .material(let m):
        return
          "material \(format(m.frame)) blur=\(formatLength(m.backdrop.blurRadius)) \(format(m.backdrop.tint)) id=\(m.id)"
      }
    }.joined(separator: "\n")
  }
}

func format(_ rect: CGRect) -> String {
  "[\(formatLength(rect.minX)), \(formatLength(rect.minY)), \(formatLength(rect.width)), \(formatLength(rect.height))]"
}

func format(_ color: RGBAColor) -> String {
  func c(_ v: Double) -> String { String(format: "%.2f", v) }
  return "rgba(\(c(color.red)),\(c(color.green)),\(c(color.blue)),\(c(color.alpha)))"
}
