import Testing
@testable import PlaygroundUI

@MainActor
struct Picker: View {
  @State private var picked: Set<String> = []
  let words = ["alpha", "beta", "gamma delta", "epsilon"]
  var body: some View {
    FlowLayout(horizontalSpacing: 8, verticalSpacing: 8) {
      ForEach(words, id: \.self) { word in
        Button(action: { withAnimation(.spring(response: 0.3)) { if picked.contains(word) { picked.remove(word) } else { picked.insert(word) } } }) {
          HStack(spacing: 4) {
            Text(word)
            if picked.contains(word) { Image(systemName: "checkmark") }
          }
          .padding(.horizontal, 10)
          .background(Capsule().fill(picked.contains(word) ? Color.blue : Color.gray))
        }
        .buttonStyle(.plain)
      }
    }
    .padding()
  }
}

@MainActor @Test func smokeRenderAndClick() {
  let graph = ViewGraph(measurer: FakeTextMeasurer(), root: Picker())
  let list = graph.render(size: CGSize(width: 300, height: 200), time: 0)
  print(graph.frameTreeDump())
  print(list.dump())
  let beta = graph.tracedViews.first { $0.detail == "beta" }!
  graph.click(at: CGPoint(x: beta.frame.midX, y: beta.frame.midY), time: 0.1)
  #expect(graph.needsFrame)
  _ = graph.render(size: CGSize(width: 300, height: 200), time: 0.1)
  let mid = graph.render(size: CGSize(width: 300, height: 200), time: 0.2)
  print(mid.dump())
  _ = graph.render(size: CGSize(width: 300, height: 200), time: 3)
  #expect(graph.tracedViews.contains { $0.kind == "symbol" })
  #expect(!graph.needsFrame)
}
