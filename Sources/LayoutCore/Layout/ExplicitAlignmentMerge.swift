/// The default `explicitAlignment`: a container's guide is its subviews' explicit values for
/// that guide, where the layout places them, merged (a stack of texts has its texts' baselines,
/// and a stack aligning by one sees through the containers between).
///
/// Subviews that set no explicit value for the guide take no part; with none, the container
/// sets none either. The first text baseline is the topmost of its subviews', the last the
/// lowest; any other guide is their average.
extension Layout {
  func mergedExplicitAlignment(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache,
    family: GuideFamily, value: (ViewDimensions) -> CGFloat?, merge: GuideMerge
  ) -> CGFloat? {
    guard subviews.storage.anyItemMayHaveExplicitGuides(in: family) else { return nil }
    let placements = subviews.storage.scratchPlacements(bounds: bounds, proposal: proposal) { scratch in
      placeSubviews(in: bounds, proposal: proposal, subviews: scratch, cache: &cache)
    }
    var result: CGFloat?
    var count = 0
    for index in subviews.indices {
      let item = subviews.storage.items[index]
      let placement =
        placements[index]
        ?? Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
      let dimensions = item.dimensions(in: placement.proposal)
      guard let own = value(dimensions), own.isFinite else { continue }
      let frame = placement.frame(for: dimensions.size)
      let position = (family == .horizontal ? frame.minX : frame.minY) + own
      guard position.isFinite else { continue }
      switch merge {
      case .minimum: result = min(result ?? position, position)
      case .maximum: result = max(result ?? position, position)
      case .average: result = ((result ?? 0) * CGFloat(count) + position) / CGFloat(count + 1)
      }
      count += 1
    }
    return result
  }
}

/// How a container combines its subviews' explicit values for one guide.
enum GuideMerge {
  case minimum, maximum, average

  init(_ guide: VerticalAlignment) {
    if guide == .firstTextBaseline {
      self = .minimum
    } else if guide == .lastTextBaseline {
      self = .maximum
    } else {
      self = .average
    }
  }
}

extension SubviewStorage {
  /// Where the layout would place the subviews in `bounds`, without placing them: recorded in a
  /// storage of their own, and kept until the items or the layout change.
  func scratchPlacements(
    bounds: CGRect, proposal: ProposedViewSize, place: (LayoutSubviews) -> Void
  ) -> [Placement?] {
    if let scratch, scratch.bounds == bounds, scratch.proposal == proposal { return scratch.placements }
    let storage = SubviewStorage(items: items)
    storage.beginPlacing()
    place(LayoutSubviews(storage: storage, range: 0..<items.count))
    storage.isPlacing = false
    let placements = Array(storage.placements)
    scratch = ScratchPlacements(bounds: bounds, proposal: proposal, placements: placements)
    return placements
  }
}

/// Where a layout would place its subviews in one bounds for one proposal (`scratchPlacements`).
final class ScratchPlacements {
  let bounds: CGRect
  let proposal: ProposedViewSize
  let placements: [Placement?]

  init(bounds: CGRect, proposal: ProposedViewSize, placements: [Placement?]) {
    self.bounds = bounds
    self.proposal = proposal
    self.placements = placements
  }
}
