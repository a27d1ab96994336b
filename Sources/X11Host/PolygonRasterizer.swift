/// Fills polygons with antialiased coverage, in pure Swift so it is testable without X.
///
/// Each pixel row is sampled on `subsamples` horizontal lines; on each, the crossings of the
/// polygon edges give the inside spans by the winding rule, and each span adds its exact
/// horizontal overlap with every pixel it touches. Coverage is the average over the lines:
/// exact horizontally, in 1/16 steps vertically.
enum PolygonRasterizer {
  static let subsamples = 16

  private struct Edge {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    /// +1 going down, -1 going up.
    var winding: Int
    var slope: Double { (x1 - x0) / (y1 - y0) }
  }

  /// Adds the coverage of `polygons` (each implicitly closed, in the mask's pixel coordinates)
  /// to `mask`, keeping the larger value where something is already drawn.
  static func fill(_ mask: inout CoverageMask, polygons: [[SIMD2<Double>]], evenOdd: Bool) {
    guard mask.width > 0, mask.height > 0 else { return }
    var edges: [Edge] = []
    for polygon in polygons where polygon.count > 2 {
      for i in polygon.indices {
        let a = polygon[i]
        let b = polygon[(i + 1) % polygon.count]
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
        edges.append(
          a.y < b.y
            ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1)
            : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
      }
    }
    guard !edges.isEmpty else { return }
    edges.sort { $0.y0 < $1.y0 }
    let width = mask.width
    let weight = 1.0 / Double(subsamples)
    var row = [Double](repeating: 0, count: width + 1)
    var steps = [Double](repeating: 0, count: width + 2)
    var crossings: [(x: Double, winding: Int)] = []
    var active: [Int] = []
    var next = 0
    let firstRow = max(0, Int(edges[0].y0.rounded(.down)))
    let lastY = edges.map(\.y1).max() ?? 0
    let lastRow = min(mask.height - 1, Int(lastY.rounded(.up)))
    guard firstRow <= lastRow else { return }
    for y in firstRow...lastRow {
      for i in 0...width { row[i] = 0 }
      for i in 0..<(width + 2) { steps[i] = 0 }
      var touched = false
      for sample in 0..<subsamples {
        let sy = Double(y) + (Double(sample) + 0.5) * weight
        while next < edges.count, edges[next].y0 <= sy {
          active.append(next)
          next += 1
        }
        active.removeAll { edges[$0].y1 <= sy }
        crossings.removeAll(keepingCapacity: true)
        for index in active where edges[index].y0 <= sy {
          let e = edges[index]
          crossings.append((e.x0 + (sy - e.y0) * e.slope, e.winding))
        }
        guard crossings.count > 1 else { continue }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for i in 0..<(crossings.count - 1) {
          winding += crossings[i].winding
          let inside = evenOdd ? winding % 2 != 0 : winding != 0
          guard inside else { continue }
          touched = true
          addSpan(from: crossings[i].x, to: crossings[i + 1].x, weight: weight, row: &row, steps: &steps, width: width)
        }
      }
      guard touched else { continue }
      var run = 0.0
      let base = y * mask.stride
      for x in 0..<width {
        run += steps[x]
        let value = UInt8(min(1, max(0, row[x] + run)) * 255 + 0.5)
        if value > mask.bytes[base + x] { mask.bytes[base + x] = value }
      }
    }
  }

  /// Adds a span's overlap with each pixel: partial end pixels directly, whole pixels between
  /// them through a running sum (`steps`).
  @inline(__always)
  private static func addSpan(
    from a: Double, to b: Double, weight: Double, row: inout [Double], steps: inout [Double], width: Int
  ) {
    let x0 = max(0, min(Double(width), a))
    let x1 = max(0, min(Double(width), b))
    guard x1 > x0 else { return }
    let i0 = Int(x0.rounded(.down))
    let i1 = Int(x1.rounded(.down))
    if i0 == i1 {
      row[i0] += (x1 - x0) * weight
      return
    }
    row[i0] += (Double(i0 + 1) - x0) * weight
    steps[i0 + 1] += weight
    steps[i1] -= weight
    if i1 < width { row[i1] += (x1 - Double(i1)) * weight }
  }
}
