/// The light or dark appearance (mirrors SwiftUI's `ColorScheme`). The playground draws light.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light
  case dark
}
