import Foundation

/// A colour transform on straight (unpremultiplied) sRGB components in 0…1: four rows of five,
/// each output component = row · (r, g, b, a, 1), clamped to 0…1 (SVG's `feColorMatrix`).
///
/// SwiftUI documents `brightness` as Core Image's `CIColorControls` brightness (an amount added
/// to each component; GraphicsContext.Filter.brightness says so) and `contrast` as 0 giving
/// neutral grey and negative values inverting, which is `CIColorControls` contrast around 0.5.
/// `saturation`, `grayscale` and `hueRotation` use the W3C Filter Effects matrices (`saturate`,
/// `grayscale`, `hue-rotate`, https://www.w3.org/TR/filter-effects-1/#ShorthandEquivalents);
/// Apple does not document its own, and these are the published ones that match its
/// descriptions (0 saturation is grey, grayscale 1 is fully desaturated).
package struct ColorMatrix: Sendable, Equatable {
  /// Row-major, 4 × 5.
  package var values: [Double]

  package init(_ values: [Double]) {
    precondition(values.count == 20, "a colour matrix has 4 rows of 5")
    self.values = values
  }

  package static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  /// Adds `amount` to red, green and blue (CIColorControls' brightness).
  package static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
  }

  /// Scales red, green and blue away from mid-grey (CIColorControls' contrast).
  package static func contrast(_ amount: Double) -> ColorMatrix {
    let offset = 0.5 * (1 - amount)
    return ColorMatrix([
      amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0,
    ])
  }

  /// W3C `saturate(s)`: 0 is grey by Rec. 709 luma, 1 unchanged, above 1 oversaturated.
  package static func saturation(_ s: Double) -> ColorMatrix {
    ColorMatrix([
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// W3C `grayscale(a)`: 0 unchanged, 1 grey by Rec. 709 luma.
  package static func grayscale(_ amount: Double) -> ColorMatrix {
    let k = 1 - min(1, max(0, amount))
    return ColorMatrix([
      0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0,
      0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0,
      0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// W3C `hue-rotate(θ)`: a rotation about the grey axis that keeps luma.
  package static func hueRotation(radians θ: Double) -> ColorMatrix {
    let c = cos(θ)
    let s = sin(θ)
    return ColorMatrix([
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// 1 − c for red, green and blue; alpha kept.
  package static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

  /// Each component times the colour's (alpha too), as `colorMultiply` does.
  package static func multiply(_ color: RGBAColor) -> ColorMatrix {
    ColorMatrix([
      color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0,
    ])
  }

  /// The matrix applied to one straight colour, clamped.
  package func apply(_ c: SIMD4<Double>) -> SIMD4<Double> {
    var out = SIMD4<Double>()
    for row in 0..<4 {
      let m = row * 5
      let v = values[m] * c.x + values[m + 1] * c.y + values[m + 2] * c.z + values[m + 3] * c.w + values[m + 4]
      out[row] = min(1, max(0, v))
    }
    return out
  }
}
