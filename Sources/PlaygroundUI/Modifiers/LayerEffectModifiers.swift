/// Effects on a view's rendering as a whole: `blur`, `blendMode`, `compositingGroup` and
/// `drawingGroup`. Each flattens the view into one layer, composited at the view's opacity.
/// None changes layout.
extension View {
  /// Blurs the view's rendering with a Gaussian of standard deviation `radius` points (as
  /// `GraphicsContext.Filter.blur` documents its radius). Opaque: the edges are extended instead
  /// of fading to transparent, and the blur stays within what the view drew.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    let value = radius.isFinite ? max(0, radius) : 0
    return EffectView(content: self, effect: .layer(.blur(radius: value, opaque: opaque)), name: "blur")
  }

  /// Composites the view onto what is beneath it with `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    EffectView(content: self, effect: .layer(.blend(blendMode)), name: "blendMode")
  }

  /// Flattens the view into one layer before the effects around it (opacity, blend, shadow) apply.
  public func compositingGroup() -> some View {
    EffectView(content: self, effect: .layer(.group), name: "compositingGroup")
  }

  /// Renders the view offscreen as one layer before compositing it (here, as `compositingGroup`:
  /// the host always draws the same way; the colour mode changes nothing).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    EffectView(content: self, effect: .layer(.group), name: "drawingGroup")
  }
}
