import Demos
import PlaygroundUI
import X11Host

/// The frame `qa` snapshots: the preview with its animations at their end. The injected clock
/// advances in steps until nothing animates any more, for at most `settleLimit` seconds: an
/// animation that never ends (`repeatForever`, a spinning `ProgressView`) is shown as it is at
/// that time, the same in every run. With `--at` the frame is the one at that time instead.
package enum QAFrame {
  /// The longest the clock advances to let animations end, in seconds.
  package static let settleLimit = 2.0
  /// The clock's step while animations run: a frame every 1/20 s is enough for completions and
  /// chained animations to follow each other as they would at 60 Hz, at a third of the frames.
  static let step = 1.0 / 20

  @MainActor
  package static func render(_ session: any InteractiveSession, size: CGSize, at: Double?) throws -> DisplayList {
    var list = try ScreenshotFrame.render(session, size: size, after: ScriptedActions([]), at: at ?? 0)
    guard at == nil else { return list }
    MainThreadActivity.working()
    var time = 0.0
    while session.graph.needsFrame && time < settleLimit {
      time = min(settleLimit, time + step)
      MainThreadActivity.working()
      list = session.graph.render(size: size, time: time)
      MainQueue.drainUntilIdle()
    }
    // Work the last step queued shows in the frame, at the same instant.
    if session.graph.needsFrame { list = session.graph.render(size: size, time: time) }
    return list
  }
}
