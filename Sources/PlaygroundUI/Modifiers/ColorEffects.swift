/// The colour effects: `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
/// `colorInvert` and `colorMultiply`. Each flattens the view into one layer and maps its pixels
/// through a `ColorMatrix` (see there for which published definition each follows). None
/// changes layout.
extension View {
  /// Brightens the view: `amount` from 0 (no effect) to 1 (white) is added to each component.
  public func brightness(_ amount: Double) -> some View {
    colorEffect(.brightness(finite(amount, 0)), name: "brightness")
  }

  /// Moves colours away from (above 1) or towards (0 to 1) mid-grey; negative values also invert.
  public func contrast(_ amount: Double) -> some View {
    colorEffect(.contrast(finite(amount, 1)), name: "contrast")
  }

  /// Scales the colours' saturation: 0 grey, 1 unchanged.
  public func saturation(_ amount: Double) -> some View {
    colorEffect(.saturation(finite(amount, 1)), name: "saturation")
  }

  /// Desaturates the view: 0 unchanged, towards 1 fully grey.
  public func grayscale(_ amount: Double) -> some View {
    colorEffect(.grayscale(finite(amount, 0)), name: "grayscale")
  }

  /// Rotates the hues of the view's colours by `angle`, keeping their luma.
  public func hueRotation(_ angle: Angle) -> some View {
    colorEffect(.hueRotation(radians: finite(angle.radians, 0)), name: "hueRotation")
  }

  /// Inverts the view's colours (alpha kept).
  public func colorInvert() -> some View {
    colorEffect(.invert, name: "colorInvert")
  }

  /// Multiplies every pixel of the view by `color`, component by component.
  public func colorMultiply(_ color: Color) -> some View {
    ColorMultiplyView(content: self, color: color)
  }

  fileprivate func colorEffect(_ matrix: ColorMatrix, name: String) -> some View {
    EffectView(content: self, effect: .layer(.colorMatrix(matrix)), name: name)
  }
}

/// `colorMultiply`: the colour is resolved in the view's colour scheme.
private struct ColorMultiplyView<Content: View>: View, PrimitiveView {
  let content: Content
  let color: Color

  var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    let matrix = ColorMatrix.multiply(color.resolved(in: context.environment.colorScheme))
    return EffectView(content: content, effect: .layer(.colorMatrix(matrix)), name: "colorMultiply")
      .makeNodes(in: context)
  }
}

/// `value`, or `fallback` when it is NaN or infinite (an effect never receives either).
func finite(_ value: Double, _ fallback: Double) -> Double {
  value.isFinite ? value : fallback
}
