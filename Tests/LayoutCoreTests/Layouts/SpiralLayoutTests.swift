import Foundation
import LayoutCore
import Testing

/// The article's `SpiralLayout`: it fills the proposal; child i of n sits, by its centre, at
/// angle 4π·i/n and radius r·(1 − i/n) from the centre, r = half the smaller side.
@Suite("SpiralLayout")
struct SpiralLayoutTests {
  @Test(
    "fills the proposal; unspecified dimensions become 10",
    arguments: [
      (ProposedViewSize(width: 200, height: 200), CGSize(width: 200, height: 200)),
      (ProposedViewSize(width: 200, height: 300), CGSize(width: 200, height: 300)),
      (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
      (ProposedViewSize(width: 50, height: nil), CGSize(width: 50, height: 10)),
    ])
  func size(proposal: ProposedViewSize, expected: CGSize) {
    #expect(layOut(SpiralLayout(), boxes([(35, 35)]), proposal).bounds.size == expected)
  }

  @Test("four children on a 200×200 spiral, by hand")
  func fourByHand() {
    // r = 100. i=0: angle 0, radius 100 → (200, 100); i=1: π, 75 → (25, 100);
    // i=2: 2π, 50 → (150, 100); i=3: 3π, 25 → (75, 100). Each 10×10 box centred there.
    let result = layOut(
      SpiralLayout(), boxes(Array(repeating: (10, 10), count: 4)), ProposedViewSize(width: 200, height: 200))
    let centres = [CGPoint(x: 200, y: 100), CGPoint(x: 25, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 75, y: 100)]
    for (frame, centre) in zip(result.frames, centres) {
      #expect(close(frame.midX, centre.x, 1e-9) && close(frame.midY, centre.y, 1e-9), "\(frame) vs \(centre)")
      #expect(frame.size == CGSize(width: 10, height: 10))
    }
  }

  @Test(
    "n children follow the formula, around the centre of bounds at an offset",
    arguments: [1, 7, 25])
  func formula(count: Int) {
    let origin = CGPoint(x: 30, y: -12)
    let result = layOut(
      SpiralLayout(), boxes(Array(repeating: (35, 35), count: count)),
      ProposedViewSize(width: 200, height: 160), at: origin)
    let centre = CGPoint(x: origin.x + 100, y: origin.y + 80)
    let radius: CGFloat = 80
    for (i, frame) in result.frames.enumerated() {
      let progress = CGFloat(i) / CGFloat(count)
      let angle = 4 * CGFloat.pi * progress
      let distance = radius * (1 - progress)
      #expect(close(frame.midX, centre.x + cos(angle) * distance, 1e-9), "child \(i) of \(count)")
      #expect(close(frame.midY, centre.y + sin(angle) * distance, 1e-9), "child \(i) of \(count)")
    }
  }

  @Test("children are proposed unspecified (their ideal size)")
  func childProposal() {
    let circle = FlexibleBox(ideal: CGSize(width: 45, height: 45), max: CGSize(width: 1000, height: 1000))
    let container = LayoutContainer(SpiralLayout(), children: [circle])
    container.layOut(proposal: ProposedViewSize(width: 200, height: 200))
    #expect(circle.frame.size == CGSize(width: 45, height: 45))
    #expect(container.driver.lastPlacements.first?.placement.proposal == .unspecified)
  }

  @Test("no children: nothing to place, and no division by zero")
  func empty() {
    let result = layOut(SpiralLayout(), [], ProposedViewSize(width: 200, height: 200))
    #expect(result.bounds.size == CGSize(width: 200, height: 200))
  }
}
