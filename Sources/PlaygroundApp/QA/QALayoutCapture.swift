import PlaygroundUI

/// The frame's `LayoutRecord` (layout.json).
enum QALayoutCapture {
  @MainActor
  static func record(_ graph: ViewGraph, size: CGSize, scale: Double) -> LayoutRecord {
    // LAYOUT RECORD CALL SITE: `LayoutRecord.capture(...)` is being added to PlaygroundUI on
    // main; until it is merged the record holds the canvas alone, no views.
    LayoutRecord(size: [Double(size.width), Double(size.height)], scale: scale, views: [])
  }
}
