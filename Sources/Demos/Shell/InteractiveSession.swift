import PlaygroundUI

/// What a playground window shows and how it answers keys: the demos, or code opened with
/// `layout-playground open`. The host scene, `--after` scripts and screenshots work on either.
@MainActor
package protocol InteractiveSession: AnyObject {
  var graph: ViewGraph { get }
  /// The window title.
  var title: String { get }
  /// What trace lines (`"demo"`) and screenshot file names call what is shown.
  var contentName: String { get }
  /// The device and colour scheme the content is shown in (`--device`, `--color-scheme`; the
  /// `P` and `D` keys change them).
  var canvas: CanvasSettings { get set }
  /// Handles a key press; keys without a shortcut do nothing.
  func handle(_ key: Key) -> SessionAction
  /// Called after each frame the window presents.
  func didRender()
}

/// What the host should do after a key.
package enum SessionAction: Equatable, Sendable {
  case none, quit, screenshot
}

extension InteractiveSession {
  package func didRender() {}

  /// The trace line for the frame just rendered (`--trace`, see docs/trace-format.md).
  package func traceLine(time: Double, window: CGSize) -> String {
    TraceLine.json(time: time, demo: contentName, window: window, views: graph.tracedViews)
  }

  /// The shortcuts every window shares: Q and Esc quit, S takes a screenshot, M slows
  /// animations, I toggles the inspector, D switches light and dark, P the next device. Nil for
  /// any other key.
  package func handleCommonKey(_ key: Key) -> SessionAction? {
    switch key {
    case .escape: return .quit
    case .pageUp, .pageDown, .home, .end:
      graph.scroll(key: key, time: 0)
      return SessionAction.none
    case .character(let character):
      switch character.lowercased() {
      case "q": return .quit
      case "s": return .screenshot
      case "m":
        graph.slowAnimations.toggle()
        return SessionAction.none
      case "i":
        graph.toggleInspector()
        return SessionAction.none
      case "d":
        canvas.colorScheme = canvas.colorScheme == .light ? .dark : .light
        return SessionAction.none
      case "p":
        canvas.device = Device.next(after: canvas.device)
        return SessionAction.none
      default: return nil
      }
    default: return nil
    }
  }
}
