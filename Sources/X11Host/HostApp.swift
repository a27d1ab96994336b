import CX11
import Foundation
import PlaygroundUI

/// The X11 host as the executable uses it: opens the display and window, then runs a scene.
///
/// Two steps, because a scene needs the host's text measurer before it exists:
/// ```swift
/// let app = try HostApp(windowSize: CGSize(width: 960, height: 640))
/// let scene = MyScene(measurer: app.measurer)
/// app.onFirstFrame = { print("READY \(app.windowID)") }
/// exit(app.run(scene).exitStatus)
/// ```
/// or in one call with `HostApp.run(windowSize:makeScene:)`.
@MainActor
package final class HostApp {
  /// The connection; `display.name` is the display actually opened.
  package let display: X11Display
  /// The text measurer scenes lay out with (same fonts and scale as drawing).
  package let measurer: PangoTextMeasurer
  /// The renderer frames go through; also renders offscreen for screenshots.
  package let renderer: Renderer
  /// Logical points → device pixels: the caller's scale, else `Xft.dpi` / 96.
  package var scale: Double { measurer.scale }
  /// The X window id (what `xdotool` and `xwd -id` take).
  package var windowID: UInt { window.id }
  /// Called once, right after the first frame reached the window (the server has processed it).
  package var onFirstFrame: (() -> Void)?
  /// What the last `run` did (frames, expose copies, resizes, wakeups).
  package private(set) var statistics = LoopStatistics()

  let window: X11Window
  private let buffer: BackBuffer

  /// Opens the display (`displayName`, else `$DISPLAY`) and creates the window, unmapped.
  ///
  /// Throws `HostError` whose description is one sentence for the user.
  package init(
    windowSize: CGSize, scale: Double? = nil, displayName: String? = nil,
    title: String = "Layout Playground", minimumSize: CGSize = CGSize(width: 240, height: 160)
  ) throws {
    display = try X11Display(name: displayName)
    let resolvedScale = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? display.resourceScale
    measurer = PangoTextMeasurer(display: display, scale: resolvedScale)
    try measurer.requireFonts()
    renderer = Renderer(display: display, measurer: measurer)
    func pixels(_ points: CGFloat) -> Int {
      let value = (Double(points) * resolvedScale).rounded()
      return value.isFinite ? max(1, min(Int(value), 16384)) : 1
    }
    window = X11Window(
      display: display, width: pixels(windowSize.width), height: pixels(windowSize.height),
      minWidth: pixels(minimumSize.width), minHeight: pixels(minimumSize.height), title: title)
    buffer = BackBuffer(display: display, width: pixels(windowSize.width), height: pixels(windowSize.height))
  }

  /// Maps the window and runs the event loop until it ends; prints one sentence if the server
  /// or the window went away, nothing otherwise.
  package func run(_ scene: HostScene) -> HostOutcome {
    let loop = EventLoop(display: display, window: window, buffer: buffer, renderer: renderer, scene: scene)
    loop.onFirstFrame = onFirstFrame
    let outcome = loop.run()
    statistics = loop.statistics
    if outcome == .connectionLost {
      standardErrorLine(
        "layout-playground: lost the connection to the X server (display \(display.name)); exiting.")
    } else if outcome == .windowDestroyed {
      standardErrorLine("layout-playground: the window was destroyed by another X client; exiting.")
    }
    return outcome
  }

  // MARK: - Frames without the event loop

  /// Maps the window and waits (up to `timeout` seconds) until the server has exposed it, so
  /// that copies to it do real work. For callers that present frames themselves (`bench-frames`)
  /// instead of running the loop; returns false if no Expose came.
  package func mapAndWaitForExpose(timeout: Double = 2) -> Bool {
    window.map()
    let deadline = MonotonicClock.now() + timeout
    var event = XEvent()
    while !display.isConnectionLost && MonotonicClock.now() < deadline {
      guard XPending(display.raw) > 0 else {
        var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 20)
        continue
      }
      XNextEvent(display.raw, &event)
      if event.type == Expose { return true }
    }
    return false
  }

  /// One frame of the event loop's drawing path, synchronously: draws `list` into the back
  /// buffer, copies it to the window and waits until the server has done all of it.
  package func presentAndWait(_ list: DisplayList) {
    renderer.draw(list, into: buffer)
    buffer.present(renderer.lastDamage, to: window.id, gc: window.gc)
    display.sync()
  }

  /// Opens a window, builds the scene with the host's measurer, runs it, and returns the exit
  /// status. Errors are printed to stderr as one sentence (status 1).
  package static func run(
    windowSize: CGSize, scale: Double? = nil, displayName: String? = nil,
    onFirstFrame: ((UInt) -> Void)? = nil, makeScene: (PangoTextMeasurer) -> HostScene
  ) -> Int32 {
    let app: HostApp
    do {
      app = try HostApp(windowSize: windowSize, scale: scale, displayName: displayName)
    } catch {
      standardErrorLine("layout-playground: \(error)")
      return 1
    }
    let scene = makeScene(app.measurer)
    if let onFirstFrame {
      let id = app.windowID
      app.onFirstFrame = { onFirstFrame(id) }
    }
    return app.run(scene).exitStatus
  }
}
