import LayoutCore

/// SF Symbols' configuration as SwiftUI spells it: `imageScale`, `symbolVariant`,
/// `symbolRenderingMode` and the layered `foregroundStyle(_:_:)`, read by `Image(systemName:)`
/// (drawn as icon-font glyphs, Render/SymbolGlyph.swift) and by images inside `Text`.
extension Image {
  /// A scale for symbols relative to the text beside them (mirrors SwiftUI's `Image.Scale`).
  public enum Scale: Hashable, Sendable {
    case small, medium, large

    /// The size relative to `.medium`: Apple documents small as about 20 % smaller and large
    /// as about 30 % larger (`NSImage.SymbolScale`).
    var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .medium: 1
      case .large: 1.3
      }
    }
  }

  /// A symbol whose layers follow a value from 0 to 1 (signal bars, a speaker's waves). A glyph
  /// is one layer, so it is drawn whole whatever the value.
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

  /// The image with a rendering mode for its symbol's layers (see `View.symbolRenderingMode`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var image = self
    image.symbolRenderingMode = mode
    return image
  }

  /// The nodes of `Image(systemName:)`: the name, with the environment's variants where the
  /// table has them, drawn as a glyph sized by the font and the image scale.
  func symbolNodes(in context: ResolveContext, isResizable: Bool) -> [Node] {
    let environment = context.environment
    let name = environment.symbols.variants.applied(to: systemName)
    let glyph = SymbolGlyph.named(name)
    if glyph == nil { SymbolCatalog.reportUnknown(name) }
    let primary = environment.resolvedForeground.fixed(in: environment)
    let node = SymbolNode(
      id: context.identity, name: name, glyph: glyph, font: environment.resolvedFont,
      scale: environment.symbols.scale, color: primary, isResizable: isResizable)
    var symbols = environment.symbols
    if let symbolRenderingMode { symbols.renderingMode = symbolRenderingMode }
    node.layers = SymbolLayers(
      name: name, symbols: symbols, primary: primary, colorScheme: environment.colorScheme)
    return [node]
  }
}

/// How a symbol's layers are coloured (mirrors SwiftUI's `SymbolRenderingMode`).
public struct SymbolRenderingMode: Sendable {
  enum Kind: Sendable { case monochrome, multicolor, hierarchical, palette }
  let kind: Kind

  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)
  /// Layers in decreasing opacities of the foreground style.
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  /// Layers in the foreground styles given (`foregroundStyle(_:_:)`).
  public static let palette = SymbolRenderingMode(kind: .palette)
}

/// The variant of a symbol to draw (mirrors SwiftUI's `SymbolVariants`): `.fill`, `.circle`,
/// `.slash` and their combinations (`.circle.fill`), applied to names that have that variant.
public struct SymbolVariants: Hashable, Sendable {
  /// The enclosing shape's name component.
  var shape: String?
  var isFilled = false
  var isSlashed = false

  /// No variant.
  public static let none = SymbolVariants()
  /// Inside a circle.
  public static let circle = SymbolVariants(shape: "circle")
  /// Inside a square.
  public static let square = SymbolVariants(shape: "square")
  /// Inside a rectangle.
  public static let rectangle = SymbolVariants(shape: "rectangle")
  /// Filled.
  public static let fill = SymbolVariants(isFilled: true)
  /// Struck through.
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant inside a circle.
  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  /// This variant inside a square.
  public var square: SymbolVariants { with { $0.shape = "square" } }
  /// This variant inside a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  /// This variant filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// This variant struck through.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether every part of `other` is part of this variant.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// `name` with the variant's components in SF Symbols' order (base, slash, shape, fill), as
  /// SwiftUI picks them: the fullest variant the table has, else the name as written.
  func applied(to name: String) -> String {
    guard self != .none else { return name }
    var parts = name.split(separator: ".").map(String.init)
    let wasFilled = parts.last == "fill"
    if wasFilled { parts.removeLast() }
    var base = parts.joined(separator: ".")
    if isSlashed, !parts.contains("slash") { base += ".slash" }
    let shaped = shape.map { parts.contains($0) ? base : base + "." + $0 } ?? base
    let filled = isFilled || wasFilled
    for candidate in [shaped, base] {
      let full = filled ? candidate + ".fill" : candidate
      if SymbolGlyph.named(full) != nil { return full }
      if SymbolGlyph.named(candidate) != nil { return candidate }
    }
    return name
  }
}

