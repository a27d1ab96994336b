/// A translucent background that blurs what is behind it (mirrors SwiftUI's `Material`), usable
/// wherever a `ShapeStyle` is: `.background(.ultraThinMaterial)`, `.fill(.thinMaterial)`,
/// `.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`.
///
/// The host draws it as a Gaussian blur of what is already drawn beneath, its saturation raised,
/// under a tint of the material's thickness in the colour scheme. Apple publishes no figures for
/// its materials (the HIG describes them only by thickness), so blur, saturation and tint here
/// are the playground's look-alikes: thicker materials blur more and let less through, light ones
/// tint white and dark ones near-black, as the HIG's examples show.
public struct Material: Sendable, ShapeStyle, ResolvableShapeStyle {
  /// 0 ultra thin … 4 ultra thick; 5 the bars' material.
  let thickness: Int

  public static let ultraThin = Material(thickness: 0)
  public static let thin = Material(thickness: 1)
  public static let regular = Material(thickness: 2)
  public static let thick = Material(thickness: 3)
  public static let ultraThick = Material(thickness: 4)
  /// The material of navigation, tab and tool bars.
  public static let bar = Material(thickness: 5)

  /// How the host draws it in `scheme`.
  package func backdrop(in scheme: ColorScheme) -> MaterialBackdrop {
    let level = thickness == 5 ? 2.5 : Double(thickness)
    // The tint lets less of the backdrop through as the material thickens.
    let opacity = 0.35 + 0.14 * level
    let tint =
      scheme == .dark
      ? RGBAColor(red: 0.11, green: 0.11, blue: 0.12, alpha: opacity)
      : RGBAColor(red: 0.98, green: 0.98, blue: 0.98, alpha: opacity)
    return MaterialBackdrop(blurRadius: 10 + 2 * level, saturation: 1.6, tint: tint)
  }

  /// Where only a colour can be used (text in a material style, a bar's colour): the tint alone.
  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .color(backdrop(in: environment.colorScheme).tint)
  }
}

/// A material resolved for drawing: how much to blur what is behind, how to saturate it, and
/// the tint laid over it.
package struct MaterialBackdrop: Sendable, Hashable {
  /// The blur's standard deviation, in points.
  package var blurRadius: CGFloat
  package var saturation: Double
  package var tint: RGBAColor

  package init(blurRadius: CGFloat, saturation: Double, tint: RGBAColor) {
    self.blurRadius = blurRadius
    self.saturation = saturation
    self.tint = tint
  }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material.ultraThin }
  public static var thinMaterial: Material { Material.thin }
  public static var regularMaterial: Material { Material.regular }
  public static var thickMaterial: Material { Material.thick }
  public static var ultraThickMaterial: Material { Material.ultraThick }
  public static var bar: Material { Material.bar }
}
