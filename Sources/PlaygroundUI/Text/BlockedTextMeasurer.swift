/// The text measurer of `--blocked-text`: lays every text out with `BlockedTextLayout`'s fixed
/// metric, no fonts involved, and keeps the layouts so drawing reuses what layout measured.
package final class BlockedTextMeasurer: TextMeasuring {
  private var layouts: [TextLayoutRequest: BlockedTextLayout] = [:]
  /// Layouts kept before the cache starts over (a frame's texts fit many times over).
  private let capacity: Int

  package init(capacity: Int = 8192) {
    self.capacity = capacity
  }

  package func layout(_ request: TextLayoutRequest) -> TextBox { blocked(request).box }

  /// The blocks of `request`, laid out once and kept.
  package func blocked(_ request: TextLayoutRequest) -> BlockedTextLayout {
    if let cached = layouts[request] { return cached }
    if layouts.count >= capacity { layouts.removeAll() }
    let layout = BlockedTextLayout(request)
    layouts[request] = layout
    return layout
  }
}
