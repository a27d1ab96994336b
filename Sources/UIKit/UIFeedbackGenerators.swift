import Foundation

/// Haptic feedback (mirrors UIKit's feedback generators). A desktop has no Taptic Engine: every
/// call does nothing, as on an iPhone with system haptics turned off.
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
public class UIFeedbackGenerator {
  public init() {}

  /// Readies the engine; nothing to ready here.
  public func prepare() {}
}

/// A tap of a given heaviness (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`).
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
  }

  override public convenience init() { self.init(style: .medium) }

  public func impactOccurred() {}
  public func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error taps.
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The tick of a selection changing (a picker wheel).
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  public func selectionChanged() {}
}
