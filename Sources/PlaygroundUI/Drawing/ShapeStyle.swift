/// Something shapes can be filled or stroked with, and text drawn in (mirrors SwiftUI's
/// `ShapeStyle`): colours, gradients and the hierarchical and foreground styles.
///
/// Only the playground's styles can be drawn: they resolve through `ResolvableShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// What a style resolves to in an environment.
package enum ResolvedPaint: Hashable, Sendable {
  case color(RGBAColor)
  case gradient(GradientPaint)

  /// One colour standing for the paint where only a colour can be used (text, animation).
  package var representativeColor: RGBAColor {
    switch self {
    case .color(let color): color
    case .gradient(let gradient): gradient.representativeColor
    }
  }
}

/// A style the playground knows how to paint.
package protocol ResolvableShapeStyle: ShapeStyle {
  func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
  /// The paint in `environment` (clear for a style the playground cannot draw).
  package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
    (self as? any ResolvableShapeStyle)?.resolvePaint(in: environment) ?? .color(.clear)
  }

  /// The colour the style paints with in `environment`, in both colour schemes: it adapts when
  /// a scheme is set further in (`.foregroundStyle(.secondary)` around a dark subtree).
  func adaptiveColor(in environment: EnvironmentValues = EnvironmentValues()) -> Color {
    var light = environment
    light.colorScheme = .light
    var dark = environment
    dark.colorScheme = .dark
    return Color(
      light: resolvedPaint(in: light).representativeColor, dark: resolvedPaint(in: dark).representativeColor)
  }
}

extension Color: ResolvableShapeStyle {
  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .color(resolved(in: environment.colorScheme))
  }
}

/// The style views draw their foreground with (mirrors SwiftUI's `ForegroundStyle`, `.foreground`).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
  public init() {}

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    environment.foregroundGradient.map(ResolvedPaint.gradient)
      ?? .color(environment.resolvedForeground.resolved(in: environment.colorScheme))
  }
}

/// The background of the window (mirrors SwiftUI's `BackgroundStyle`, `.background`): the
/// system background, white in light and black in dark.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
  public init() {}

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .color(SystemPalette.systemBackground.resolved(in: environment.colorScheme))
  }
}

/// The tint (mirrors SwiftUI's `TintShapeStyle`, `.tint`): the view's `tint(_:)`, else the
/// accent colour.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
  public init() {}

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    .color(environment.resolvedTint.resolved(in: environment.colorScheme))
  }
}

/// The levels of the foreground (mirrors SwiftUI's `HierarchicalShapeStyle`): the label
/// colours, primary to quaternary, in the environment's colour scheme.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    let label =
      switch level {
      case 0: SystemPalette.label
      case 1: SystemPalette.secondaryLabel
      case 2: SystemPalette.tertiaryLabel
      default: SystemPalette.quaternaryLabel
      }
    return .color(label.resolved(in: environment.colorScheme))
  }
}

/// Any style, its type erased (mirrors SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
  private let base: any ShapeStyle

  public init<S: ShapeStyle>(_ style: S) { base = style }

  /// The material inside, when the erased style is one (it is drawn as a blur, not a paint).
  package var material: Material? { base as? Material ?? (base as? AnyShapeStyle)?.material }

  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    base.resolvedPaint(in: environment)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var clear: Color { Color.clear }
}
