/// An effect the host applies to what a group of items drew as a whole, flattened into one layer
/// first (`blur`, the colour effects, `blendMode`, `compositingGroup`, `drawingGroup`).
package enum LayerEffect: Sendable, Equatable {
  /// A Gaussian blur of standard deviation `radius`, in window points. Opaque: the content's
  /// edges are extended rather than faded, and the result fills its bounds at full alpha.
  case blur(radius: CGFloat, opaque: Bool)
  /// Every pixel's straight (unpremultiplied) colour mapped through a matrix.
  case colorMatrix(ColorMatrix)
  /// The layer composited onto what is beneath with a blend mode.
  case blend(BlendMode)
  /// Only flattened: opacity then applies to the group, not to each item.
  case group
}

/// What `pushLayer` starts: an effect, the opacity the flattened layer is composited with (the
/// content below it draws at full opacity), and where the content drew.
package struct LayerDrawing: Sendable, Equatable {
  package var effect: LayerEffect
  package var opacity: Double
  /// What the content drew, in window coordinates (filled in when the content is done).
  package var bounds: CGRect

  package init(effect: LayerEffect, opacity: Double = 1, bounds: CGRect = .null) {
    self.effect = effect
    self.opacity = opacity
    self.bounds = bounds
  }

  /// Where the composited layer may land: its bounds, grown by the blur's spread (3σ holds all
  /// but 0.3 % of a Gaussian) when it has one.
  package var reach: CGRect {
    guard !bounds.isNull else { return .null }
    if case .blur(let radius, let opaque) = effect, !opaque {
      let spread = 3 * abs(radius) + 2
      return bounds.insetBy(dx: -spread, dy: -spread)
    }
    return bounds.insetBy(dx: -2, dy: -2)
  }
}

extension LayerEffect {
  /// The effect under a `scaleEffect` of `factor`: a blur scales with the content.
  package func scaled(by factor: CGFloat) -> LayerEffect {
    if case .blur(let radius, let opaque) = self { return .blur(radius: radius * factor, opaque: opaque) }
    return self
  }
}
