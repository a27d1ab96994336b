import Foundation

/// An 8-bit coverage mask (A8): one byte per pixel, rows `stride` bytes apart.
///
/// `stride` is a multiple of 4 so the bytes can go to `XPutImage` with a 32-bit bitmap pad as is.
struct CoverageMask: Equatable {
  let width: Int
  let height: Int
  let stride: Int
  var bytes: [UInt8]

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    stride = (self.width + 3) & ~3
    bytes = [UInt8](repeating: 0, count: stride * self.height)
  }

  subscript(x: Int, y: Int) -> UInt8 { bytes[y * stride + x] }

  /// The covered area in pixels (sum of coverage / 255).
  var coveredArea: Double {
    var sum = 0
    for y in 0..<height {
      for x in 0..<width { sum += Int(bytes[y * stride + x]) }
    }
    return Double(sum) / 255
  }
}

/// What to rasterize, in the mask's own pixel coordinates (pixel centres at +0.5).
enum CoverageOutline: Equatable {
  /// A rectangle with circular corners; radius is clamped to half the shorter side.
  /// Circles and capsules are this with radius = half the shorter side.
  case roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double)
  /// Polylines; only their stroke is meaningful (round caps and joins come from the distance field).
  case polylines([[SIMD2<Double>]])
  /// Closed polygons filled by the even-odd or the non-zero rule (custom shapes); the paint is
  /// always a fill, strokes arriving already outlined.
  case polygons([[SIMD2<Double>]], evenOdd: Bool)
  /// Stroked polylines and polygons filled non-zero, in one mask (symbols with solid parts).
  case strokesAndFills(strokes: [[SIMD2<Double>]], fills: [[SIMD2<Double>]])
}

/// How the outline is painted.
enum CoveragePaint: Equatable {
  case fill
  /// A band of this width centred on the outline.
  case stroke(width: Double)
}

/// Computes antialiased coverage from signed distances, in pure Swift so it is testable without X.
///
/// Each pixel's coverage is the overlap of a 1-pixel box filter centred on the pixel's signed
/// distance with the painted band; that is analytic along edges and close enough at corners.
enum CoverageRasterizer {
  static func rasterize(
    _ outline: CoverageOutline, paint: CoveragePaint, width: Int, height: Int
  ) -> CoverageMask {
    var mask = CoverageMask(width: width, height: height)
    guard mask.width > 0, mask.height > 0 else { return mask }
    switch outline {
    case .roundedRect(let x, let y, let w, let h, let r):
      fillRoundedRect(&mask, x: x, y: y, w: w, h: h, radius: r, paint: paint)
    case .polylines(let lines):
      let lineWidth: Double = if case .stroke(let width) = paint { width } else { 1 }
      fillPolylines(&mask, lines: lines, lineWidth: lineWidth)
    case .polygons(let polygons, let evenOdd):
      PolygonRasterizer.fill(&mask, polygons: polygons, evenOdd: evenOdd)
    case .strokesAndFills(let strokes, let fills):
      let lineWidth: Double = if case .stroke(let width) = paint { width } else { 1 }
      fillPolylines(&mask, lines: strokes, lineWidth: lineWidth)
      PolygonRasterizer.fill(&mask, polygons: fills, evenOdd: false)
    }
    return mask
  }

  /// Coverage of a pixel whose centre lies at signed distance `d` (negative inside).
  @inline(__always)
  static func coverage(distance d: Double, paint: CoveragePaint) -> UInt8 {
    let amount: Double
    switch paint {
    case .fill:
      amount = min(1, max(0, 0.5 - d))
    case .stroke(let lineWidth):
      let half = lineWidth / 2
      amount = max(0, min(d + 0.5, half) - max(d - 0.5, -half))
    }
    return UInt8(min(1, amount) * 255 + 0.5)
  }

  /// Signed distance from `(px, py)` to a rounded rectangle given by centre, half size and radius.
  @inline(__always)
  static func roundedRectDistance(
    px: Double, py: Double, cx: Double, cy: Double, bx: Double, by: Double, r: Double
  ) -> Double {
    let qx = abs(px - cx) - bx + r
    let qy = abs(py - cy) - by + r
    let ox = max(qx, 0)
    let oy = max(qy, 0)
    return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
  }

  private static func fillRoundedRect(
    _ mask: inout CoverageMask, x: Double, y: Double, w: Double, h: Double, radius: Double,
    paint: CoveragePaint
  ) {
    let bx = max(0, w / 2)
    let by = max(0, h / 2)
    let r = min(max(0, radius), min(bx, by))
    let cx = x + bx
    let cy = y + by
    let halfStroke: Double = if case .stroke(let lw) = paint { lw / 2 } else { 0 }
    // Rows this far from the top and bottom edges see only the side edges, so their coverage
    // depends on x alone: compute that profile once and copy it (big fills cost a memcpy per row).
    let bandMargin = r + halfStroke + 1
    var profileRow: Int? = nil
    let stride = mask.stride
    mask.bytes.withUnsafeMutableBufferPointer { bytes in
      for row in 0..<mask.height {
        let py = Double(row) + 0.5
        let inBand = by - abs(py - cy) >= bandMargin
        if inBand, let source = profileRow {
          let from = source * stride
          let to = row * stride
          for i in 0..<stride { bytes[to + i] = bytes[from + i] }
          continue
        }
        for column in 0..<mask.width {
          let d = roundedRectDistance(
            px: Double(column) + 0.5, py: py, cx: cx, cy: cy, bx: bx, by: by, r: r)
          bytes[row * stride + column] = coverage(distance: d, paint: paint)
        }
        if inBand { profileRow = row }
      }
    }
  }

  private static func fillPolylines(
    _ mask: inout CoverageMask, lines: [[SIMD2<Double>]], lineWidth: Double
  ) {
    var segments: [(SIMD2<Double>, SIMD2<Double>)] = []
    for line in lines {
      if line.count == 1 { segments.append((line[0], line[0])) }
      for i in line.indices.dropFirst() { segments.append((line[i - 1], line[i])) }
    }
    guard !segments.isEmpty else { return }
    let paint = CoveragePaint.stroke(width: lineWidth)
    let stride = mask.stride
    for row in 0..<mask.height {
      for column in 0..<mask.width {
        let p = SIMD2(Double(column) + 0.5, Double(row) + 0.5)
        var nearest = Double.infinity
        for (a, b) in segments { nearest = min(nearest, segmentDistance(p, a, b)) }
        // The union of capsules is the min distance, so joins never double-blend.
        mask.bytes[row * stride + column] = coverage(distance: nearest, paint: paint)
      }
    }
  }

  /// Unsigned distance from `p` to the segment `a`–`b`.
  @inline(__always)
  static func segmentDistance(
    _ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>
  ) -> Double {
    let ab = b - a
    let lengthSquared = (ab * ab).sum()
    let t = lengthSquared > 0 ? min(1, max(0, ((p - a) * ab).sum() / lengthSquared)) : 0
    let delta = p - (a + ab * t)
    return (delta * delta).sum().squareRoot()
  }
}
