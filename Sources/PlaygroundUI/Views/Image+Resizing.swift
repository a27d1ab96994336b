/// `Image.resizable`: a symbol that takes the size it is proposed, its vector drawing stretched
/// to that frame (with `scaledToFit`, `aspectRatio` or `frame` to size it), as SwiftUI does.
///
/// Only stretching exists: cap insets and tiling (`resizable(capInsets:)`, `.tile`) are left
/// out, so code that asks for them does not compile rather than drawing something else.
extension Image {
  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// Stretches the image to the frame.
    case stretch
  }

  /// An image that takes the size it is proposed instead of keeping its own.
  public func resizable(resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }
}
