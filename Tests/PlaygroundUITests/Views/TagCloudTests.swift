import Foundation
import Testing

@testable import PlaygroundUI

/// A cloud of capsule-backed topic chips in a `FlowLayout`, as a SwiftUI user writes one.
private struct TopicCloud: View {
  let topics = [
    "Proposals", "Ideal size", "Flexible frames", "Alignment", "Spacing", "Priority",
    "Caches", "Subviews",
  ]

  var body: some View {
    FlowLayout(horizontalSpacing: 6, verticalSpacing: 10) {
      ForEach(topics, id: \.self) { topic in
        Text(topic)
          .font(.callout)
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(Capsule().fill(Color.teal.opacity(0.25)))
      }
    }
    .padding(12)
  }
}

@MainActor
@Suite struct TagCloudTests {
  private let window = CGSize(width: 360, height: 240)

  @Test func frameTreeSnapshot() {
    let graph = ViewGraph.testing(TopicCloud())
    graph.frame(window)
    assertSnapshot(graph.frameTreeDump(), named: "TagCloud.frames")
  }

  @Test func displayListSnapshot() {
    let graph = ViewGraph.testing(TopicCloud())
    let list = graph.render(size: window, time: 0)
    assertSnapshot(list.dump(), named: "TagCloud.displayList")
  }

  /// Each chip is its text (16 pt callout: 9.6 pt a character, 16 pt a line) plus 10/4 padding;
  /// lines fill greedily up to the 336 pt the padding leaves, 6 pt apart, 10 pt between lines.
  @Test func chipsWrapGreedilyAtTheProposedWidth() {
    let graph = ViewGraph.testing(TopicCloud())
    graph.frame(window)
    let chips = graph.leaves("capsule")
    #expect(chips.count == 8)
    let topics = TopicCloud().topics
    let widths = topics.map { FakeMetrics.width($0, size: 16) + 20 }
    for (chip, width) in zip(chips, widths) {
      #expect(isClose(chip.frame.width, width))
      #expect(isClose(chip.frame.height, 24))
    }
    // Expected lines by the greedy rule, computed independently.
    var lines: [[Int]] = [[]]
    var x: CGFloat = 0
    for (i, width) in widths.enumerated() {
      if !lines[lines.count - 1].isEmpty && x + 6 + width > 336 {
        lines.append([])
        x = 0
      }
      x = lines[lines.count - 1].isEmpty ? width : x + 6 + width
      lines[lines.count - 1].append(i)
    }
    #expect(lines.count > 1, "the cloud must wrap at this width")
    for (lineIndex, line) in lines.enumerated() {
      let top = chips[line[0]].frame.minY
      #expect(isClose(top - chips[0].frame.minY, CGFloat(lineIndex) * 34))
      for (a, b) in zip(line, line.dropFirst()) {
        #expect(isClose(chips[b].frame.minX - chips[a].frame.maxX, 6))
        #expect(isClose(chips[b].frame.minY, top))
      }
      #expect(isClose(chips[line[0]].frame.minX, chips[0].frame.minX))
    }
  }
}
