extension ViewGraph {
  /// The height the canvas's content takes when proposed `width` and an unspecified height, as
  /// SwiftUI sizes a view that fits its content (`qa`'s `width` variants: the image is as tall
  /// as the preview wants at that width). nil before the first frame or without a canvas.
  package func fittingHeight(proposedWidth width: Double) -> Double? {
    guard let canvas = root.flatMap(Self.firstCanvas) else { return nil }
    let proposal = ProposedViewSize(width: width, height: nil)
    let heights = canvas.children.map { Double($0.sizeThatFits(proposal).height) }.filter(\.isFinite)
    return heights.max()
  }

  /// The outermost device canvas (the shell's; the user's views are inside it), depth first.
  private static func firstCanvas(_ node: Node) -> DeviceCanvasNode? {
    if let canvas = node as? DeviceCanvasNode { return canvas }
    for child in node.allChildren {
      if let found = firstCanvas(child) { return found }
    }
    return nil
  }
}
