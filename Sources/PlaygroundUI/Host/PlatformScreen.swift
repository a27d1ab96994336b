import Foundation
import Synchronization

/// The screen opened code believes it runs on (`UIScreen.main` in the `UIKit` module): the
/// preview's device when the host names one, otherwise the window, as a resizable preview's
/// canvas is. The host sets `device` and `scale`; each frame records the window's size.
package final class PlatformScreen: Sendable {
  /// The process's screen: user code that asks `UIScreen.main` sees no graph.
  package static let current = PlatformScreen()

  private struct State {
    var device: (size: CGSize, scale: Double)?
    var window = CGSize(width: 390, height: 844)
    var scale = 1.0
  }

  private let state = Mutex(State())

  package init() {}

  /// The screen's size in points: the device's if the host set one, else the window's.
  package var size: CGSize { state.withLock { $0.device?.size ?? $0.window } }

  /// Pixels per point: the device's, else the window's (set by the host).
  package var scale: Double {
    get { state.withLock { $0.device?.scale ?? $0.scale } }
    set { state.withLock { $0.scale = newValue } }
  }

  /// The device the preview shows, its screen in points and its scale (nil: the window is the
  /// screen). The canvas sets it as it lays the preview out (`DeviceCanvas`).
  package var device: (size: CGSize, scale: Double)? {
    get { state.withLock { $0.device } }
    set { state.withLock { $0.device = newValue } }
  }

  /// The window's size in points at the last frame.
  package var windowSize: CGSize { state.withLock { $0.window } }

  /// Called with each frame's window size.
  package func windowDidRender(size: CGSize) {
    state.withLock { $0.window = size }
  }
}
