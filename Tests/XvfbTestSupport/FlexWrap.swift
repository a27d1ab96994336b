/// CSS flex-wrap (leading) origins for items of the given sizes, computed independently of the
/// engine: what a flow must show at container width `width` (the engine's own Chrome fixtures
/// vouch for the rule).
public func flexWrapOrigins(_ sizes: [(Double, Double)], width: Double, gap: Double) -> [(Double, Double)] {
  var origins: [(Double, Double)] = []
  var x = 0.0, y = 0.0, lineHeight = 0.0, onLine = 0
  for (w, h) in sizes {
    if onLine > 0 && x + gap + w > width {
      y += lineHeight + gap
      x = 0
      lineHeight = 0
      onLine = 0
    }
    let left = onLine == 0 ? 0 : x + gap
    origins.append((left, y))
    x = left + w
    lineHeight = max(lineHeight, h)
    onLine += 1
  }
  return origins
}
