import Foundation
import Testing

@testable import PlaygroundUI

/// Culling, proved by counting: a frame draws and hit-tests only what intersects the window,
/// narrowed by the scroll views around it, and never drops what can still be seen (a view
/// animating away, a shadow reaching in from outside).
@MainActor
@Suite struct CullingTests {
  /// The flow demo's chips, `count` of them, in a scroll view as the playground shows them.
  struct Tags: View {
    var count: Int

    var body: some View {
      ScrollView {
        FlowLayout(horizontalSpacing: 8, verticalSpacing: 8) {
          ForEach(0..<count, id: \.self) { index in
            Text("Tag \(index + 1)")
              .padding(.horizontal, 12)
              .padding(.vertical, 8)
              .background(Capsule().fill(Color.blue.opacity(0.2)))
          }
        }
      }
    }
  }

  /// Fixed-width chips that show a check mark when checked, the first one checked; a click
  /// toggles one with a one-second fade. Nothing else moves or resizes: the mark, narrower
  /// than any title, is drawn over the chip's trailing end.
  struct CheckedChips: View {
    var count: Int
    @State private var checked: Set<Int> = [0]

    var body: some View {
      ScrollView {
        FlowLayout(horizontalSpacing: 8, verticalSpacing: 8) {
          ForEach(0..<count, id: \.self) { index in
            CheckChip(title: "Tag \(index)", isChecked: checked.contains(index)) {
              withAnimation(.linear(duration: 1)) {
                if checked.contains(index) { checked.remove(index) } else { checked.insert(index) }
              }
            }
          }
        }
      }
    }
  }

  struct CheckChip: View, Equatable {
    let title: String
    let isChecked: Bool
    let toggle: @MainActor () -> Void

    nonisolated static func == (a: Self, b: Self) -> Bool { a.title == b.title && a.isChecked == b.isChecked }

    var body: some View {
      Button(action: toggle) {
        ZStack(alignment: .leading) {
          Text(title)
          if isChecked { Text("✓").offset(x: 90) }
        }
        .frame(width: 120, height: 30, alignment: .leading)
        .background(Capsule().fill(Color.gray.opacity(0.2)))
      }
      .buttonStyle(.plain)
    }
  }

  let window = CGSize(width: 640, height: 480)

  /// The window-space rectangle of every item of a display list that draws.
  func drawnRects(_ list: DisplayList) -> [CGRect] {
    list.items.compactMap { item in
      switch item {
      case .shape(let shape): shape.rect
      case .text(let text): text.frame
      case .symbol(let symbol): symbol.frame
      case .path(let path): path.frame
      default: nil
      }
    }
  }

  @Test("10,000 tags: the display list holds exactly the chips that intersect the window")
  func tenThousandTags() throws {
    let graph = ViewGraph.testing(Tags(count: 10_000))
    let list = graph.render(size: window, time: 0)
    let visible = CGRect(origin: .zero, size: window)
    let rects = drawnRects(list)
    #expect(rects.allSatisfy { $0.intersects(visible) })
    // Every tag laid out within the window is drawn: its text and its capsule, nothing else.
    // (A capsule can reach into the window's last row while its text, inset by the padding,
    // does not: the two are counted separately.)
    let nodes = graph.drawnNodes().filter { $0.frame.intersects(visible) }
    let texts = nodes.filter { $0 is TextNode }
    let capsules = nodes.filter { $0.kindName == "capsule" }
    #expect(texts.count > 20)
    #expect(list.texts.map(\.frame) == texts.map(\.frame))
    // The scroll view's indicator, a thumb along the right edge, is the one other capsule.
    let chips = list.shapes.filter { $0.kind == .capsule && $0.rect.minX < window.width - 10 }
    #expect(chips.map(\.rect) == capsules.map(\.frame))
    #expect(rects.count == texts.count + capsules.count + 1)
    #expect(list.texts.last?.string == "Tag \(texts.count)")
    // And the tree does hold all 10,000.
    #expect(graph.drawnNodes().filter { $0 is TextNode }.count == 10_000)
  }

