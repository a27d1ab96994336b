import PlaygroundUI

extension WhyReport {
  /// Why `actual` differs from `baseline`: the views that changed between the two layout
  /// records and what explains each, the differing pixels clustered into regions (in points:
  /// `difference` is in device pixels of `actual.scale`), each region attributed to the
  /// innermost views that account for it, and a one-sentence summary.
  package static func explain(baseline: LayoutRecord, actual: LayoutRecord, difference: PixelDifference) -> WhyReport {
    let comparison = LayoutComparison(baseline: baseline, actual: actual)
    let attribution = RegionAttribution(
      clusters: DifferenceCluster.clusters(of: difference), scale: actual.scale, comparison: comparison)
    let entries = comparison.entries
    // Changed views, and unchanged ones whose pixels changed anyway; most pixels first, then tree order.
    let listed = entries.indices.filter { entries[$0].isChanged || attribution.pixels[$0] != nil }
      .sorted { a, b in
        let (pa, pb) = (attribution.pixels[a] ?? 0, attribution.pixels[b] ?? 0)
        return pa != pb ? pa > pb : a < b
      }
    var changeOfEntry: [Int: Int] = [:]
    for (position, entry) in listed.enumerated() { changeOfEntry[entry] = position }
    let changes = listed.map { index in
      let entry = entries[index]
      return Change(
        kinds: entry.kinds, id: entry.id, type: entry.type, label: entry.label, before: entry.before,
        after: entry.after,
        cause: entry.isChanged
          ? entry.cause
          : "its pixels changed but not its frame, text or colour: something the layout record does not "
            + "describe, such as a gradient, an image or an effect",
        pixels: attribution.pixels[index] ?? 0, movedWithParent: entry.movedWithParent)
    }
    let regions = attribution.regions.map { region in
      Region(
        rect: region.rect, pixels: region.pixels, changes: region.entries.compactMap { changeOfEntry[$0] }.sorted())
    }
    let summary = WhySummary.sentence(
      comparison: comparison, pixels: attribution.pixels, unattributedPixels: attribution.unattributedPixels,
      differingPixels: difference.count)
    return WhyReport(
      summary: summary, changes: changes, regions: regions, unattributedPixels: attribution.unattributedPixels)
  }
}
