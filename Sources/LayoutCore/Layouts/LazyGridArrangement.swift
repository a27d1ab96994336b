/// The layout behind `LazyVGrid` (columns, growing downwards) and `LazyHGrid` (rows, growing to
/// the right), with SwiftUI's documented track sizing:
///
/// - the proposed length across the growth axis, minus the spacing between items, goes first to
///   `.fixed` items; the rest is shared in order among the other items, each offered an equal
///   share of what remains, clamped to its `.flexible` range;
/// - an `.adaptive(minimum:maximum:)` item becomes as many tracks of at least `minimum` as fit in
///   its share (at least one), which divide the share equally (up to `maximum` each);
/// - cells fill the tracks in order; each line (a row of a `LazyVGrid`) is as long as its
///   longest cell, lines are `spacing` apart (8 by default), and a cell is aligned in its area by
///   its item's alignment, else the grid's.
///
/// With no length proposed across, a flexible or adaptive track takes its widest cell (at least
/// its minimum). Every cell is built: nothing here is lazy.
package struct LazyGridArrangement: Layout {
  package var axis: Axis
  package var items: [GridItem]
  package var alignment: Alignment
  package var spacing: CGFloat?

  /// `axis` is the axis the grid grows along: `.vertical` for `LazyVGrid`.
  package init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
    self.axis = axis
    self.items = items
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A resolved track across the growth axis.
  package struct Track: Equatable {
    package var length: CGFloat
    /// Space after this track.
    package var spacing: CGFloat
    package var alignment: Alignment?
  }

  /// More adaptive tracks than this are not made, however small their minimum.
  static let mostAdaptiveTracks = 10_000

  /// The tracks for a length across (`nil`: unspecified), given the cells' ideal lengths across.
  package func tracks(across available: CGFloat?, idealLengths: [CGFloat] = []) -> [Track] {
    let gap: (GridItem) -> CGFloat = { $0.spacing ?? ViewSpacing.defaultValue }
    guard let available, available.isFinite else {
      // No length to share: flexible and adaptive tracks take their widest cell.
      let widest = idealLengths.max() ?? 0
      return items.map { item in
        switch item.size {
        case .fixed(let length): Track(length: length, spacing: gap(item), alignment: item.alignment)
        case .flexible(let lo, let hi), .adaptive(let lo, let hi):
          Track(length: min(max(widest, lo), max(lo, hi)), spacing: gap(item), alignment: item.alignment)
        }
      }
    }
    let spacingTotal: CGFloat = items.dropLast().map(gap).reduce(0, +)
    var fixedTotal: CGFloat = 0
    var left = 0
    for item in items {
      if case .fixed(let length) = item.size { fixedTotal += length } else { left += 1 }
    }
    var remaining = max(0, available - spacingTotal - fixedTotal)
    var result: [Track] = []
    for item in items {
      switch item.size {
      case .fixed(let length):
        result.append(Track(length: length, spacing: gap(item), alignment: item.alignment))
      case .flexible(let lo, let hi):
        let length = min(max(remaining / CGFloat(left), lo), max(lo, hi))
        result.append(Track(length: length, spacing: gap(item), alignment: item.alignment))
        remaining = max(0, remaining - length)
        left -= 1
      case .adaptive(let lo, let hi):
        let share = remaining / CGFloat(left)
        let spacing = gap(item)
        // A minimum of 0 with no spacing fits any number of tracks (0 / 0); code that computes
        // its minimum from a first, empty layout asks for it. One track then, not a trap.
        let fitting = ((share + spacing) / (max(lo, 0) + spacing)).rounded(.down)
        let count = fitting.isFinite ? max(1, Int(min(fitting, CGFloat(Self.mostAdaptiveTracks)))) : 1
        let length = min(max((share - spacing * CGFloat(count - 1)) / CGFloat(count), lo), max(lo, hi))
        for _ in 0..<count { result.append(Track(length: length, spacing: spacing, alignment: item.alignment)) }
        remaining = max(0, remaining - length * CGFloat(count) - spacing * CGFloat(count - 1))
        left -= 1
      }
    }
    return result
  }

  struct Solution {
    var tracks: [Track]
    /// Length of each line along the growth axis.
    var lines: [CGFloat]
    var lineSpacing: CGFloat

    var acrossLength: CGFloat {
      tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
    }
    var alongLength: CGFloat { lines.reduce(0, +) + lineSpacing * CGFloat(max(0, lines.count - 1)) }
  }

  private func proposal(across: CGFloat, along: CGFloat?) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: across, height: along) : ProposedViewSize(width: along, height: across)
  }

  func solve(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Solution {
    let across = axis.orthogonal
    let ideals = proposal[across] == nil ? subviews.map { $0.sizeThatFits(.unspecified)[across] } : []
    let tracks = tracks(across: proposal[across], idealLengths: ideals)
    var lines: [CGFloat] = []
    if !tracks.isEmpty {
      var start = 0
      while start < subviews.count {
        let end = min(start + tracks.count, subviews.count)
        lines.append(
          (start..<end).map { index in
            subviews[index].sizeThatFits(self.proposal(across: tracks[index - start].length, along: nil))[axis]
          }.max() ?? 0)
        start = end
      }
    }
    return Solution(tracks: tracks, lines: lines, lineSpacing: spacing ?? ViewSpacing.defaultValue)
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let solution = solve(proposal, subviews)
    return CGSize(solution.alongLength, solution.acrossLength, in: axis)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let solution = solve(proposal, subviews)
    guard !solution.tracks.isEmpty else {
      for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
      return
    }
    // The tracks as a block, aligned across within the bounds (they may be narrower).
    let block = solution.acrossLength
    let unit = ViewDimensions(size: CGSize(width: 1, height: 1))
    let fraction = axis == .vertical ? unit[alignment.horizontal] : unit[alignment.vertical]
    var acrossOffsets: [CGFloat] = []
    var offset = (bounds.size[axis.orthogonal] - block) * min(1, max(0, fraction))
    for track in solution.tracks {
      acrossOffsets.append(offset)
      offset += track.length + track.spacing
    }
    var along: CGFloat = 0
    for (line, length) in solution.lines.enumerated() {
      for column in solution.tracks.indices {
        let index = line * solution.tracks.count + column
        guard index < subviews.count else { break }
        let track = solution.tracks[column]
        let cellProposal = self.proposal(across: track.length, along: nil)
        let dimensions = subviews[index].dimensions(in: cellProposal)
        let areaSize = CGSize(length, track.length, in: axis)
        let area = ViewDimensions(size: areaSize)
        let cellAlignment = track.alignment ?? alignment
        let origin =
          axis == .vertical
          ? CGPoint(x: acrossOffsets[column], y: along) : CGPoint(x: along, y: acrossOffsets[column])
        let x = bounds.minX + origin.x + area[cellAlignment.horizontal] - dimensions[cellAlignment.horizontal]
        let y = bounds.minY + origin.y + area[cellAlignment.vertical] - dimensions[cellAlignment.vertical]
        subviews[index].place(at: CGPoint(x: x, y: y), proposal: cellProposal)
      }
      along += length + solution.lineSpacing
    }
  }
}
