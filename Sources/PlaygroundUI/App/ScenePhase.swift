/// An indication of a scene's operational state (mirrors SwiftUI's `ScenePhase`). The
/// playground's one scene is always in the foreground and interactive: `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The current phase of the scene: `.active` in the playground, unless a view sets another
  /// with `.environment(\.scenePhase, …)`.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

extension View {
  /// Registers a handler to invoke when the view receives a URL for its scene or window. The
  /// playground is never sent a URL, so the handler is never called (as on a device that opens
  /// none).
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
