/// A picture drawn from decoded pixels (`Image("name")`): the host composites the raster over
/// `frame`, scaled with the filter `interpolation` asks, keeping the cap insets at their own
/// size (nine-slice) and stretching or tiling the rest.
package struct ImageDrawing: Sendable, Equatable {
  package var id: ViewIdentity
  /// Where the image lands, in window points (before `transform`, when there is one).
  package var frame: CGRect
  /// Which pixels to draw (ImageStore holds them).
  package var raster: ImageRasterKey
  /// The image's own size in points: cap insets are measured against it.
  package var naturalSize: CGSize
  package var interpolation: Image.Interpolation
  /// A template image's colour: its alpha is filled with it. Nil draws the image's colours.
  package var tint: RGBAColor?
  /// The opacity the image is drawn with (images have no colour to fold it into).
  package var opacity: Double
  /// The edges kept at their own size, in points; zero insets stretch or tile the whole image.
  package var capInsets = EdgeInsets()
  package var resizingMode = Image.ResizingMode.stretch
  /// Set when the image is rotated or stretched unevenly (`rotationEffect`, `scaleEffect(x:y:)`):
  /// `frame` is then before it, and it maps that to window points.
  package var transform: CGAffineTransform?

  package init(
    id: ViewIdentity, frame: CGRect, raster: ImageRasterKey, naturalSize: CGSize, interpolation: Image.Interpolation,
    tint: RGBAColor?, opacity: Double
  ) {
    self.id = id
    self.frame = frame
    self.raster = raster
    self.naturalSize = naturalSize
    self.interpolation = interpolation
    self.tint = tint
    self.opacity = opacity
  }

  /// The window rectangle the image covers.
  package var bounds: CGRect { transform.map { frame.applying($0) } ?? frame }
}
