import Foundation
import PlaygroundUI

/// A colour (mirrors UIKit's `UIColor`). A system colour keeps its light and dark appearances
/// (`SystemColorTable`) and is drawn in the colour scheme of where it is used.
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// Both appearances; equal for a colour made from components.
  package let appearances: SystemColorTable.Appearances
  /// The UIKit name of a system colour, for `description`.
  let systemName: String?

  package init(appearances: SystemColorTable.Appearances, systemName: String? = nil) {
    self.appearances = appearances
    self.systemName = systemName
  }

  /// A colour from sRGB components, each from 0 to 1 (values outside are kept, as extended sRGB).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let rgba = RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    self.init(appearances: SystemColorTable.Appearances(light: rgba, dark: rgba))
  }

  /// A gray of `white` brightness.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness, each from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgba = HSB.rgba(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: alpha)
  }

  /// A colour set of the opened code's asset catalogs, in its appearances; nil for a name the
  /// catalogs lack, as on iOS.
  public convenience init?(named name: String) {
    guard let color = AssetCatalog.current.colors[name] else { return nil }
    self.init(
      appearances: SystemColorTable.Appearances(light: color.resolved(in: .light), dark: color.resolved(in: .dark)))
  }

  /// The colour set an Xcode-generated asset symbol names (`UIColor(resource: .brand)`); a name
  /// the catalogs lack is clear and said once on stderr, as `Color(name)` is.
  public convenience init(resource: ColorResource) {
    self.init(Color(resource))
  }

  /// The colour of a SwiftUI `Color`, in both its appearances.
  public convenience init(_ color: Color) {
    self.init(
      appearances: SystemColorTable.Appearances(light: color.resolved(in: .light), dark: color.resolved(in: .dark)))
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var light = appearances.light
    var dark = appearances.dark
    light.alpha = Double(alpha)
    dark.alpha = Double(alpha)
    return UIColor(appearances: SystemColorTable.Appearances(light: light, dark: dark))
  }

  /// The components of the colour (its light appearance); always true here (every colour is RGB).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let rgba = appearances.light
    red?.pointee = CGFloat(rgba.red)
    green?.pointee = CGFloat(rgba.green)
    blue?.pointee = CGFloat(rgba.blue)
    alpha?.pointee = CGFloat(rgba.alpha)
    return true
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.appearances == rhs.appearances }
  public func hash(into hasher: inout Hasher) { hasher.combine(appearances) }

  public var description: String {
    let rgba = appearances.light
    return systemName ?? "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)"
  }
}

/// Hue, saturation and brightness to sRGB (the hexcone model UIKit uses).
enum HSB {
  static func rgba(hue: Double, saturation: Double, brightness: Double) -> RGBAColor {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    return RGBAColor(red: r, green: g, blue: b)
  }
}
