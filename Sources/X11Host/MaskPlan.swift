import PlaygroundUI

/// Where a shape's coverage mask goes and what it contains, in device pixels.
///
/// Geometry is quantised to quarter pixels (sizes, radius, stroke and the sub-pixel phase of the
/// origin) so identical shapes at nearby positions share one cached mask while motion still
/// renders smoothly at quarter-pixel steps.
struct MaskPlan: Equatable {
  /// What identifies the mask's content in the cache.
  struct Key: Hashable {
    var widthQ: Int32 = 0
    var heightQ: Int32 = 0
    var radiusQ: Int32 = 0
    /// Stroke width in quarter pixels; -1 for a fill.
    var strokeQ: Int32 = -1
    var phaseX: Int8 = 0
    var phaseY: Int8 = 0
    /// Set for corners in the continuous curve.
    var continuous = false
    /// Quarter-pixel polyline points relative to the mask origin (symbols only).
    var points: [Int32] = []
  }

  let key: Key
  /// Device position of the mask's top-left pixel.
  let originX: Int
  let originY: Int
  let width: Int
  let height: Int
  /// The outline in mask coordinates.
  let outline: CoverageOutline
  let paint: CoveragePaint

  static let quantum = 4.0

  static func quantise(_ value: Double) -> Int32 {
    Int32(clamping: Int((value * quantum).rounded()))
  }

  /// Plans a shape (already multiplied by scale); nil when it draws nothing.
  static func shape(_ kind: ShapeKind, rect: CGRect, paint: ShapePaint, scale: Double) -> MaskPlan? {
    var x = Double(rect.minX) * scale
    var y = Double(rect.minY) * scale
    var w = Double(rect.width) * scale
    var h = Double(rect.height) * scale
    // Beyond ±10⁷ px nothing is visible, and Int conversion below must not trap.
    guard [x, y, w, h].allSatisfy(isSane), w > 0 || h > 0 else { return nil }
    w = max(0, w)
    h = max(0, h)
    var radius: Double
    var continuous = false
    switch kind {
    case .rectangle: radius = 0
    case .roundedRectangle(let corner): radius = Double(corner) * scale
    case .continuousRoundedRectangle(let corner):
      radius = Double(corner) * scale
      continuous = true
    case .capsule: radius = min(w, h) / 2
    case .circle:
      let d = min(w, h)
      x += (w - d) / 2
      y += (h - d) / 2
      w = d
      h = d
      radius = d / 2
    }
    radius = radius.isFinite ? min(max(0, radius), min(w, h) / 2) : 0
    let strokeWidth: Double? = if case .stroke(let lw) = paint { max(0, Double(lw) * scale) } else { nil }
    if let strokeWidth, !(strokeWidth > 0 && isSane(strokeWidth)) { return nil }
    if strokeWidth == nil, w <= 0 || h <= 0 { return nil }

    let half = (strokeWidth ?? 0) / 2
    let pad = Int(half.rounded(.up)) + 1
    let (ix, phaseX) = split(x)
    let (iy, phaseY) = split(y)
    var key = Key()
    key.widthQ = quantise(w)
    key.heightQ = quantise(h)
    key.radiusQ = quantise(radius)
    key.strokeQ = strokeWidth.map(quantise) ?? -1
    key.phaseX = Int8(phaseX)
    key.phaseY = Int8(phaseY)
    key.continuous = continuous && radius > 0
    let left = Double(pad) + Double(phaseX) / quantum
    let top = Double(pad) + Double(phaseY) / quantum
    let qw = Double(key.widthQ) / quantum
    let qh = Double(key.heightQ) / quantum
    let quantisedRadius = Double(key.radiusQ) / quantum
    let paint: CoveragePaint = strokeWidth.map { .stroke(width: Double(quantise($0)) / quantum) } ?? .fill
    var outline = CoverageOutline.roundedRect(x: left, y: top, width: qw, height: qh, radius: quantisedRadius)
    if key.continuous {
      outline = continuousOutline(
        CGRect(x: left, y: top, width: qw, height: qh), radius: quantisedRadius, stroked: strokeWidth != nil)
    }
    return MaskPlan(
      key: key, originX: ix - pad, originY: iy - pad,
      width: Int((left + qw).rounded(.up)) + pad, height: Int((top + qh).rounded(.up)) + pad,
      outline: outline, paint: paint)
  }

