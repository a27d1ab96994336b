import CX11
import PlaygroundUI

/// Layers composited through an effect: a group at its opacity, a blend mode on the server,
/// and blurs and colour matrices computed in Swift on the pixels read back.
extension EffectLayers {
  /// Composites `layer` onto the one beneath through `drawing`'s effect and opacity.
  func composite(_ layer: Layer, through drawing: LayerDrawing) {
    guard drawing.opacity > 0, !drawing.bounds.isNull else { return }
    let opacity = opacityMask(drawing.opacity)
    defer { if opacity != 0 { XRenderFreePicture(display.raw, opacity) } }
    switch drawing.effect {
    case .group, .colorMatrix(.identity):
      // A matrix that changes nothing (saturation 1, an animation at rest) needs no read-back.
      compositeRegion(layer.picture, op: PictOpOver, mask: opacity, area: area(of: drawing, in: layer))
    case .blend(let mode):
      compositeRegion(layer.picture, op: Self.operation(mode), mask: opacity, area: area(of: drawing, in: layer))
    case .colorMatrix(let matrix):
      let area = area(of: drawing, in: layer)
      guard var pixels = LayerPixels.read(display, from: layer.picture, area: area) else { return }
      ColorFilters.apply(matrix, to: &pixels.bytes, count: area.width * area.height)
      compositePixels(pixels, mask: opacity)
    case .blur(let radius, let opaque):
      let area = area(of: drawing, in: layer)
      guard var pixels = LayerPixels.read(display, from: layer.picture, area: area) else { return }
      BlurFilter.blur(
        &pixels.bytes, width: area.width, height: area.height, sigma: Double(radius) * scale,
        edges: opaque ? .extended : .transparent)
      if opaque { ColorFilters.makeOpaque(&pixels.bytes) }
      compositePixels(pixels, mask: opacity)
    }
  }

  /// The device pixels the composited layer may change: its reach within the layer's region.
  /// An opaque blur fills exactly what the content drew (nothing spreads, nothing fades).
  private func area(of drawing: LayerDrawing, in layer: Layer) -> PixelRect {
    if case .blur(_, opaque: true) = drawing.effect {
      return PixelRect(drawing.bounds, scale: scale).intersection(layer.region)
    }
    return PixelRect(drawing.reach, scale: scale).intersection(layer.region)
  }

  /// A solid alpha source for `opacity`; 0 (no mask) at full opacity.
  private func opacityMask(_ opacity: Double) -> Picture {
    guard opacity < 1 else { return 0 }
    var color = XRenderColor(red: 0, green: 0, blue: 0, alpha: UInt16(min(1, max(0, opacity)) * 65535))
    return XRenderCreateSolidFill(display.raw, &color)
  }

  private func compositeRegion(_ source: Picture, op: Int32, mask: Picture, area: PixelRect) {
    guard !area.isEmpty else { return }
    XRenderComposite(
      display.raw, op, source, mask, target, Int32(area.x), Int32(area.y), 0, 0, Int32(area.x), Int32(area.y),
      UInt32(area.width), UInt32(area.height))
  }

  private func compositePixels(_ pixels: LayerPixels, mask: Picture) {
    guard let uploaded = pixels.upload(display) else { return }
    defer { LayerPixels.free(display, uploaded) }
    XRenderComposite(
      display.raw, PictOpOver, uploaded.picture, mask, target, 0, 0, 0, 0, Int32(pixels.area.x),
      Int32(pixels.area.y), UInt32(pixels.area.width), UInt32(pixels.area.height))
  }

  /// XRender's operator for a blend mode: the PDF blend modes are defined alike in both.
  static func operation(_ mode: BlendMode) -> Int32 {
    switch mode {
    case .normal: PictOpOver
    case .multiply: PictOpMultiply
    case .screen: PictOpScreen
    case .overlay: PictOpOverlay
    case .darken: PictOpDarken
    case .lighten: PictOpLighten
    case .colorDodge: PictOpColorDodge
    case .colorBurn: PictOpColorBurn
    case .softLight: PictOpSoftLight
    case .hardLight: PictOpHardLight
    case .difference: PictOpDifference
    case .exclusion: PictOpExclusion
    case .hue: PictOpHSLHue
    case .saturation: PictOpHSLSaturation
    case .color: PictOpHSLColor
    case .luminosity: PictOpHSLLuminosity
    case .sourceAtop: PictOpAtop
    case .destinationOver: PictOpOverReverse
    case .destinationOut: PictOpOutReverse
    // Core Graphics' plusLighter is R = min(1, S + D), XRender's Add; plusDarker is
    // R = max(0, 1 − ((1 − D) + (1 − S))), which XRender lacks: Multiply is the nearest darkening.
    case .plusLighter: PictOpAdd
    case .plusDarker: PictOpMultiply
    }
  }
}
