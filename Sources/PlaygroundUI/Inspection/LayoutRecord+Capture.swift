import Foundation

extension LayoutRecord {
  /// The record of the frame `graph` last laid out and `list` drew: every node the frame
  /// shows, in tree order, with the text and colour its own drawings carry. Numbers are
  /// rounded to 1/1000 pt, so records of identical frames are identical.
  @MainActor
  package static func capture(graph: ViewGraph, list: DisplayList, size: CGSize, scale: Double) -> LayoutRecord {
    let painted = PaintedValues(list)
    var views: [View] = []
    var indices: [ViewIdentity: Int] = [:]
    func walk(_ node: Node, parent: Int?) {
      let index = views.count
      indices[node.id] = index
      views.append(
        View(
          id: node.id.description, type: node.kindName, parent: parent,
          proposal: node.placedProposal.map { [rounded($0.width), rounded($0.height)] },
          frame: [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].map { rounded($0) ?? 0 }))
      for child in node.drawnChildren { walk(child, parent: index) }
    }
    if let root = graph.root { walk(root, parent: nil) }
    // A drawing belongs to the node of its identity, or (a text's lines, a shape's parts) to the
    // nearest node above it.
    for (id, values) in painted.byIdentity {
      var owner: Int?
      id.forEachAncestorOrSelf { ancestor in if owner == nil { owner = indices[ancestor] } }
      guard let owner else { continue }
      if let text = values.text {
        views[owner].text = views[owner].text.map { $0 + " " + text } ?? text
      }
      if views[owner].color == nil { views[owner].color = values.color }
    }
    return LayoutRecord(size: [size.width, size.height].map { rounded($0) ?? 0 }, scale: scale, views: views)
  }

  /// The record as JSON: keys sorted, so two records of the same frame are the same bytes.
  package func json() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Every member is a plain value: encoding cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }

  /// A record read from `layout.json`.
  package init(json data: Data) throws {
    self = try JSONDecoder().decode(LayoutRecord.self, from: data)
  }

  private static func rounded(_ value: CGFloat?) -> Double? {
    guard let value else { return nil }
    guard value.isFinite else { return value > 0 ? 1e9 : -1e9 }
    return (Double(value) * 1000).rounded() / 1000
  }
}

/// The text and colour each identity's drawings carry in a display list, in drawing order.
private struct PaintedValues {
  struct Values {
    var text: String?
    var color: String?
  }

  private(set) var byIdentity: [(ViewIdentity, Values)] = []

  init(_ list: DisplayList) {
    var positions: [ViewIdentity: Int] = [:]
    func note(_ id: ViewIdentity, text: String? = nil, color: RGBAColor?) {
      let index = positions[id] ?? byIdentity.count
      if index == byIdentity.count {
        positions[id] = index
        byIdentity.append((id, Values()))
      }
      if let text { byIdentity[index].1.text = byIdentity[index].1.text.map { $0 + " " + text } ?? text }
      if byIdentity[index].1.color == nil, let color { byIdentity[index].1.color = Self.hex(color) }
    }
    for item in list.items {
      switch item {
      case .shape(let shape): note(shape.id, color: shape.color)
      case .text(let text): note(text.id, text: text.string, color: text.color)
      case .symbol(let symbol): note(symbol.id, color: symbol.color)
      case .path(let path): note(path.id, color: path.color)
      case .image(let image): note(image.id, color: image.tint)
      default: break
      }
    }
  }

  /// `#RRGGBBAA`, each channel rounded to 8 bits.
  static func hex(_ color: RGBAColor) -> String {
    let channels = [color.red, color.green, color.blue, color.alpha].map { Int((min(max($0, 0), 1) * 255).rounded()) }
    return "#" + channels.map { String(format: "%02X", $0) }.joined()
  }
}