  /// A continuous-corner rectangle in mask pixels, flattened finely: a polygon to fill, or a
  /// closed polyline whose band is the stroke.
  private static func continuousOutline(_ rect: CGRect, radius: Double, stroked: Bool) -> CoverageOutline {
    let path = Path(roundedRect: rect, cornerRadius: CGFloat(radius), style: .continuous)
    let points = (path.flattenedSubpaths(tolerance: 0.05).first?.points ?? []).map {
      SIMD2(Double($0.x), Double($0.y))
    }
    guard let first = points.first else { return .polygons([], evenOdd: false) }
    return stroked ? .polylines([points + [first]]) : .polygons([points], evenOdd: false)
  }

  /// Plans a symbol's polylines (already in window points) stroked with round caps and joins.
  static func symbol(
    strokes: [[CGPoint]], lineWidth: CGFloat, scale: Double, fills: [[CGPoint]] = []
  ) -> MaskPlan? {
    let lw = Double(lineWidth) * scale
    let points = (strokes + fills).joined().map { (Double($0.x) * scale, Double($0.y) * scale) }
    guard lw > 0, isSane(lw), points.allSatisfy({ isSane($0.0) && isSane($0.1) }),
      let minX = points.map(\.0).min(), let minY = points.map(\.1).min()
    else { return nil }
    let pad = Int((lw / 2).rounded(.up)) + 1
    let originX = Int(minX.rounded(.down)) - pad
    let originY = Int(minY.rounded(.down)) - pad
    var key = Key()
    key.strokeQ = quantise(lw)
    var maxX = 0.0
    var maxY = 0.0
    let lines = quantisedLines(
      strokes, scale: scale, originX: originX, originY: originY, key: &key, maxX: &maxX, maxY: &maxY)
    // Fills follow the strokes in the key, after a marker no coordinate can equal.
    key.points.append(Int32.min + 1)
    let polygons = quantisedLines(
      fills, scale: scale, originX: originX, originY: originY, key: &key, maxX: &maxX, maxY: &maxY)
    return MaskPlan(
      key: key, originX: originX, originY: originY,
      width: Int(maxX.rounded(.up)) + pad, height: Int(maxY.rounded(.up)) + pad,
      outline: fills.isEmpty ? .polylines(lines) : .strokesAndFills(strokes: lines, fills: polygons),
      paint: .stroke(width: Double(key.strokeQ) / quantum))
  }

  /// Plans polygons (already in window points) filled by a rule; nil when nothing is drawn.
  static func polygons(_ polygons: [[CGPoint]], evenOdd: Bool, scale: Double) -> MaskPlan? {
    let points = polygons.joined().map { (Double($0.x) * scale, Double($0.y) * scale) }
    guard points.allSatisfy({ isSane($0.0) && isSane($0.1) }),
      let minX = points.map(\.0).min(), let minY = points.map(\.1).min()
    else { return nil }
    let originX = Int(minX.rounded(.down)) - 1
    let originY = Int(minY.rounded(.down)) - 1
    var key = Key()
    // A stroke width no real stroke has, and the rule in the radius, tell paths from symbols.
    key.strokeQ = -2
    key.radiusQ = evenOdd ? 1 : 0
    var maxX = 0.0
    var maxY = 0.0
    let lines = quantisedLines(
      polygons, scale: scale, originX: originX, originY: originY, key: &key, maxX: &maxX, maxY: &maxY)
    return MaskPlan(
      key: key, originX: originX, originY: originY,
      width: Int(maxX.rounded(.up)) + 1, height: Int(maxY.rounded(.up)) + 1,
      outline: .polygons(lines, evenOdd: evenOdd), paint: .fill)
  }

