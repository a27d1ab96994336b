/// The light or dark appearance (mirrors SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light
  case dark
}
