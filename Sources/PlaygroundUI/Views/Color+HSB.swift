extension Color {
  /// The RGB spaces a colour's components can be given in (mirrors SwiftUI's `Color.RGBColorSpace`).
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3

    /// The components converted to sRGB. Display P3 colours outside sRGB are clamped to it,
    /// since the window is drawn in sRGB.
    func sRGB(red: Double, green: Double, blue: Double, opacity: Double) -> RGBAColor {
      switch self {
      case .sRGB:
        return RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
      case .sRGBLinear:
        return RGBAColor(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), alpha: opacity)
      case .displayP3:
        // Display P3 shares sRGB's transfer curve; its primaries differ (a linear-light matrix).
        let r = Self.decode(red)
        let g = Self.decode(green)
        let b = Self.decode(blue)
        let sr = 1.2249 * r - 0.2247 * g + 0.0 * b
        let sg = -0.0420 * r + 1.0419 * g + 0.0 * b
        let sb = -0.0197 * r - 0.0786 * g + 1.0979 * b
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        return RGBAColor(
          red: Self.encode(clamp(sr)), green: Self.encode(clamp(sg)), blue: Self.encode(clamp(sb)), alpha: opacity)
      }
    }

    /// Linear light to the sRGB curve (extended to negative values by symmetry).
    static func encode(_ v: Double) -> Double {
      let a = abs(v)
      let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
      return v < 0 ? -e : e
    }

    /// The sRGB curve to linear light.
    static func decode(_ v: Double) -> Double {
      let a = abs(v)
      let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
      return v < 0 ? -d : d
    }
  }

  /// A colour from hue, saturation and brightness, each 0...1 (hue 0 and 1 are red), in sRGB.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// The HSB (HSV) model: six sectors of the hue circle, each blending two primaries.
  static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let h = hue.isFinite ? hue - hue.rounded(.down) : 0
    let s = min(1, max(0, saturation))
    let v = min(1, max(0, brightness))
    let sector = h * 6
    let index = Int(sector.rounded(.down)) % 6
    let f = sector - sector.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch index {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}
