import Demos
import Foundation
import PlaygroundUI
import X11Host

/// The playground session as the X11 host's scene: frames, input, keys, and trace lines.
@MainActor
final class PlaygroundScene: HostScene {
  let session: PlaygroundSession
  private let trace: TraceFile?
  private let stats: StatsFile?
  /// Whose counters `stats` reports (its text measurer and mask cache).
  private let renderer: Renderer?
  private var startTime: Double?
  private var windowSize: CGSize = .zero
  private var frames = 0
  private var resizeFrames = 0
  private var presses = 0

  init(session: PlaygroundSession, trace: TraceFile?, stats: StatsFile? = nil, renderer: Renderer? = nil) {
    self.session = session
    self.trace = trace
    self.stats = stats
    self.renderer = renderer
  }

  var title: String { session.title }
  var needsFrame: Bool { session.graph.needsFrame }

  func render(size: CGSize, time: Double) -> DisplayList {
    if startTime == nil { startTime = time }
    if size != windowSize && windowSize != .zero { resizeFrames += 1 }
    windowSize = size
    return session.graph.render(size: size, time: time)
  }

  func pointerDown(at point: CGPoint, time: Double) {
    presses += 1
    session.graph.pointerDown(at: point, time: time)
  }
  func pointerUp(at point: CGPoint, time: Double) { session.graph.pointerUp(at: point, time: time) }
  func pointerDragged(to point: CGPoint, time: Double) { session.graph.pointerMoved(to: point, time: time) }

  func key(_ key: HostKey, time: Double) -> HostAction {
    let mapped: PlaygroundSession.Key
    switch key {
    case .character(let character): mapped = .character(character)
    case .escape: mapped = .escape
    case .tab: mapped = .tab
    case .backTab: mapped = .shiftTab
    default: return .none
    }
    switch session.handle(mapped) {
    case .quit: return .quit
    case .screenshot: return .screenshot(path: Self.screenshotPath(demo: session.demo))
    case .none: return session.graph.needsFrame ? .redraw : .none
    }
  }

  func presented(frame: DisplayList, time: Double) {
    frames += 1
    trace?.append(session.traceLine(time: time - (startTime ?? time), window: windowSize))
    writeStats()
  }

  /// Rewrites the `--stats` file (after every frame, and by `run` at exit).
  func writeStats() {
    guard let stats, let renderer else { return }
    let text = renderer.measurer.counters
    let shapes = renderer.shapeCounters
    stats.write([
      "frames": frames, "resize_frames": resizeFrames, "presses": presses,
      "text_measure_calls": text.measureCalls, "text_shaped": text.cacheMisses,
      "text_remeasured": text.remeasurements, "fallback_lookups": text.fallbackLookups,
      "fallback_code_points": text.fallbackCodePoints, "mask_hits": shapes.maskHits,
      "mask_misses": shapes.maskMisses,
    ])
  }

  /// `layout-playground-chips-20261122-101530.png` in the current directory.
  static func screenshotPath(demo: DemoID) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return "layout-playground-\(demo.rawValue)-\(formatter.string(from: Date())).png"
  }
}

/// An append-only file of trace lines, flushed per line so tests can follow it live.
final class TraceFile {
  private let handle: FileHandle

  init(path: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw TraceError(path: path)
      }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else { throw TraceError(path: path) }
    handle.seekToEndOfFile()
    self.handle = handle
  }

  func append(_ line: String) {
    handle.write(Data((line + "\n").utf8))
  }

  struct TraceError: Error, CustomStringConvertible {
    let path: String
    var what = "trace"
    var description: String { "cannot write the \(what) file \(path)" }
  }
}
