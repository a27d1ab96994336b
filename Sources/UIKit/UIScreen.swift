import Foundation
import PlaygroundUI

/// The screen (mirrors UIKit's `UIScreen`): the preview's device when one is chosen, otherwise
/// the window, in points, with the window's scale (`PlatformScreen`).
// `@preconcurrency`: UIKit's classes come from Objective-C, whose main-actor isolation Swift 5
// code may ignore; real iOS code calls them from nonisolated helpers.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen the app runs on.
  public static let main = UIScreen()

  /// The screen in points, at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: PlatformScreen.current.size) }

  /// Pixels per point.
  public var scale: CGFloat { CGFloat(PlatformScreen.current.scale) }

  /// The screen in pixels, portrait up (as iOS reports it whatever the orientation).
  public var nativeBounds: CGRect {
    let size = PlatformScreen.current.size
    let scale = self.scale
    return CGRect(x: 0, y: 0, width: min(size.width, size.height) * scale, height: max(size.width, size.height) * scale)
  }

  public var nativeScale: CGFloat { scale }
}
