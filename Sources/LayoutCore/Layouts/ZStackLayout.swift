/// Overlays subviews, aligning them on both axes (mirrors SwiftUI's `ZStackLayout`).
///
/// The stack sizes itself from the subviews with the highest layout priority only: it is as
/// large as their aligned union for its proposal. When placing, every subview is proposed the
/// stack's size, so a lower-priority subview (a background colour, a long label) fits that
/// size or overflows it but never grows the stack (docs/layout-semantics.md, “ZStack”).
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  /// The subviews that decide the size: those of the highest priority.
  private func leaders(_ subviews: Subviews) -> [LayoutSubview] {
    guard let top = subviews.map(\.priority).max() else { return [] }
    return subviews.filter { $0.priority == top }
  }

  /// Where the alignment line lies in the aligned union of `dimensions` (the largest guide
  /// on each axis), and the union's size. An infinite dimension makes the union infinite in
  /// it, as in SwiftUI (a flexible child proposed ∞), instead of the NaN of ∞ − ∞.
  private func union(_ dimensions: [ViewDimensions]) -> (line: CGPoint, size: CGSize) {
    func axis(_ guides: [CGFloat], _ lengths: [CGFloat]) -> (line: CGFloat, length: CGFloat) {
      if lengths.contains(.infinity) { return (0, .infinity) }
      let line = guides.filter(\.isFinite).max() ?? 0
      var lowest: CGFloat = 0
      var highest: CGFloat = 0
      for (guide, length) in zip(guides, lengths) where guide.isFinite {
        lowest = min(lowest, line - guide)
        highest = max(highest, line - guide + length)
      }
      // The union starts at its topmost/leading child: the line is measured from there.
      return (line - lowest, highest - lowest)
    }
    let x = axis(dimensions.map { $0[alignment.horizontal] }, dimensions.map(\.width))
    let y = axis(dimensions.map { $0[alignment.vertical] }, dimensions.map(\.height))
    return (CGPoint(x: x.line, y: y.line), CGSize(width: x.length, height: y.length))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    union(leaders(subviews).map { $0.dimensions(in: proposal) }).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let offered = ProposedViewSize(bounds.size)
    let (line, size) = union(leaders(subviews).map { $0.dimensions(in: offered) })
    let unit = ViewDimensions(size: CGSize(width: 1, height: 1))
    let slackX = (bounds.width - size.width) * alignment.horizontal.defaultValue(in: unit)
    let slackY = (bounds.height - size.height) * alignment.vertical.defaultValue(in: unit)
    for subview in subviews {
      let dimensions = subview.dimensions(in: offered)
      let x = bounds.minX + (slackX.isFinite ? slackX : 0) + line.x - dimensions[alignment.horizontal]
      let y = bounds.minY + (slackY.isFinite ? slackY : 0) + line.y - dimensions[alignment.vertical]
      subview.place(at: CGPoint(x: x, y: y), proposal: offered)
    }
  }
}
