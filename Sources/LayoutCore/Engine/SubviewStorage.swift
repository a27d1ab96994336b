/// The items behind one container's `LayoutSubviews`, and the placements recorded for them
/// during `placeSubviews`.
final class SubviewStorage {
  var items: ContiguousArray<any LayoutItem>
  /// Recorded placements; `nil` until the subview is placed in the current pass.
  var placements: ContiguousArray<Placement?>
  /// True only while the layout's `placeSubviews` runs: `place` elsewhere is a contract error.
  var isPlacing = false
  /// Set when `place` is called outside `placeSubviews`.
  var strayPlacement = false

  init(items: ContiguousArray<any LayoutItem>) {
    self.items = items
    self.placements = ContiguousArray(repeating: nil, count: items.count)
  }

  func recordPlacement(_ index: Int, _ placement: Placement) {
    guard isPlacing else {
      strayPlacement = true
      return
    }
    placements[index] = placement
  }

  func beginPlacing() {
    for i in placements.indices { placements[i] = nil }
    isPlacing = true
  }
}
