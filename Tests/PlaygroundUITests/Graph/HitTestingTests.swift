import Foundation
import Testing

@testable import PlaygroundUI

/// Clicks reach the topmost tappable view under the pointer.
@MainActor
@Suite struct HitTestingTests {
  private let window = CGSize(width: 400, height: 400)

  @Test func theTopmostTappableViewWins() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      ZStack {
        Color.blue.frame(width: 200, height: 200).onTapGesture { tally.log.append("back") }
        Color.red.frame(width: 60, height: 60).onTapGesture { tally.log.append("front") }
      })
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    graph.click(at: CGPoint(x: 110, y: 110), time: 0)
    graph.click(at: CGPoint(x: 20, y: 20), time: 0)
    #expect(tally.log == ["front", "back"])
  }

  @Test func anOverlayButtonBeatsTheViewItDecorates() {
    let tally = Tally()
    let graph = ViewGraph.testing(
      Color.gray.frame(width: 300, height: 100)
        .onTapGesture { tally.log.append("card") }
        .overlay(alignment: .trailing) {
          Button("Delete") { tally.log.append("delete") }
        })
    graph.frame(window)
    let delete = graph.leaf("Delete")!.frame
    graph.click(delete, time: 0)
    graph.click(at: CGPoint(x: 60, y: 200), time: 0)
    #expect(tally.log == ["delete", "card"])
  }

  @Test func laterSiblingsAreOnTopInAStack() {
    let tally = Tally()
    // Overlapping siblings via negative spacing: the later one is drawn on top.
    let graph = ViewGraph.testing(
      HStack(spacing: -20) {
        Color.green.frame(width: 50, height: 50).onTapGesture { tally.log.append("first") }
        Color.orange.frame(width: 50, height: 50).onTapGesture { tally.log.append("second") }
      })
    graph.frame(window)
    let second = graph.tracedViews[1].frame
    graph.click(at: CGPoint(x: second.minX + 5, y: second.midY), time: 0)
    #expect(tally.log == ["second"])
  }

  @Test func clicksUseTheLastPresentedFrames() throws {
    // After a layout change the hit regions follow the new frames once a frame is rendered.
    let tally = Tally()
    struct Mover: View {
      let tally: Tally
      var right: Bool
      var body: some View {
        Color.red.frame(width: 40, height: 40)
          .onTapGesture { tally.count += 1 }
          .frame(width: 400, height: 40, alignment: right ? .trailing : .leading)
      }
    }
    let graph = ViewGraph.testing(Mover(tally: tally, right: false))
    graph.frame(CGSize(width: 400, height: 40))
    graph.setRoot { Mover(tally: tally, right: true) }
    graph.frame(CGSize(width: 400, height: 40))
    graph.click(at: CGPoint(x: 20, y: 20), time: 0)
    #expect(tally.count == 0)
    graph.click(at: CGPoint(x: 380, y: 20), time: 0)
    #expect(tally.count == 1)
  }

  @Test func nothingTappableMeansNothingHappens() {
    let graph = ViewGraph.testing(Text("inert").padding())
    graph.frame(window)
    graph.click(at: CGPoint(x: 200, y: 200), time: 0)
    #expect(!graph.needsFrame)
  }
}

/// A button partly covered by a plain colour drawn after it.
private struct CoveredButton: View {
  let tapped: Box<Int>
  var body: some View {
    ZStack(alignment: .leading) {
      Button(action: { tapped.value += 1 }) { Color.blue.frame(width: 100, height: 40) }
        .buttonStyle(.plain)
      Color.red.frame(width: 50, height: 40)
    }
  }
}

/// The same, with the covering square letting clicks through.
private struct SeeThroughCover: View {
  let tapped: Box<Int>
  var body: some View {
    ZStack(alignment: .leading) {
      Button(action: { tapped.value += 1 }) { Color.blue.frame(width: 100, height: 40) }
        .buttonStyle(.plain)
      Color.red.frame(width: 50, height: 40).allowsHitTesting(false)
    }
  }
}

/// A mutable box the test and the view share.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@MainActor
@Suite struct BlockingHitTests {
  @Test func aPlainViewDrawnOnTopBlocksTheButtonBeneath() {
    let tapped = Box(0)
    let graph = ViewGraph.testing(CoveredButton(tapped: tapped))
    graph.frame(CGSize(width: 100, height: 40))
    graph.click(at: CGPoint(x: 25, y: 20), time: 0)
    #expect(tapped.value == 0, "the red square covers the left half")
    graph.click(at: CGPoint(x: 75, y: 20), time: 0)
    #expect(tapped.value == 1, "the right half of the button is exposed")
  }

  /// SwiftUI: a view with `allowsHitTesting(false)` does not take clicks; they reach what is
  /// beneath it.
  @Test func aViewThatDoesNotHitTestLetsClicksThrough() {
    let tapped = Box(0)
    let graph = ViewGraph.testing(SeeThroughCover(tapped: tapped))
    graph.frame(CGSize(width: 100, height: 40))
    graph.click(at: CGPoint(x: 25, y: 20), time: 0)
    #expect(tapped.value == 1, "the click goes through the red square to the button")
  }
}
