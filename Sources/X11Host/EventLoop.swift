import CX11
import Foundation
import PlaygroundUI

/// What the event loop has done, for tests and benchmarks.
package struct LoopStatistics: Equatable, Sendable {
  /// Frames rendered and copied to the window.
  package var framesPresented = 0
  /// Expose events answered by copying the back buffer, without rendering.
  package var exposeCopies = 0
  /// Size changes acted on (at most one per drained batch).
  package var resizes = 0
  /// Times the loop woke from `poll` (or skipped it because events were queued).
  package var wakeups = 0
  /// X events read from the queue (including ignored ones).
  package var eventsDrained = 0
}

/// The host's loop: blocks on the X connection when idle, presents at 60 Hz while the scene
/// animates, and coalesces each drained batch of events (docs/architecture.md, “Event loop”).
@MainActor
final class EventLoop {
  private let display: X11Display
  private let window: X11Window
  private let buffer: BackBuffer
  private let renderer: Renderer
  private let scene: HostScene
  /// The CLIPBOARD selection, which the window owns after a copy (X11Clipboard.swift).
  private let clipboard: X11Clipboard
  private(set) var statistics = LoopStatistics()
  var onFirstFrame: (() -> Void)?

  private var pacer = FramePacer()
  /// Set by the first Expose; nothing is drawn before the window can show it.
  private var exposed = false
  /// Cleared by UnmapNotify (iconified): animations then stop costing frames until mapped again.
  private var visible = true
  private var dirty = true

  init(display: X11Display, window: X11Window, buffer: BackBuffer, renderer: Renderer, scene: HostScene) {
    self.display = display
    self.window = window
    self.buffer = buffer
    self.renderer = renderer
    self.scene = scene
    clipboard = X11Clipboard(display: display, window: window.id)
    scene.attach(clipboard: clipboard)
  }

  /// Runs until the scene quits, the window is closed, or the server goes away.
  func run() -> HostOutcome {
    window.map()
    while true {
      if display.isConnectionLost { return .connectionLost }
      // Work queued on the main queue before the loop or by the last frame runs first.
      MainQueue.drain()
      wait()
      var batch = EventBatch()
      var event = XEvent()
      while !display.isConnectionLost && XPending(display.raw) > 0 {
        XNextEvent(display.raw, &event)
        if clipboard.handle(&event) || KeyboardMapping.refresh(&event) { continue }
        batch.add(InputEvent.translate(&event, closeAtom: window.deleteWindowAtom))
      }
      if display.isConnectionLost { return .connectionLost }
      // Timers due by now fire before the batch is handled, so what they change is drawn.
      PlaygroundTimers.shared.advance(to: MonotonicClock.now())
      statistics.eventsDrained += batch.count
      if let outcome = handle(batch, now: MonotonicClock.now()) { return outcome }
    }
  }

