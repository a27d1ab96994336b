/// Which views account for each cluster of differing pixels. A cluster goes to the changed
/// views whose before or after frame overlaps it, keeping only the innermost of them (a view
/// none of whose descendants is also among them: the text that moved rather than the stack
/// that moved with it). A cluster no changed view overlaps goes to the innermost unchanged view
/// that covers it — its pixels changed in a way the record does not see, such as a colour inside
/// a gradient — or, outside every view, is unattributed.
struct RegionAttribution {
  struct Region {
    /// `[x, y, width, height]` in canvas points, rounded to 1/1000.
    var rect: [Double]
    var pixels: Int
    /// Entries of the comparison, ascending.
    var entries: [Int]
  }

  var regions: [Region] = []
  /// Pixels attributed to each entry.
  var pixels: [Int: Int] = [:]
  var unattributedPixels = 0

  init(clusters: [DifferenceCluster], scale: Double, comparison: LayoutComparison) {
    let scale = scale > 0 ? scale : 1
    let changed = comparison.entries.indices.filter { comparison.entries[$0].isChanged }
    for cluster in clusters {
      let rect = [
        Double(cluster.minX) / scale, Double(cluster.minY) / scale, Double(cluster.maxX + 1 - cluster.minX) / scale,
        Double(cluster.maxY + 1 - cluster.minY) / scale,
      ]
      let overlapping = changed.compactMap { index -> (Int, Double)? in
        let entry = comparison.entries[index]
        let area = max(
          entry.before.map { Self.overlap($0.frame, rect) } ?? 0, entry.after.map { Self.overlap($0.frame, rect) } ?? 0)
        return area > 0 ? (index, area) : nil
      }
      // Innermost: not an ancestor of another overlapping view (linear in the views' depths).
      let enclosing = overlapping.reduce(into: Set<Int>()) { $0.formUnion(comparison.entries[$1.0].ancestors) }
      var weights: [(entry: Int, area: Double)] = overlapping.filter { !enclosing.contains($0.0) }
      if weights.isEmpty, let cover = Self.innermostCover(of: rect, in: comparison) {
        weights = [(cover, 1)]
      }
      let shares = Self.split(cluster.pixels, by: weights.map(\.area))
      for (weight, share) in zip(weights, shares) { pixels[weight.entry, default: 0] += share }
      if weights.isEmpty { unattributedPixels += cluster.pixels }
      regions.append(
        Region(rect: WhyWording.rounded(rect), pixels: cluster.pixels, entries: weights.map(\.entry).sorted()))
    }
  }

  /// The area two `[x, y, width, height]` rectangles share (0 when they only touch).
  static func overlap(_ a: [Double], _ b: [Double]) -> Double {
    guard a.count == 4, b.count == 4 else { return 0 }
    let width = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    let height = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return width > 0 && height > 0 ? width * height : 0
  }

  /// The deepest view of this run whose frame holds the whole rectangle (the one drawn last
  /// among equals), else the deepest holding its centre; nil outside every view.
  private static func innermostCover(of rect: [Double], in comparison: LayoutComparison) -> Int? {
    let tolerance = 0.001
    func holds(_ frame: [Double], _ inner: [Double]) -> Bool {
      frame.count == 4 && frame[0] <= inner[0] + tolerance && frame[1] <= inner[1] + tolerance
        && frame[0] + frame[2] >= inner[0] + inner[2] - tolerance
        && frame[1] + frame[3] >= inner[1] + inner[3] - tolerance
    }
    let centre = [rect[0] + rect[2] / 2, rect[1] + rect[3] / 2, 0, 0]
    for target in [rect, centre] {
      var best: Int?
      for (index, entry) in comparison.entries.enumerated() {
        guard let frame = entry.after?.frame, holds(frame, target) else { continue }
        if best == nil || entry.depth >= comparison.entries[best!].depth { best = index }
      }
      if let best { return best }
    }
    return nil
  }

  /// `total` split in proportion to `weights` by largest remainder: the floors first, then one
  /// more each to the largest remainders, ties to the earlier weight, so the shares add up to
  /// `total` and the same input always splits the same way.
  static func split(_ total: Int, by weights: [Double]) -> [Int] {
    let sum = weights.reduce(0, +)
    guard !weights.isEmpty else { return [] }
    guard sum > 0 else { return split(total, by: weights.map { _ in 1 }) }
    let exact = weights.map { Double(total) * $0 / sum }
    var shares = exact.map { Int($0.rounded(.down)) }
    var left = total - shares.reduce(0, +)
    let byRemainder = exact.indices.sorted { a, b in
      let (ra, rb) = (exact[a] - Double(shares[a]), exact[b] - Double(shares[b]))
      return ra != rb ? ra > rb : a < b
    }
    for index in byRemainder where left > 0 {
      shares[index] += 1
      left -= 1
    }
    return shares
  }
}
