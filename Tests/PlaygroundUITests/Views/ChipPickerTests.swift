import Foundation
import Testing

@testable import PlaygroundUI

/// One toggleable chip: a plain button whose label grows a checkmark when selected.
struct ToggleChip: View {
  let title: String
  let isOn: Bool
  let toggle: @MainActor () -> Void

  var body: some View {
    Button(action: toggle) {
      HStack(spacing: 4) {
        Text(title)
          .font(.footnote)
        if isOn {
          Image(systemName: "checkmark")
            .font(.system(size: 10, weight: .semibold))
            .foregroundStyle(.indigo)
        }
      }
      .padding(.horizontal, 10)
      .padding(.vertical, 6)
      .background(
        Capsule()
          .fill(isOn ? Color.indigo.opacity(0.2) : Color.gray.opacity(0.15))
          .overlay(Capsule().strokeBorder(isOn ? Color.indigo : Color.clear, lineWidth: 2))
      )
    }
    .buttonStyle(.plain)
  }
}

/// Moods to pick from, in a flow that re-wraps as chips grow.
struct MoodPicker: View {
  static let moods = ["Calm", "Curious", "Focused", "Tired", "Energetic", "Grateful", "Restless"]
  @State private var chosen: Set<String>
  var animation: Animation? = .spring(response: 0.3)

  init(initiallyChosen: Set<String> = [], animation: Animation? = .spring(response: 0.3)) {
    _chosen = State(initialValue: initiallyChosen)
    self.animation = animation
  }

  var body: some View {
    FlowLayout(horizontalSpacing: 8, verticalSpacing: 8) {
      ForEach(Self.moods, id: \.self) { mood in
        ToggleChip(title: mood, isOn: chosen.contains(mood)) {
          withAnimation(animation) {
            if chosen.contains(mood) { chosen.remove(mood) } else { chosen.insert(mood) }
          }
        }
      }
    }
    .padding()
  }
}

/// Chip geometry from the fake measurer: 13 pt footnote text (7.8 pt a character, 13 pt a line),
/// a 10 pt checkmark 4 pt after it when selected, 10/6 padding.
enum ChipMetrics {
  static func width(_ title: String, selected: Bool) -> CGFloat {
    FakeMetrics.width(title, size: 13) + (selected ? 4 + 10 : 0) + 20
  }
  static let height: CGFloat = 13 + 12
}

@MainActor
@Suite struct ChipPickerTests {
  private let window = CGSize(width: 300, height: 260)

  @Test func frameTreeSnapshot() {
    let graph = ViewGraph.testing(MoodPicker(initiallyChosen: ["Curious"]))
    graph.frame(window)
    assertSnapshot(graph.frameTreeDump(), named: "ChipPicker.frames")
  }

  @Test func displayListSnapshot() {
    let graph = ViewGraph.testing(MoodPicker(initiallyChosen: ["Curious"]))
    let list = graph.render(size: window, time: 0)
    assertSnapshot(list.dump(), named: "ChipPicker.displayList")
  }
}

/// Clicking chips: selection, growth, re-wrapping, parity.
@MainActor
@Suite struct ChipToggleTests {
  /// 16 pt padding each side leaves the flow 225 pt: the first line holds Calm, Curious and
  /// Focused (216.4 pt) until Calm grows by a checkmark (+14 pt), which pushes Focused down.
  private let window = CGSize(width: 257, height: 300)
  private let flowWidth: CGFloat = 225

  /// Greedy line breaking, restated: each chip's origin relative to the flow's.
  private func expectedOrigins(_ widths: [CGFloat]) -> [CGPoint] {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var lineUsed = false
    for width in widths {
      if lineUsed && x + 8 + width > flowWidth {
        y += ChipMetrics.height + 8
        lineUsed = false
      }
      x = lineUsed ? x + 8 : 0
      origins.append(CGPoint(x: x, y: y))
      x += width
      lineUsed = true
    }
    return origins
  }

  /// Capsule fills (one per chip) of the last frame, in mood order.
  private func chipFrames(_ graph: ViewGraph) -> [CGRect] {
    graph.tracedViews.filter {
      $0.detail == "capsule" && $0.identity.components.suffix(2) == [.role(.background), .role(.content)]
    }
    .map(\.frame)
  }

