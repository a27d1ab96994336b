/// `bold()`, `italic()`, `fontWeight(_:)` and `fontDesign(_:)` on any view (mirrors SwiftUI's
/// view modifiers of iOS 16 and later): set in the environment, they apply to every text inside,
/// over the font it ends up with; a text's own `fontWeight` or `bold()` keeps its weight.
struct TextStyleOverrides: Equatable {
  var weight: Font.Weight?
  var isItalic = false
  var design: Font.Design?

  /// `descriptor` with the overrides applied.
  func apply(to descriptor: FontDescriptor) -> FontDescriptor {
    var result = descriptor
    if let weight { result.weight = weight.value }
    if isItalic { result.isItalic = true }
    if let design, result.design == .default { result.design = design.value }
    return result
  }
}

extension View {
  /// The text inside in bold (`false` leaves the weight as it is).
  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentModifierView(content: self) { if isActive, $0.textStyle.weight == nil { $0.textStyle.weight = .bold } }
  }

  /// The text inside in italics.
  public func italic(_ isActive: Bool = true) -> some View {
    EnvironmentModifierView(content: self) { if isActive { $0.textStyle.isItalic = true } }
  }

  /// The text inside at `weight` (nil leaves it as it is).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    EnvironmentModifierView(content: self) {
      if let weight, $0.textStyle.weight == nil { $0.textStyle.weight = weight }
    }
  }

  /// The text inside in `design`'s family, where its font has the default design.
  public func fontDesign(_ design: Font.Design?) -> some View {
    EnvironmentModifierView(content: self) {
      if let design, $0.textStyle.design == nil { $0.textStyle.design = design }
    }
  }
}
