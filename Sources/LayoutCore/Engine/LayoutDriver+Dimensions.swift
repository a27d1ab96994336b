extension LayoutDriver {
  /// The container's size for `proposal` and the guides its layout sets through
  /// `explicitAlignment(of:…)` (by default, its subviews' merged), asked in bounds at the
  /// origin, so a parent aligning the container sees them (as in SwiftUI).
  package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    for entry in dimensionsMemo where entry.proposal == proposal { return entry.dimensions }
    let size = sizeThatFits(proposal)
    let bounds = CGRect(origin: .zero, size: size)
    var dimensions = ViewDimensions(size: size)
    for guide in KnownGuides.shared.horizontal {
      if let value = explicitAlignment(of: guide, in: bounds, proposal: proposal), value.isFinite {
        dimensions = dimensions.setting(guide, to: value)
      }
    }
    for guide in KnownGuides.shared.vertical {
      if let value = explicitAlignment(of: guide, in: bounds, proposal: proposal), value.isFinite {
        dimensions = dimensions.setting(guide, to: value)
      }
    }
    if dimensionsMemo.count >= 8 { dimensionsMemo.removeFirst() }
    dimensionsMemo.append((proposal, dimensions))
    return dimensions
  }
}