/// The symbol settings in the environment.
struct SymbolEnvironment: Sendable {
  var scale = Image.Scale.medium
  var renderingMode: SymbolRenderingMode?
  var variants = SymbolVariants.none
  /// The second style of `foregroundStyle(_:_:)`: a palette symbol's secondary layer.
  var secondary: Color?
}

/// Two layers of an enclosed, filled symbol (`xmark.circle.fill`, `plus.square.fill`) in palette
/// or hierarchical mode. The glyph's ink is the enclosure, SF's secondary layer, and the symbol
/// inside is a hole in it; a disc or square of the primary style drawn under the glyph shows
/// through the hole, as SF draws the inner, primary layer (a white cross on a blue disc).
struct SymbolLayers {
  /// The shape under the glyph, inside the enclosure.
  var inner: ShapeKind
  var primary: Color
  var secondary: Color

  /// Hierarchical mode's secondary layer: the primary style at this opacity (Apple documents
  /// only "reduced opacity"; the value is the playground's).
  static let hierarchicalOpacity = 0.5

  init?(name: String, symbols: SymbolEnvironment, primary: Color, colorScheme: ColorScheme) {
    guard let mode = symbols.renderingMode?.kind, mode == .palette || mode == .hierarchical else { return nil }
    if name.hasSuffix(".circle.fill") {
      inner = .circle
    } else if name.hasSuffix(".square.fill") {
      inner = .rectangle
    } else {
      return nil
    }
    self.primary = primary
    if mode == .palette {
      secondary = symbols.secondary ?? primary
    } else {
      // Translucent, the enclosure would show the inner layer through it and hide the symbol:
      // the primary at reduced opacity over the system background, made opaque.
      let ink = primary.rgba
      let backdrop: Double = colorScheme == .dark ? 0 : 1
      let k = Self.hierarchicalOpacity
      func mix(_ value: Double) -> Double { value * k + backdrop * (1 - k) }
      secondary = Color(RGBAColor(red: mix(ink.red), green: mix(ink.green), blue: mix(ink.blue), alpha: ink.alpha))
    }
  }
}

extension EnvironmentValues {
  /// The scale of symbols in the view, `.medium` unless set.
  public var imageScale: Image.Scale {
    get { symbols.scale }
    set { symbols.scale = newValue }
  }

  /// The rendering mode of symbols in the view; nil unless set.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { symbols.renderingMode }
    set { symbols.renderingMode = newValue }
  }

  /// The variant of symbols in the view, `.none` unless set.
  public var symbolVariants: SymbolVariants {
    get { symbols.variants }
    set { symbols.variants = newValue }
  }
}

extension View {
  /// Scales the symbols in the view relative to their font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    EnvironmentModifierView(content: self) { $0.symbols.scale = scale }
  }

  /// Sets how the symbols in the view colour their layers.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    EnvironmentModifierView(content: self) { $0.symbols.renderingMode = mode }
  }

  /// Draws the symbols in the view in a variant (`.fill`, `.circle`, `.slash`, …) where they
  /// have it.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    EnvironmentModifierView(content: self) {
      var combined = $0.symbols.variants
      if let shape = variant.shape { combined.shape = shape }
      combined.isFilled = combined.isFilled || variant.isFilled
      combined.isSlashed = combined.isSlashed || variant.isSlashed
      $0.symbols.variants = variant == .none ? .none : combined
    }
  }

  /// Sets the primary and secondary styles of the view's content: text and one-layer symbols
  /// draw in the primary; enclosed, filled symbols in palette mode draw their enclosure in the
  /// secondary (`SymbolLayers`).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    EnvironmentModifierView(content: self) {
      $0.setForegroundStyle(primary)
      $0.symbols.secondary = secondary.adaptiveColor(in: $0)
    }
  }

  /// Sets the primary, secondary and tertiary styles of the view's content (see
  /// `foregroundStyle(_:_:)`; no glyph has a third layer).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary, secondary)
  }
}
