/// An image (mirrors SwiftUI's `Image`): a symbol (`Image(systemName:)`), drawn as an icon-font
/// glyph (Views/Image+Symbols.swift), or a picture from the opened code's asset catalogs or a
/// file (`Image("name")`, `Image(uiImage:)`; Image+Assets.swift).
///
/// Unknown symbol names draw a box with a question mark; unknown asset names a labelled box of
/// the proposed size. Each is reported once on standard error.
public struct Image: View, PrimitiveView {
  let systemName: String
  /// Set by `resizable`: the image takes the size it is proposed instead of its own.
  var isResizable = false
  /// Set by `symbolRenderingMode(_:)` on the image (Views/Image+Symbols.swift).
  var symbolRenderingMode: SymbolRenderingMode?

  /// A picture to draw instead of a symbol: an asset by name or a file.
  var picture: ImagePicture?
  /// How a picture is stretched, filtered and coloured (`resizable(capInsets:)`,
  /// `interpolation`, `antialiased`, `renderingMode`).
  var pictureStyle = ImagePictureStyle()

  public init(systemName: String) { self.systemName = systemName }

  /// An image from the opened code's asset catalogs (what `UIImage(named:)` gives).
  package init(picture: ImagePicture) {
    systemName = ""
    self.picture = picture
  }

  public var body: Never { neverBody }

  func makeNodes(in context: ResolveContext) -> [Node] {
    if let picture { return pictureNodes(picture, in: context) }
    return symbolNodes(in: context, isResizable: isResizable)
  }
}
