import Foundation

/// A picture found and measured, ready to lay out and draw: which file, its natural size in
/// points, and how its pixels are made.
package struct ResolvedImage: Sendable, Equatable {
  package var path: String
  /// The natural size in points: a bitmap's pixels ÷ its scale, a vector's own size.
  package var size: CGSize
  /// Device pixels per point the file is drawn for: a bitmap's scale (`@2x`), or the scale a
  /// vector is rasterised at when it does not preserve its vector data.
  package var scale: CGFloat
  package var isVector: Bool
  /// Rasterised afresh at the size it is drawn (a vector asset that preserves vector data).
  package var preservesVector: Bool
  /// The asset's `template-rendering-intent`.
  package var templateIntent: Image.TemplateRenderingMode?
  /// The store's generation when the file was read.
  package var generation = 0

  /// The raster a frame drawing the image at `pixelSize` device pixels uses. A bitmap: its own
  /// pixels, or, drawn at half its size or less, a copy decoded at its size halved as many
  /// times as that allows (a mipmap level: fifty 2400 × 1600 photos shown as thumbnails take
  /// thumbnails' memory, and are filtered better than by the host's bilinear minification). A
  /// vector: rasterised once at its natural size × scale, as Xcode's asset compiler does, or,
  /// preserving vector data, at about the drawn size (rounded up to steps of a quarter octave,
  /// so a live resize rasterises a handful of times, not every frame).
  package func rasterKey(drawnAt pixelSize: CGSize) -> ImageRasterKey {
    guard isVector else {
      let width = Int((size.width * scale).rounded())
      let height = Int((size.height * scale).rounded())
      var level = 0
      while level < 8, CGFloat(width >> (level + 1)) >= pixelSize.width,
        CGFloat(height >> (level + 1)) >= pixelSize.height, width >> (level + 1) >= 16, height >> (level + 1) >= 16
      {
        level += 1
      }
      return ImageRasterKey(
        path: path, pixelWidth: width >> level, pixelHeight: height >> level, generation: generation)
    }
    guard preservesVector else {
      return ImageRasterKey(
        path: path, pixelWidth: max(1, Int((size.width * scale).rounded(.up))),
        pixelHeight: max(1, Int((size.height * scale).rounded(.up))), generation: generation)
    }
    return ImageRasterKey(
      path: path, pixelWidth: Self.step(pixelSize.width), pixelHeight: Self.step(pixelSize.height),
      generation: generation)
  }

  /// The smallest 16 · 2^(k/4) at least `length` (at least 1, at most 8192).
  static func step(_ length: CGFloat) -> Int {
    guard length.isFinite, length > 16 else { return 16 }
    let steps = (4 * log2(Double(length) / 16) - 1e-9).rounded(.up)
    return min(8192, Int((16 * pow(2, steps / 4)).rounded(.up)))
  }
}
