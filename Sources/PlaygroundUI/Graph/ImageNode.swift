/// A picture (`Image("name")`, `Image(uiImage:)`): its natural size in points, or the proposed
/// size when resizable; drawn as an image item the host composites from the decoded pixels.
final class ImageNode: Node {
  let image: ResolvedImage
  let style: ImagePictureStyle
  let isResizable: Bool
  /// The foreground colour a template image is drawn in; nil for its own colours.
  let tint: Color?

  init(id: ViewIdentity, image: ResolvedImage, style: ImagePictureStyle, isResizable: Bool, tint: Color?) {
    self.image = image
    self.style = style
    self.isResizable = isResizable
    self.tint = tint
    super.init(id: id)
  }

  override var kindName: String { "Image(\"\((image.path as NSString).lastPathComponent)\")" }

  override func measure(_ proposal: ProposedViewSize) -> CGSize {
    guard isResizable else { return image.size }
    func take(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
      guard let proposed, proposed.isFinite else { return own }
      return max(0, proposed)
    }
    return CGSize(width: take(proposal.width, image.size.width), height: take(proposal.height, image.size.height))
  }

  override var paintColor: RGBAColor? { tint?.rgba }

  override func draw(into list: inout DisplayListBuilder, appearance: Appearance, opacity: Double) {
    let frame = appearance.frame
    guard frame.width > 0, frame.height > 0 else { return }
    var drawing = ImageDrawing(
      id: id, frame: frame, raster: image.rasterKey(drawnAt: .zero), naturalSize: image.size,
      interpolation: style.interpolation, tint: tint.map { (appearance.color ?? $0.rgba) },
      opacity: opacity)
    if isResizable {
      drawing.capInsets = style.capInsets
      drawing.resizingMode = style.resizingMode
    }
    list.image(drawing, of: image)
  }
}
