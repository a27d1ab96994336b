import CX11
import PlaygroundUI

/// Text drawn as `--blocked-text` lays it out: every character a solid block of its box in its
/// span's colour, so the pixels depend on no font.
extension Renderer {
  /// Draws `layout`'s blocks with the box's top-left at the text's frame origin, one filled path
  /// per colour (a rotated text's blocks turn with it, antialiased like any shape).
  func drawBlocks(_ layout: BlockedTextLayout, of text: TextDrawing, onto picture: Picture, visible: PixelRect) {
    let origin = text.frame.origin
    var polygonsBySpan: [Int: [[CGPoint]]] = [:]
    for block in layout.blocks {
      let rect = block.rect.offsetBy(dx: origin.x, dy: origin.y)
      var corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ]
      if let transform = text.transform { corners = corners.map { $0.applying(transform) } }
      polygonsBySpan[block.span, default: []].append(corners)
    }
    // Spans in order, so overlapping colours (a raised inline part) stack the same every run.
    for span in polygonsBySpan.keys.sorted() {
      let color = text.color(ofSpan: span)
      guard color.alpha > 0, let polygons = polygonsBySpan[span] else { continue }
      let path = PathDrawing(
        id: text.id, frame: text.frame, polygons: polygons, evenOdd: false, color: color)
      shapes.draw(path, scale: scale, onto: picture, visible: visible)
    }
  }
}
