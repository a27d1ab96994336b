/// Overlays subviews, aligning them on both axes (mirrors SwiftUI's `ZStackLayout`).
///
/// Every subview is offered the whole proposal; the stack is as large as the aligned union.
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// Each subview's size and its offset within the aligned union, plus the union's size.
  private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews)
    -> (sizes: [CGSize], offsets: [CGPoint], size: CGSize)
  {
    let dimensions = subviews.map { $0.dimensions(in: proposal) }
    let guidesX = dimensions.map { $0[alignment.horizontal] }
    let guidesY = dimensions.map { $0[alignment.vertical] }
    let lineX = guidesX.max() ?? 0
    let lineY = guidesY.max() ?? 0
    let offsets = dimensions.indices.map { CGPoint(x: lineX - guidesX[$0], y: lineY - guidesY[$0]) }
    var width: CGFloat = 0
    var height: CGFloat = 0
    for (i, d) in dimensions.enumerated() {
      width = max(width, offsets[i].x + d.width)
      height = max(height, offsets[i].y + d.height)
    }
    return (dimensions.map(\.size), offsets, CGSize(width: width, height: height))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrangement(proposal, subviews).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let (_, offsets, size) = arrangement(proposal, subviews)
    let unit = ViewDimensions(size: CGSize(width: 1, height: 1))
    let slackX = (bounds.width - size.width) * alignment.horizontal.defaultValue(in: unit)
    let slackY = (bounds.height - size.height) * alignment.vertical.defaultValue(in: unit)
    for (i, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + offsets[i].x + slackX, y: bounds.minY + offsets[i].y + slackY),
        proposal: proposal)
    }
  }
}
