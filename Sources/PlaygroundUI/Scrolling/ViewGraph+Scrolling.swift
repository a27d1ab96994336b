extension ViewGraph {
  /// The mouse wheel (or a trackpad) at `point`: scrolls the innermost scroll view there that can
  /// move by `delta` (points; positive towards the end of the content).
  package func scroll(by delta: CGSize, at point: CGPoint, time: Double) {
    scrolling.scroll(by: delta, at: point)
  }

  /// Page Up, Page Down, Home and End scroll the scroll view under the pointer, else the largest
  /// one on screen. False when the key scrolls nothing.
  @discardableResult
  package func scroll(key: Key, time: Double) -> Bool {
    scrolling.scroll(key: key)
  }
}
