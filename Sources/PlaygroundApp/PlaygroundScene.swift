import Demos
import Foundation
import PlaygroundUI
import X11Host

/// The playground session as the X11 host's scene: frames, input, keys, trace lines and the
/// `--stats` counters.
@MainActor
package final class PlaygroundScene: HostScene {
  package let session: any InteractiveSession
  private let trace: TraceFile?
  private let stats: StatsFile?
  /// Whose counters `stats` reports (its text measurer and mask cache); without one those
  /// counters are 0.
  private let renderer: Renderer?
  private var startTime: Double?
  private var windowSize: CGSize = .zero
  package private(set) var frames = 0
  package private(set) var resizeFrames = 0
  package private(set) var presses = 0

  /// A pipe the window watches and what to do when it has news (`open`'s window process).
  private let input: (descriptor: Int32, read: @MainActor () -> Void)?

  package init(
    session: any InteractiveSession, trace: TraceFile? = nil, stats: StatsFile? = nil, renderer: Renderer? = nil,
    input: (descriptor: Int32, read: @MainActor () -> Void)? = nil
  ) {
    self.session = session
    self.input = input
    self.trace = trace
    self.stats = stats
    self.renderer = renderer
  }

  package var title: String { session.title }
  package var needsFrame: Bool { session.graph.needsFrame }

  package func render(size: CGSize, time: Double) -> DisplayList {
    if startTime == nil { startTime = time }
    if size != windowSize && windowSize != .zero { resizeFrames += 1 }
    windowSize = size
    let list = session.graph.render(size: size, time: time)
    session.didRender()
    return list
  }

  package func pointerDown(at point: CGPoint, time: Double) {
    presses += 1
    session.graph.setPointerToggles(false)
    session.graph.pointerDown(at: point, time: time)
  }
  package func togglingPointerDown(at point: CGPoint, time: Double) {
    presses += 1
    // Kept until the next plain press: the click's action runs on release.
    session.graph.setPointerToggles(true)
    session.graph.pointerDown(at: point, time: time)
  }
  package func pointerUp(at point: CGPoint, time: Double) { session.graph.pointerUp(at: point, time: time) }
  package func pointerDragged(to point: CGPoint, time: Double) { session.graph.pointerMoved(to: point, time: time) }
  package func scroll(by delta: CGSize, at point: CGPoint, time: Double) {
    session.graph.scroll(by: delta, at: point, time: time)
  }
  package func wheelGesture(steps: Double, rotates: Bool, at point: CGPoint, time: Double) {
    session.graph.wheelGesture(steps: steps, rotates: rotates, at: point, time: time)
  }
  package func pointerMoved(to point: CGPoint?, time: Double) { session.graph.pointerHovered(to: point, time: time) }

  package func key(_ key: Key, time: Double) -> HostAction {
    switch session.handle(key) {
    case .quit: return .quit
    case .screenshot: return .screenshot(path: Self.screenshotPath(name: session.contentName, at: Date()))
    case .none: return session.graph.needsFrame ? .redraw : .none
    }
  }

  package func attach(clipboard: any Clipboard) { session.graph.clipboard = clipboard }

  package var inputDescriptor: Int32? { input?.descriptor }
  package func inputAvailable(time: Double) { input?.read() }

  package func presented(frame: DisplayList, time: Double) {
    frames += 1
    trace?.append(session.traceLine(time: time - (startTime ?? time), window: windowSize))
    writeStats()
  }

  /// The `--stats` line's fields, in the order the README lists them.
  package var statsFields: KeyValuePairs<String, Int> {
    let text = renderer?.measurer.counters
    let shapes = renderer?.shapeCounters
    let images = ImageStore.current.counters
    return [
      "frames": frames, "resize_frames": resizeFrames, "presses": presses,
      "text_measure_calls": text?.measureCalls ?? 0, "text_shaped": text?.cacheMisses ?? 0,
      "text_remeasured": text?.remeasurements ?? 0, "text_shaped_lines": text?.shapedLines ?? 0,
      "text_shaping_us": Int((text?.shapingNanoseconds ?? 0) / 1000), "mask_hits": shapes?.maskHits ?? 0,
      "mask_misses": shapes?.maskMisses ?? 0, "images_decoded": images.decoded, "image_bytes": images.bytes,
    ]
  }

  /// Rewrites the `--stats` file (after every frame, and by `run` at exit).
  package func writeStats() {
    stats?.write(statsFields)
  }

  /// `layout-playground-chips-20261122-101530.png`: in the current directory, named by what is
  /// shown (a demo, a preview) and local time, so successive S presses do not overwrite each
  /// other (within a second they do). Characters a file name should not hold become dashes.
  package static func screenshotPath(name: String, at date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    return "layout-playground-\(safe)-\(formatter.string(from: date)).png"
  }
}
