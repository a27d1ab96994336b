/// The light or dark appearance (mirrors SwiftUI's `ColorScheme`). The playground draws light.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light
  case dark
}

/// The direction of the user interface (mirrors SwiftUI's `LayoutDirection`). The playground
/// lays out left to right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight
  case rightToLeft
}
