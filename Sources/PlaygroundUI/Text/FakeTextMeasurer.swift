/// A deterministic measurer for tests (Ahem-style): every character is 0.6 em wide, ascent
/// 0.8 em, descent 0.2 em. It counts its calls so tests can check caching.
package final class FakeTextMeasurer: TextMeasuring {
  package private(set) var calls = 0

  package init() {}

  package func measure(_ text: String, font: FontDescriptor) -> TextMetrics {
    calls += 1
    let em = font.size
    return TextMetrics(width: CGFloat(text.count) * em * 0.6, ascent: em * 0.8, descent: em * 0.2)
  }
}
