import Demos
import PlaygroundUI
import X11Host

/// What `screenshot` draws: the session after its `--after` script, `--at` seconds of animation
/// later, on the injected clock. Needs no X server, so tests can check the frame itself.
package enum ScreenshotFrame {
  /// The longest `--at` allowed, in seconds.
  package static let latest = 600.0
  /// The date at the screenshot clock's time 0: 2026-01-01 09:41:00 UTC.
  package static let syntheticStart = Date(timeIntervalSince1970: 1_767_260_460)

  /// Replays `script` from time 0, advances `at` seconds at 60 Hz and returns the frame.
  @MainActor
  package static func render(
    _ session: any InteractiveSession, size: CGSize, after script: ScriptedActions, at: Double
  ) throws(CommandLineError) -> DisplayList {
    // Dates follow the injected clock, so a `TimelineView` shows the same time every run.
    PlaygroundTimers.shared.useSyntheticDates(from: syntheticStart)
    let end = try script.replay(on: session, size: size, from: 0)
    var list = session.graph.render(size: size, time: end)
    if at > 0 {
      _ = ScriptedActions.advance(session.graph, size: size, from: end, by: at)
      list = session.graph.render(size: size, time: end + at)
    }
    // Views that react to layout (ViewThatFits's onChoice) and work queued on the main queue
    // (`DispatchQueue.main.async` in `onAppear`) settle in a pass or two at the same instant;
    // animations do not advance.
    for _ in 0..<3 {
      MainQueue.drainUntilIdle()
      guard session.graph.needsFrame else { break }
      list = session.graph.render(size: size, time: end + at)
    }
    return list
  }
}
