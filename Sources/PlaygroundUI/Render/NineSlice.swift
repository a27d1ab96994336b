/// How a resizable image with cap insets covers its frame, as UIKit's resizable images do: the
/// four corners at their own size, the edges stretched (or tiled) along one axis, the middle
/// along both. Without insets the whole image is the middle.
///
/// Pure geometry in device pixels, so the host only composites the pieces and tests need no X.
package enum NineSlice {
  /// One composite: the `source` pixels drawn over `destination`, cut to `target`.
  package struct Piece: Equatable, Sendable {
    /// In the raster's pixels.
    package var source: CGRect
    /// Where the source lands, in device pixels (a tile may reach past its cell).
    package var destination: CGRect
    /// The whole device pixels drawn: the destination within its cell, edges rounded.
    package var target: CGRect
  }

  /// More tiles than this in one cell are stretched instead (a one-pixel tile over a window).
  static let maxTiles = 4096

  /// The pieces that draw `image` from a raster of `pixelWidth` × `pixelHeight` at `scale`
  /// device pixels per point.
  package static func pieces(_ image: ImageDrawing, pixelWidth: Int, pixelHeight: Int, scale: Double) -> [Piece] {
    let frame = CGRect(
      x: image.frame.minX * scale, y: image.frame.minY * scale, width: image.frame.width * scale,
      height: image.frame.height * scale)
    let pixels = CGSize(width: pixelWidth, height: pixelHeight)
    guard frame.width > 0, frame.height > 0, pixels.width > 0, pixels.height > 0 else { return [] }
    let natural = image.naturalSize.width > 0 && image.naturalSize.height > 0 ? image.naturalSize : pixels
    let columns = edges(
      caps: (image.capInsets.leading, image.capInsets.trailing), natural: natural.width, pixels: pixels.width,
      start: frame.minX, length: frame.width, scale: scale)
    let rows = edges(
      caps: (image.capInsets.top, image.capInsets.bottom), natural: natural.height, pixels: pixels.height,
      start: frame.minY, length: frame.height, scale: scale)
    var pieces: [Piece] = []
    for row in 0..<3 {
      for column in 0..<3 {
        let whole = CGRect(
          x: columns.source[column], y: rows.source[row], width: columns.source[column + 1] - columns.source[column],
          height: rows.source[row + 1] - rows.source[row])
        let cell = CGRect(
          x: columns.destination[column], y: rows.destination[row],
          width: columns.destination[column + 1] - columns.destination[column],
          height: rows.destination[row + 1] - rows.destination[row])
        guard whole.width > 0, whole.height > 0, cell.width > 0, cell.height > 0 else { continue }
        // The tile's size is the source's own size in points, at the device scale.
        let tile = CGSize(
          width: column == 1 && image.resizingMode == .tile
            ? whole.width / pixels.width * natural.width * scale : cell.width,
          height: row == 1 && image.resizingMode == .tile
            ? whole.height / pixels.height * natural.height * scale : cell.height)
        let stretched = (x: abs(tile.width - whole.width) > 1e-6, y: abs(tile.height - whole.height) > 1e-6)
        let source = inset(whole, stretched: stretched, pixels: pixels)
        let across = Int((cell.width / tile.width).rounded(.up))
        let down = Int((cell.height / tile.height).rounded(.up))
        guard across * down <= maxTiles else {
          pieces.append(Piece(source: source, destination: cell, target: rounded(cell)))
          continue
        }
        for j in 0..<down {
          for i in 0..<across {
            let destination = CGRect(
              x: cell.minX + CGFloat(i) * tile.width, y: cell.minY + CGFloat(j) * tile.height, width: tile.width,
              height: tile.height)
            let target = rounded(destination.intersection(cell))
            if target.width > 0, target.height > 0 {
              pieces.append(Piece(source: source, destination: destination, target: target))
            }
          }
        }
      }
    }
    return pieces
  }

  /// The four edges of the three columns (or rows) in the source and on the device. Caps wider
  /// than the image are cut to it; caps wider than the frame shrink together to fit it.
  private static func edges(
    caps: (CGFloat, CGFloat), natural: CGFloat, pixels: CGFloat, start: CGFloat, length: CGFloat, scale: Double
  ) -> (source: [CGFloat], destination: [CGFloat]) {
    var lead = max(0, caps.0)
    var trail = max(0, caps.1)
    if lead + trail > natural {
      let cut = natural / (lead + trail)
      lead *= cut
      trail *= cut
    }
    let perPoint = pixels / natural
    let source = [0, lead * perPoint, pixels - trail * perPoint, pixels]
    var deviceLead = lead * scale
    var deviceTrail = trail * scale
    if deviceLead + deviceTrail > length {
      let shrink = length / (deviceLead + deviceTrail)
      deviceLead *= shrink
      deviceTrail *= shrink
    }
    return (source, [start, start + deviceLead, start + length - deviceTrail, start + length])
  }

  /// A cell's source pulled in by half a pixel where another cell borders it, along the axes it
  /// is scaled on, so that filtering never blends in its neighbour's pixels (the image's own
  /// edges are padded; a piece drawn at its own size samples only its own pixels).
  private static func inset(_ rect: CGRect, stretched: (x: Bool, y: Bool), pixels: CGSize) -> CGRect {
    var r = rect
    func cut(_ low: inout CGFloat, _ length: inout CGFloat, atStart: Bool, atEnd: Bool) {
      guard length > 1 else { return }
      if atStart {
        low += 0.5
        length -= 0.5
      }
      if atEnd { length -= 0.5 }
    }
    if stretched.x { cut(&r.origin.x, &r.size.width, atStart: r.minX > 0, atEnd: r.maxX < pixels.width) }
    if stretched.y { cut(&r.origin.y, &r.size.height, atStart: r.minY > 0, atEnd: r.maxY < pixels.height) }
    return r
  }

  private static func rounded(_ rect: CGRect) -> CGRect {
    let x0 = rect.minX.rounded()
    let y0 = rect.minY.rounded()
    return CGRect(x: x0, y: y0, width: rect.maxX.rounded() - x0, height: rect.maxY.rounded() - y0)
  }
}
