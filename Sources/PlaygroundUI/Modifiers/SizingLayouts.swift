/// `fixedSize` and `aspectRatio`: layouts over one subview that change what it is proposed.

/// Proposes the subview its ideal size (nil) on the fixed axes (SwiftUI's `fixedSize`).
struct FixedSizeLayout: Layout {
  var horizontal: Bool
  var vertical: Bool

  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: inner(proposal))
    }
  }
}

/// Proposes the subview the largest (`fit`) or smallest (`fill`) size of the ratio that fits in,
/// or covers, the proposal; with no ratio given, the subview's ideal size's ratio.
struct AspectRatioLayout: Layout {
  var ratio: CGFloat?
  var contentMode: ContentMode

  private func inner(_ proposal: ProposedViewSize, _ subview: LayoutSubview) -> ProposedViewSize {
    let ideal = subview.sizeThatFits(.unspecified)
    let ratio =
      self.ratio ?? (ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite ? ideal.width / ideal.height : 1)
    guard ratio > 0, ratio.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      // No space proposed: the ideal width (or height) decides the other.
      if ideal.width > 0 { return ProposedViewSize(width: ideal.width, height: ideal.width / ratio) }
      return ProposedViewSize(width: ideal.height * ratio, height: ideal.height)
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (let width?, let height?):
      // Infinite sides fit any finite one: take the finite side.
      if !width.isFinite && !height.isFinite { return proposal }
      if !width.isFinite { return ProposedViewSize(width: height * ratio, height: height) }
      if !height.isFinite { return ProposedViewSize(width: width, height: width / ratio) }
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let widthBound = byWidth.height <= height
      switch contentMode {
      case .fit: return ProposedViewSize(widthBound ? byWidth : byHeight)
      case .fill: return ProposedViewSize(widthBound ? byHeight : byWidth)
      }
    }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let subview = subviews.first else { return .zero }
    return subview.sizeThatFits(inner(proposal, subview))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: inner(proposal, subview))
    }
  }
}

/// How a view fills its space when an aspect ratio is kept (mirrors SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

extension View {
  /// Sizes the view at its ideal size on both axes, whatever it is offered.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Sizes the view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    LayoutModifierView(
      layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), content: self, role: .modifier)
  }

  /// Keeps the view at `aspectRatio` (width / height; nil: its ideal size's), fitting or
  /// filling what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    let valid = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return LayoutModifierView(
      layout: AspectRatioLayout(ratio: valid, contentMode: contentMode), content: self, role: .modifier)
  }

  /// Keeps the view at the aspect ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
  }

  /// Scales the view to fit what it is offered, keeping its ideal aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill what it is offered, keeping its ideal aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
