/// The seam between the playground and a window host (the X11 host implements the other side):
/// what the host drives — something that lays out and draws a frame, and reacts to input.
/// One concept per requirement, so another host (a test's, or a future Wayland one) needs only
/// these.
///
/// The host calls everything on the main actor from its event loop. Times are seconds on the
/// host's monotonic clock (`MonotonicClock.now()`), so animations never read a clock themselves.
@MainActor
package protocol HostScene: AnyObject {
  /// The window title; the host re-reads it after every presented frame.
  var title: String { get }
  /// Lays out for the window size (points) at time `time` and returns what to draw.
  func render(size: CGSize, time: Double) -> DisplayList
  /// True while anything animates or state changed since the last render; the loop then keeps
  /// presenting frames at 60 Hz, and blocks once it turns false.
  var needsFrame: Bool { get }
  /// The left button went down at `point` (window points).
  func pointerDown(at point: CGPoint, time: Double)
  /// The left button came up at `point` (window points).
  func pointerUp(at point: CGPoint, time: Double)
  /// The pointer moved to `point` with the left button held (sliders follow it).
  func pointerDragged(to point: CGPoint, time: Double)
  /// A key was pressed; the answer tells the host what to do next.
  func key(_ key: Key, time: Double) -> HostAction
  /// Called after each presented frame with what was drawn (traces, frame counters).
  func presented(frame: DisplayList, time: Double)
  /// A file descriptor the host watches beside the window (a pipe of news from another
  /// process), or nil.
  var inputDescriptor: Int32? { get }
  /// `inputDescriptor` is readable (or hung up): read what is there without blocking.
  func inputAvailable(time: Double)
  /// The wheel turned with the pointer at `point`: `delta` in points, positive towards the end
  /// of the content (down, right).
  func scroll(by delta: CGSize, at point: CGPoint, time: Double)
  /// The pointer moved with no button held (`onHover`), or left the window (nil).
  func pointerMoved(to point: CGPoint?, time: Double)
  /// The host's system clipboard, given once before the first frame (text fields copy and
  /// paste through it).
  func attach(clipboard: any Clipboard)
  /// The left button went down at `point` with Control or Super held: the click toggles a row
  /// of a list's selection instead of selecting only it.
  func togglingPointerDown(at point: CGPoint, time: Double)
  /// The wheel turned `steps` clicks (negative: up) with Control held at `point`: a pinch, or
  /// with Shift held too a rotation (`MagnifyGesture`, `RotateGesture`).
  func wheelGesture(steps: Double, rotates: Bool, at point: CGPoint, time: Double)
}

extension HostScene {
  /// Ignores button releases (most scenes act on press).
  package func pointerUp(at point: CGPoint, time: Double) {}
  package func pointerDragged(to point: CGPoint, time: Double) {}
  /// Does nothing; scenes that trace frames override it.
  package func presented(frame: DisplayList, time: Double) {}
  /// Watches nothing but the window.
  package var inputDescriptor: Int32? { nil }
  package func inputAvailable(time: Double) {}
  /// Ignores the wheel.
  package func scroll(by delta: CGSize, at point: CGPoint, time: Double) {}
  /// Ignores hovering.
  package func pointerMoved(to point: CGPoint?, time: Double) {}
  /// Keeps no clipboard.
  package func attach(clipboard: any Clipboard) {}
  /// Ignores pinches and rotations.
  package func wheelGesture(steps: Double, rotates: Bool, at point: CGPoint, time: Double) {}
  /// A plain press.
  package func togglingPointerDown(at point: CGPoint, time: Double) { pointerDown(at: point, time: time) }
}

/// What the scene asks the host to do after a key press.
package enum HostAction: Equatable, Sendable {
  case none
  /// Render a new frame even if `needsFrame` is false.
  case redraw
  /// End the loop with `HostOutcome.quit`.
  case quit
  /// Write the current frame to a PNG at `path` (a note goes to stderr either way).
  case screenshot(path: String)
}