  private func expectLayout(
    _ graph: ViewGraph, selected: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let widths = MoodPicker.moods.map { ChipMetrics.width($0, selected: selected.contains($0)) }
    let frames = chipFrames(graph)
    #expect(frames.count == widths.count, sourceLocation: sourceLocation)
    guard let first = frames.first else { return }
    for (i, (frame, origin)) in zip(frames, expectedOrigins(widths)).enumerated() {
      let expected = CGRect(
        x: first.minX + origin.x, y: first.minY + origin.y, width: widths[i], height: ChipMetrics.height)
      #expect(isClose(frame, expected, within: 1e-9), "\(MoodPicker.moods[i])", sourceLocation: sourceLocation)
    }
  }

  private func click(_ graph: ViewGraph, _ mood: String, at time: Double) throws {
    let text = try #require(graph.leaf(mood))
    graph.click(text.frame, time: time)
  }

  @Test func aClickSelectsTheChipWidensItAndReWrapsTheFlow() throws {
    let graph = ViewGraph.testing(MoodPicker(animation: nil))
    let before = graph.render(size: window, time: 0)
    #expect(before.symbols.isEmpty)
    expectLayout(graph, selected: [])
    let focusedBefore = try #require(graph.leaf("Focused")).frame

    try click(graph, "Calm", at: 0.5)
    let after = graph.render(size: window, time: 0.5)
    let check = try #require(after.symbols.first)
    #expect(after.symbols.count == 1 && check.name == "checkmark")
    #expect(check.color == Color.indigo.resolved)
    let calm = try #require(after.text("Calm"))
    #expect(isClose(check.frame.minX, calm.frame.maxX + 4))
    #expect(check.frame.size == CGSize(width: 10, height: 10))
    // The selected chip: tinted fill and a 2 pt border inside its edge.
    let calmChip = chipFrames(graph)[0]
    #expect(isClose(calmChip.width, ChipMetrics.width("Calm", selected: true)))
    let border = try #require(after.shapes.first { $0.paint == .stroke(lineWidth: 2) })
    #expect(isClose(border.rect, calmChip.insetBy(dx: 1, dy: 1)))
    expectLayout(graph, selected: ["Calm"])
    let focusedAfter = try #require(graph.leaf("Focused")).frame
    #expect(focusedAfter.minY > focusedBefore.minY, "Focused must wrap to the second line")
  }

  @Test func anAnimatedClickSettlesOnTheSameLayout() throws {
    let graph = ViewGraph.testing(MoodPicker())
    graph.frame(window, at: 0)
    try click(graph, "Calm", at: 0.1)
    graph.frame(window, at: 0.1)
    #expect(graph.needsFrame)
    var time = 0.1
    while graph.needsFrame && time < 5 {
      time += 1.0 / 60
      graph.frame(window, at: time)
    }
    #expect(time < 2, "a 0.3 s spring settles well within two seconds")
    expectLayout(graph, selected: ["Calm"])
    #expect(graph.leaf("checkmark")?.opacity == 1)
  }

  @Test(arguments: [7, 10])
  func clicksLeaveTheStateTheirParitySays(clicks: Int) throws {
    let graph = ViewGraph.testing(MoodPicker())
    graph.frame(window, at: 0)
    var time = 0.0
    for _ in 0..<clicks {
      // Click mid-flight: the chip is wherever the animation has it.
      try click(graph, "Focused", at: time)
      time += 0.05
      graph.frame(window, at: time)
    }
    graph.frame(window, at: time + 5)
    let selected: Set<String> = clicks % 2 == 1 ? ["Focused"] : []
    #expect(graph.leaves("checkmark").count == selected.count)
    expectLayout(graph, selected: selected)
  }

  @Test func selectionsAreIndependent() throws {
    let graph = ViewGraph.testing(MoodPicker(animation: nil))
    graph.frame(window)
    for mood in ["Tired", "Grateful", "Tired", "Restless"] {
      try click(graph, mood, at: 0)
      graph.frame(window)
    }
    expectLayout(graph, selected: ["Grateful", "Restless"])
    #expect(graph.leaves("checkmark").count == 2)
  }
}
