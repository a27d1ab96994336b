/// Identifies an alignment guide and gives its default position within a view
/// (mirrors SwiftUI's `AlignmentID`).
public protocol AlignmentID {
  /// The guide's offset from the view's origin when the view sets no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Built-in guide identities. Each is a distinct type so guides compare by type.
enum LeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
/// Views without text have their baselines at the bottom, as in SwiftUI.
enum FirstTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum LastTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
