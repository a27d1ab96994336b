import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// The frame `screenshot` takes, without X: `--after` then `--at` seconds later, and slow
/// animations stretching time tenfold.
@MainActor
@Suite struct ScreenshotFrameTests {
  /// The Exercise chip's capsule and whether a checkmark is drawn, in a rendered frame.
  private func exercise(_ session: PlaygroundSession) throws -> (chip: CGRect, checkmark: Bool) {
    let text = try #require(session.text("Exercise 💪"))
    let chip = try #require(
      session.graph.tracedViews.filter {
        $0.detail == "capsule" && $0.frame.contains(CGPoint(x: text.frame.midX, y: text.frame.midY))
      }
      .min { $0.frame.width < $1.frame.width })
    return (chip.frame, session.drawsCheckmark)
  }

  private func shot(after script: String, at: Double, slow: Bool = false) throws -> (PlaygroundSession, DisplayList) {
    let session = fakeSession(.chips, slowAnimations: slow)
    let list = try ScreenshotFrame.render(session, size: window, after: try ScriptedActions(script), at: at)
    return (session, list)
  }

  @Test("--after click:TEXT shows the chip selected; --at mid-spring differs from settled, and settled stays put")
  func afterAndAt() throws {
    let (plain, plainList) = try shot(after: "", at: 0)
    let before = try exercise(plain)
    #expect(!before.checkmark)
    let (mid, midList) = try shot(after: "click:Exercise 💪", at: 0.05)
    let (settled, settledList) = try shot(after: "click:Exercise 💪", at: 2)
    let (later, laterList) = try shot(after: "click:Exercise 💪", at: 3)
    let midChip = try exercise(mid).chip
    let settledChip = try exercise(settled)
    #expect(settledChip.checkmark)
    // Selected, the chip grows by its checkmark; 50 ms into a 0.3 s spring it has not yet.
    #expect(settledChip.chip.width > before.chip.width)
    #expect(midChip.width > before.chip.width && midChip.width < settledChip.chip.width)
    #expect(midList != settledList && plainList != settledList)
    #expect(settledList == laterList)
    #expect(try exercise(later).chip == settledChip.chip)
  }

  @Test("Slow animations: the chip at 10·t slowed is where it is at t normally")
  func slowAnimationsTakeTenTimesLonger() throws {
    for t in [0.02, 0.05, 0.1, 0.2] {
      let (normal, _) = try shot(after: "click:Exercise 💪", at: t)
      let (slow, _) = try shot(after: "click:Exercise 💪", at: 10 * t, slow: true)
      let a = try exercise(normal).chip
      let b = try exercise(slow).chip
      #expect(abs(a.width - b.width) < 0.01 && abs(a.minX - b.minX) < 0.01, "t = \(t): \(a) vs \(b)")
    }
    // And it has not settled at the normal settle time.
    let (normal, _) = try shot(after: "click:Exercise 💪", at: 1)
    let (slow, _) = try shot(after: "click:Exercise 💪", at: 1, slow: true)
    #expect(!normal.graph.needsFrame)
    #expect(slow.graph.needsFrame)
  }
}
