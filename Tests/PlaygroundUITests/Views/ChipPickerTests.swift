import Foundation
import Testing
@testable import PlaygroundUI

/// One toggleable chip: a plain button whose label grows a checkmark when selected.
struct ToggleChip: View {
  let title: String
  let isOn: Bool
  let toggle: () -> Void

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
