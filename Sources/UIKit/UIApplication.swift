import Foundation
import PlaygroundUI

// The running app (UIKit's `UIApplication`; the class itself is PlaygroundUI's, which app
// delegates name). The playground is not iOS: opening a URL logs one line and does nothing;
// actions sent to the responder chain (the usual way to hide the keyboard) do nothing.
extension UIApplication {
  /// Options for `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Says on standard error that the URL would open on iOS, and calls `completion` with false.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    FileHandle.standardError.write(
      Data("layout-playground: UIApplication.open(\(url.absoluteString)) does nothing here\n".utf8))
    completion?(false)
  }

  /// Whether an app could open the URL: none can here.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Sends an action up the responder chain; there is none, so nothing receives it (false).
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    false
  }

  private static var badgeNumber = 0
  private static var idleTimerDisabled = false

  /// The badge on the app's icon; kept, never shown.
  public var applicationIconBadgeNumber: Int {
    get { Self.badgeNumber }
    set { Self.badgeNumber = newValue }
  }

  /// Whether the app keeps the screen awake; kept, with no effect.
  public var isIdleTimerDisabled: Bool {
    get { Self.idleTimerDisabled }
    set { Self.idleTimerDisabled = newValue }
  }

  /// The app's state: always active while a preview shows.
  public var applicationState: State { .active }

  /// An app's running states.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The URL of the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"
}
