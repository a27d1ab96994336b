/// The non-separable blend modes exactly as the W3C Compositing and Blending Level 1
/// specification writes them (§ 10.2, "Non-separable blend modes"), for opaque colours in 0…1.
/// ImageMagick's Hue/Saturate/Colorize/Luminize work in another colour model, so the tests
/// compare with the specification's own pseudo-code, transcribed here.
enum W3CBlending {
  typealias RGB = SIMD3<Double>

  static func lum(_ c: RGB) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

  static func clipColor(_ c: RGB) -> RGB {
    let l = lum(c)
    let n = min(c.x, c.y, c.z)
    let x = max(c.x, c.y, c.z)
    var out = c
    if n < 0 { out = RGB(repeating: l) + (out - RGB(repeating: l)) * l / (l - n) }
    if x > 1 { out = RGB(repeating: l) + (out - RGB(repeating: l)) * (1 - l) / (x - l) }
    return out
  }

  static func setLum(_ c: RGB, _ l: Double) -> RGB { clipColor(c + RGB(repeating: l - lum(c))) }

  static func sat(_ c: RGB) -> Double { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

  static func setSat(_ c: RGB, _ s: Double) -> RGB {
    let values = [c.x, c.y, c.z]
    let order = values.indices.sorted { values[$0] < values[$1] }
    var out = [0.0, 0.0, 0.0]
    let (lo, mid, hi) = (order[0], order[1], order[2])
    if values[hi] > values[lo] {
      out[mid] = (values[mid] - values[lo]) * s / (values[hi] - values[lo])
      out[hi] = s
    }
    out[lo] = 0
    return RGB(out[0], out[1], out[2])
  }

  static func hue(backdrop b: RGB, source s: RGB) -> RGB { setLum(setSat(s, sat(b)), lum(b)) }
  static func saturation(backdrop b: RGB, source s: RGB) -> RGB { setLum(setSat(b, sat(s)), lum(b)) }
  static func color(backdrop b: RGB, source s: RGB) -> RGB { setLum(s, lum(b)) }
  static func luminosity(backdrop b: RGB, source s: RGB) -> RGB { setLum(b, lum(s)) }
}
