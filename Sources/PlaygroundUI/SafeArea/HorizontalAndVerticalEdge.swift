/// An edge on the horizontal axis (mirrors SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading
  case trailing
}

/// An edge on the vertical axis (mirrors SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top
  case bottom
}
