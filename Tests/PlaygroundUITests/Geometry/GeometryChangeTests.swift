import Foundation
import Testing

@testable import PlaygroundUI

private struct Resizing: View {
  let received: Received<String>
  @State var wide = false
  var body: some View {
    VStack {
      Color.red
        .frame(width: wide ? 80 : 50, height: 30)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
          received.values.append("\(Int(old))→\(Int(new))")
        }
      Button("Widen") { wide = true }
    }
  }
}

@MainActor
@Suite struct GeometryChangeTests {
  // onGeometryChange: the action runs when the view appears and when the transformed value
  // changes, with the old and new values.
  @Test func actionRunsOnAppearAndOnChange() throws {
    let received = Received<String>()
    let graph = ViewGraph.testing(Resizing(received: received))
    let window = CGSize(width: 200, height: 200)
    graph.frame(window)
    #expect(received.values == ["50→50"])
    let button = try #require(graph.leaf("Widen"))
    graph.click(button.frame, time: 1)
    graph.frame(window, at: 1)
    #expect(received.values == ["50→50", "50→80"])
    graph.frame(window, at: 2)
    #expect(received.values == ["50→50", "50→80"])
  }

  @Test func newValueFormSeesTheGlobalFrame() {
    let received = Received<CGRect>()
    let graph = ViewGraph.testing(
      Color.red.frame(width: 40, height: 20)
        .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { received.values.append($0) })
    graph.frame(CGSize(width: 100, height: 100))
    #expect(received.values == [CGRect(x: 30, y: 40, width: 40, height: 20)])
  }
}