  /// Blocks until the X fd is readable or the next frame is due.
  private func wait() {
    statistics.wakeups += 1
    let now = MonotonicClock.now()
    let animating = exposed && visible && (dirty || scene.needsFrame)
    var timeout: Int32 = animating ? pacer.timeoutMilliseconds(at: now) : -1
    // Wake for the next timer: the playground's (`Timer.publish`) and the main run loop's
    // (OpenCombine's `RunLoop` scheduler, `Timer.scheduledTimer`), which this loop also runs.
    let deadlines = [
      PlaygroundTimers.shared.nextDeadline.map { $0 - now },
      MainQueue.runMainRunLoop().map { $0.timeIntervalSinceNow },
    ]
    for case let seconds? in deadlines {
      let milliseconds = Int32(min(3_600_000, max(0, (seconds * 1000).rounded(.up))))
      timeout = timeout < 0 ? milliseconds : min(timeout, milliseconds)
    }
    // Events Xlib has already read into its queue will not make the fd readable (st's note).
    // XPending also flushes our requests before we sleep.
    if XPending(display.raw) > 0 || display.isConnectionLost { timeout = 0 }
    guard timeout != 0 else { return }
    // The X connection, the main queue (when this loop runs it), and the scene's input.
    var descriptors = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)]
    let mainQueue = MainQueue.descriptor.map { _ in descriptors.count }
    if let fd = MainQueue.descriptor { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
    let input = scene.inputDescriptor.map { _ in descriptors.count }
    if let fd = scene.inputDescriptor { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
    // EINTR just means: look again. Only the wait itself is not work (for the hang watchdog).
    MainThreadActivity.waiting()
    let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
    MainThreadActivity.working()
    guard ready > 0 else { return }
    if let mainQueue, descriptors[mainQueue].revents != 0 { MainQueue.drain() }
    if let input, descriptors[input].revents != 0 { scene.inputAvailable(time: MonotonicClock.now()) }
  }

  /// Acts on one batch; returns an outcome when the loop should end.
  private func handle(_ batch: EventBatch, now: Double) -> HostOutcome? {
    if batch.destroyed {
      window.isDestroyed = true
      return .windowDestroyed
    }
    if batch.closeRequested { return .windowClosed }
    if let size = batch.size, size != buffer.size {
      buffer.resize(width: size.width, height: size.height)
      statistics.resizes += 1
      dirty = true
    }
    if let mapped = batch.mapped { visible = mapped }
    var exposePending = false
    if batch.exposed {
      exposed = true
      exposePending = true
    }
    for input in batch.inputs {
      switch input {
      case .pointer(let down, let x, let y):
        let point = CGPoint(x: Double(x) / renderer.scale, y: Double(y) / renderer.scale)
        if down { scene.pointerDown(at: point, time: now) } else { scene.pointerUp(at: point, time: now) }
      case .togglingPress(let x, let y):
        scene.togglingPointerDown(at: CGPoint(x: Double(x) / renderer.scale, y: Double(y) / renderer.scale), time: now)
      case .dragged(let x, let y):
        scene.pointerDragged(to: CGPoint(x: Double(x) / renderer.scale, y: Double(y) / renderer.scale), time: now)
      case .hovered(let x, let y):
        scene.pointerMoved(to: CGPoint(x: Double(x) / renderer.scale, y: Double(y) / renderer.scale), time: now)
      case .left:
        scene.pointerMoved(to: nil, time: now)
      case .key(let key):
        switch scene.key(key, time: now) {
        case .none: break
        case .redraw: dirty = true
        case .quit: return .quit
        case .screenshot(let path): saveScreenshot(to: path)
        }
      case .scrolled(let dx, let dy, let x, let y):
        scene.scroll(
          by: CGSize(width: Double(dx) * Self.wheelStep, height: Double(dy) * Self.wheelStep),
          at: CGPoint(x: Double(x) / renderer.scale, y: Double(y) / renderer.scale), time: now)
      case .wheelGesture(let steps, let rotates, let x, let y):
        scene.wheelGesture(
          steps: Double(steps), rotates: rotates,
          at: CGPoint(x: Double(x) / renderer.scale, y: Double(y) / renderer.scale), time: now)
      default:
        break
      }
    }
    if exposed && visible && (dirty || scene.needsFrame) && pacer.isDue(at: now) {
      present(at: now, afterExpose: exposePending)
    } else if exposePending {
      // Damage only: the back buffer still holds the last frame.
      buffer.present(to: window.id, gc: window.gc)
      statistics.exposeCopies += 1
    }
    return nil
  }

  /// Renders the scene into the back buffer and copies it to the window.
  private func present(at now: Double, afterExpose: Bool) {
    let size = CGSize(
      width: Double(buffer.size.width) / renderer.scale,
      height: Double(buffer.size.height) / renderer.scale)
    let frame = scene.render(size: size, time: now)
    renderer.draw(frame, into: buffer)
    // The window shows the previous frame: only what changed is copied (all of it after an
    // expose, which may have cleared any part of the window).
    if afterExpose {
      buffer.present(to: window.id, gc: window.gc)
    } else {
      buffer.present(renderer.lastDamage, to: window.id, gc: window.gc)
    }
    dirty = false
    pacer.didPresent(at: now)
    statistics.framesPresented += 1
    MainThreadActivity.presentedFrame()
    window.setTitle(scene.title)
    scene.presented(frame: frame, time: now)
    if statistics.framesPresented == 1, let onFirstFrame {
      // Once the server has drawn it: what "first frame on screen" (start-up time) means.
      display.sync()
      onFirstFrame()
    }
  }

  private func saveScreenshot(to path: String) {
    guard
      let image = ImageReadback.read(
        display, drawable: buffer.pixmap, width: buffer.size.width, height: buffer.size.height)
    else { return }
    do {
      try PNGWriter.write(image, to: path)
      standardErrorLine("layout-playground: saved a screenshot to \(path)")
    } catch {
      standardErrorLine("layout-playground: \(error)")
    }
  }
}
