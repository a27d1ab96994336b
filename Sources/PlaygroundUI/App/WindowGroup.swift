/// A scene that presents a group of identically structured windows (mirrors SwiftUI's
/// `WindowGroup`). The playground's window is its one window; the title and identifier are
/// accepted and unused (there is no window chrome nor `openWindow` to use them).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content

  /// Creates a window group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Creates a window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Creates a window group with a text view title.
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Creates a window group with a text view title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Creates a window group with a title string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Creates a window group with a title string and an identifier.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { neverBody }

  var windowContent: (any View)? { content }
}

/// A scene that presents an interface for viewing and modifying an app's settings (mirrors
/// SwiftUI's `Settings`, a macOS scene). It compiles; the playground has no settings window, so
/// its content is not shown.
public struct Settings<Content: View>: Scene, PrimitiveScene {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { neverBody }

  var windowContent: (any View)? { nil }
}
