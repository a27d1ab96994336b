import LayoutCore

/// A resolved sRGB colour with straight (non-premultiplied) alpha, each channel in 0...1.
///
/// This is what reaches a host: `Color`, `.opacity` and inherited opacity have already been folded
/// into `alpha`, so a host only composites.
public struct RGBAColor: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The same colour with its alpha multiplied by `factor` (clamped to 0...1).
  public func multipliedAlpha(by factor: Double) -> RGBAColor {
    var copy = self
    copy.alpha = min(1, max(0, alpha * (factor.isFinite ? factor : 1)))
    return copy
  }

  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
}
