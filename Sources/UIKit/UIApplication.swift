import Foundation

/// The running app (mirrors UIKit's `UIApplication`). The playground is not iOS: opening a URL
/// logs one line and does nothing; actions sent to the responder chain (the usual way to hide
/// the keyboard) do nothing.
@MainActor
public final class UIApplication: UIResponder {
  /// The app.
  public static let shared = UIApplication()

  override private init() {}

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

  /// The badge on the app's icon; kept, never shown.
  public var applicationIconBadgeNumber = 0

  /// Whether the app keeps the screen awake; kept, with no effect.
  public var isIdleTimerDisabled = false

  /// The app's state: always active while a preview shows.
  public var applicationState: State { .active }

  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// The URL of the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"
}
