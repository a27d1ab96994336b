import LayoutCore

/// A resolved sRGB colour with straight (non-premultiplied) alpha, each channel in 0...1.
///
/// This is what reaches a host: `Color`, `.opacity` and inherited opacity have already been folded
/// into `alpha`, so a host only composites.
package struct RGBAColor: Hashable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double

  package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The same colour with its alpha multiplied by `factor` (clamped to 0...1).
  package func multipliedAlpha(by factor: Double) -> RGBAColor {
    var copy = self
    copy.alpha = min(1, max(0, alpha * (factor.isFinite ? factor : 1)))
    return copy
  }

  package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  package static let black = RGBAColor(red: 0, green: 0, blue: 0)
  package static let white = RGBAColor(red: 1, green: 1, blue: 1)
}