  @Test("Scrolled: only the chips in the viewport are drawn, and hits follow")
  func scrolled() throws {
    let graph = ViewGraph.testing(Tags(count: 10_000))
    graph.frame(window)
    _ = graph.scroll(key: .pageDown, time: 0)
    let list = graph.render(size: window, time: 0)
    let texts = list.texts.map(\.string)
    #expect(texts.first != "Tag 1")
    let first = try #require(list.texts.first)
    let tag = try #require(Int(first.string.dropFirst(4)))
    #expect(tag > 1)
    #expect(list.texts.count < 400)
    #expect(drawnRects(list).allSatisfy { $0.intersects(CGRect(origin: .zero, size: window)) })
  }

  @Test("A scroll view's content outside its viewport is not drawn, even inside the window")
  func viewportNarrowsTheWindow() {
    let graph = ViewGraph.testing(
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 20) }
          }
        }
        .frame(height: 100)
        Spacer()
      })
    let list = graph.render(size: CGSize(width: 300, height: 600), time: 0)
    let rows = list.texts.map(\.string)
    #expect(rows.contains("Row 0"))
    #expect(rows.contains("Row 4"))
    // Rows 5 and on lie below the viewport's 100 points, though within the 600-point window.
    #expect(!rows.contains("Row 6"))
    #expect(rows.count <= 6)
  }

  @Test("An off-screen button is neither drawn nor hit; an on-screen one is both")
  func offScreenButton() throws {
    let tally = Tally()
    let graph = ViewGraph.testing(
      ZStack(alignment: .topLeading) {
        Button("Near") { tally.log.append("near") }
        Button("Far") { tally.log.append("far") }.offset(x: 900, y: 0)
      }
      .frame(width: 400, height: 300, alignment: .topLeading))
    graph.frame(CGSize(width: 400, height: 300))
    #expect(graph.leaf("Far") == nil)
    let near = try #require(graph.leaf("Near"))
    #expect(graph.hitTest(CGPoint(x: near.frame.midX, y: near.frame.midY)) != nil)
    #expect(graph.hitTest(CGPoint(x: near.frame.midX + 900, y: near.frame.midY)) == nil)
  }

  @Test("A view animating out of the window is drawn until it has left")
  func animatingAway() throws {
    let graph = ViewGraph.testing(Puck(x: 0))
    graph.frame(strip, at: 0)
    withAnimation(.linear(duration: 1)) { graph.setRoot { Puck(x: 1000) } }
    graph.frame(strip, at: 1)
    // Its layout frame is already at x = 1000, outside the 400-point strip; what is presented
    // 0.1 s into the move is at x = 100.
    let x = try #require(graph.puckX(at: 1.1))
    #expect(abs(x - 100) < 1e-6)
    _ = graph.settle(from: 1.2)
    #expect(graph.puckX(at: 10) == nil)
  }

  @Test("A removed check mark fades out where it was; starting and ending the fade rework a few extents, not all")
  func fadingOutAmongThousands() throws {
    let graph = ViewGraph.testing(CheckedChips(count: 2_000))
    graph.frame(window, at: 0)
    let nodes = graph.drawnNodes().count
    #expect(nodes > 10_000)
    let mark = try #require(graph.leaf("✓")).frame
    graph.click(try #require(graph.leaf("Tag 0")).frame, time: 1)
    graph.frame(window, at: 1)
    // The fade's start works out the extents of the clicked chip and the path down to it.
    #expect(graph.extentsWorkedOut < 60)
    // Half way, the mark is drawn where it was, at half its opacity.
    let list = graph.render(size: window, time: 1.5)
    let ghost = try #require(list.texts.first { $0.layout.string == "✓" })
    #expect(isClose(ghost.frame, mark, within: 1e-6))
    let label = try #require(list.texts.first { $0.layout.string == "Tag 0" })
    #expect(isClose(ghost.color.alpha, label.color.alpha * 0.5, within: 0.01))
    // Chips far below the window are still culled while it fades; the mark's chip, and the
    // views above it, are not culled at all.
    #expect(list.texts.count < 200)
    #expect(graph.drawnNodes().contains { $0.drawnExtent.isInfinite })
    // Once it has faded, it is gone, and only the extents on its way are worked out again.
    let after = graph.render(size: window, time: 2.1)
    #expect(!after.texts.contains { $0.layout.string == "✓" })
    #expect(graph.extentsWorkedOut < 60)
    #expect(after.texts.count < 200)
    #expect(!graph.drawnNodes().contains { $0.drawnExtent.isInfinite })
    #expect(after.texts.contains { $0.layout.string == "Tag 0" })
  }

  @Test("A change while a mark fades makes new nodes above it: culling follows them, and lets go once it has faded")
  func aChangeWhileFading() throws {
    let graph = ViewGraph.testing(CheckedChips(count: 2_000))
    graph.frame(window, at: 0)
    graph.click(try #require(graph.leaf("Tag 0")).frame, time: 1)
    graph.frame(window, at: 1)
    // Checking Tag 1 runs the chips' body again: the flow and everything above Tag 0 are new.
    graph.click(try #require(graph.leaf("Tag 1")).frame, time: 1.3)
    let list = graph.render(size: window, time: 1.5)
    #expect(list.texts.contains { $0.layout.string == "✓" })
    #expect(graph.drawnNodes().contains { $0.drawnExtent.isInfinite })
    // Tag 0's mark has faded (at 2 s); Tag 1's is still fading in (until 2.3 s), so nothing
    // else has settled to make culling look again. A transition is not bounded: Tag 1's chip
    // and the flow above it are never culled while it runs, but Tag 0's chip is again.
    let after = graph.render(size: window, time: 2.1)
    #expect(after.texts.filter { $0.layout.string == "✓" }.count == 1)
    let tagZero = graph.drawnNodes().filter { $0.id.description.contains("[0]") }
    #expect(tagZero.count > 3)
    #expect(!tagZero.contains { $0.drawnExtent.isInfinite })
    #expect(graph.extentsWorkedOut < 60)
    #expect(after.texts.count < 200)
  }

  @Test("A shadow cast into the window from a view outside it is drawn")
  func shadowReachesIn() {
    let graph = ViewGraph.testing(
      Color.red.frame(width: 40, height: 40)
        .shadow(color: .black, radius: 4, x: 60, y: 0)
        .offset(x: -90)
        .frame(width: 400, height: 100, alignment: .leading))
    let list = graph.render(size: CGSize(width: 400, height: 100), time: 0)
    // The square spans x −90…−50; its shadow, 60 points to the right, −30…10 plus the blur.
    #expect(list.items.contains { if case .pushShadow = $0 { true } else { false } })
    #expect(list.shapes.count == 1)
  }

  @Test("A blur spreading into the window from a view just outside it is drawn")
  func blurReachesIn() {
    let graph = ViewGraph.testing(
      Color.red.frame(width: 40, height: 40)
        .blur(radius: 4)
        .offset(x: -48)
        .frame(width: 400, height: 100, alignment: .leading))
    let list = graph.render(size: CGSize(width: 400, height: 100), time: 0)
    // The square spans x −48…−8; blurred by σ 4 it reaches 12 points further, into the window.
    #expect(list.items.contains { if case .pushLayer = $0 { true } else { false } })
    #expect(list.shapes.count == 1)
  }

  @Test("The inspector outlines only views that intersect the window")
  func inspectorOutlines() {
    let graph = ViewGraph.testing(Tags(count: 10_000))
    graph.toggleInspector()
    let list = graph.render(size: window, time: 0)
    let outlines = list.shapes.filter { $0.id.contains(role: .inspector) }
    #expect(!outlines.isEmpty)
    #expect(outlines.count < 2_000)
    #expect(outlines.allSatisfy { $0.rect.insetBy(dx: -2, dy: -2).intersects(CGRect(origin: .zero, size: window)) })
  }
}