  /// Points relative to the mask origin at quarter-pixel precision, recorded in the key.
  private static func quantisedLines(
    _ lines: [[CGPoint]], scale: Double, originX: Int, originY: Int, key: inout Key, maxX: inout Double,
    maxY: inout Double
  ) -> [[SIMD2<Double>]] {
    var result: [[SIMD2<Double>]] = []
    for stroke in lines {
      var line: [SIMD2<Double>] = []
      for point in stroke {
        let qx = quantise(Double(point.x) * scale - Double(originX))
        let qy = quantise(Double(point.y) * scale - Double(originY))
        key.points.append(qx)
        key.points.append(qy)
        let p = SIMD2(Double(qx) / quantum, Double(qy) / quantum)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
        line.append(p)
      }
      key.points.append(Int32.min)
      result.append(line)
    }
    return result
  }

  /// The same plan cut down to the device rectangle `visible` (for masks too big to cache).
  func cropped(to visible: PixelRect) -> MaskPlan? {
    let area = PixelRect(x: originX, y: originY, width: width, height: height).intersection(visible)
    guard !area.isEmpty else { return nil }
    let dx = Double(area.x - originX)
    let dy = Double(area.y - originY)
    let moved: CoverageOutline =
      switch outline {
      case .roundedRect(let x, let y, let w, let h, let r):
        .roundedRect(x: x - dx, y: y - dy, width: w, height: h, radius: r)
      case .polylines(let lines):
        .polylines(lines.map { $0.map { $0 - SIMD2(dx, dy) } })
      case .polygons(let polygons, let evenOdd):
        .polygons(polygons.map { $0.map { $0 - SIMD2(dx, dy) } }, evenOdd: evenOdd)
      case .strokesAndFills(let strokes, let fills):
        .strokesAndFills(
          strokes: strokes.map { $0.map { $0 - SIMD2(dx, dy) } }, fills: fills.map { $0.map { $0 - SIMD2(dx, dy) } })
      }
    return MaskPlan(
      key: key, originX: area.x, originY: area.y, width: area.width, height: area.height,
      outline: moved, paint: paint)
  }

  private static func isSane(_ value: Double) -> Bool {
    value.isFinite && abs(value) < 1e7
  }

  /// Integer part and quarter-pixel phase (0..<4) of a coordinate.
  private static func split(_ value: Double) -> (Int, Int) {
    var whole = value.rounded(.down)
    var phase = Int(((value - whole) * quantum).rounded())
    if phase >= Int(quantum) {
      whole += 1
      phase = 0
    }
    return (Int(whole), phase)
  }
}

/// An integer device rectangle.
struct PixelRect: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  var isEmpty: Bool { width <= 0 || height <= 0 }
  static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

  func intersection(_ other: PixelRect) -> PixelRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    let x1 = min(x + width, other.x + other.width)
    let y1 = min(y + height, other.y + other.height)
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The rectangle grown by `pixels` on every side.
  func outset(by pixels: Int) -> PixelRect {
    PixelRect(x: x - pixels, y: y - pixels, width: width + 2 * pixels, height: height + 2 * pixels)
  }

  /// The pixels a point-space rectangle covers, edges rounded to the nearest pixel.
  init(_ rect: CGRect, scale: Double) {
    let x0 = (Double(rect.minX) * scale).rounded()
    let y0 = (Double(rect.minY) * scale).rounded()
    let x1 = (Double(rect.maxX) * scale).rounded()
    let y1 = (Double(rect.maxY) * scale).rounded()
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    let clamp = { (v: Double) in Int(max(-1e9, min(1e9, v))) }
    self.init(x: clamp(x0), y: clamp(y0), width: clamp(x1) - clamp(x0), height: clamp(y1) - clamp(y0))
  }

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
