/// `Image.resizable`: an image that takes the size it is proposed (with `scaledToFit`,
/// `aspectRatio` or `frame` to size it), as SwiftUI does. A symbol's glyph stretches to
/// that frame; a picture stretches or tiles, its cap insets kept at their own size (nine-slice).
extension Image {
  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image (its part between the cap insets) to fill the frame.
    case tile
    /// Stretches the image (its part between the cap insets) to the frame.
    case stretch
  }

  /// An image that takes the size it is proposed instead of keeping its own; the `capInsets`
  /// edges (in points) keep their size and only the part between them is stretched or tiled.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    image.pictureStyle.capInsets = capInsets
    image.pictureStyle.resizingMode = resizingMode
    return image
  }
}
