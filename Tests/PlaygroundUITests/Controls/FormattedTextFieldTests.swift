import Foundation
import Testing

@testable import PlaygroundUI

/// `TextField(_:value:format:)`: the value shown through its format, what is typed parsed back.
@MainActor
@Suite struct FormattedTextFieldTests {
  private let window = CGSize(width: 400, height: 300)

  private struct Amount: View {
    @State var amount = 12.5
    var body: some View {
      VStack {
        TextField("Amount", value: $amount, format: .number).frame(width: 200)
        Text("total \(amount, format: .number)")
      }
    }
  }

  private struct Price: View {
    @State var price = 12.5
    var body: some View { TextField("Price", value: $price, format: .currency(code: "USD")).frame(width: 200) }
  }

  @Test("It shows the value formatted; typed text sets the value as it parses; leaving shows it formatted again")
  func editsThroughTheFormat() throws {
    let graph = ViewGraph.testing(Amount())
    graph.frame(window)
    let shown = try #require(graph.leaf(12.5.formatted(.number)))
    graph.click(at: CGPoint(x: shown.frame.midX, y: shown.frame.midY), time: 0)
    graph.frame(window, at: 0.1)
    for key: Key in [.control("a"), .character("3"), .character("0")] { _ = graph.handleKey(key) }
    graph.frame(window, at: 0.2)
    #expect(graph.leaf("total " + 30.0.formatted(.number)) != nil, "the value follows what is typed")
    for key: Key in [.character(".")] { _ = graph.handleKey(key) }
    graph.frame(window, at: 0.3)
    #expect(graph.leaf("30.") != nil, "the field keeps what is typed while focused, though 30. formats as 30")
    _ = graph.handleKey(.escape)
    graph.frame(window, at: 0.4)
    #expect(graph.leaf("30.") == nil)
    #expect(graph.tracedViews.filter { $0.detail == 30.0.formatted(.number) }.count == 1, "the field shows 30 again")
  }

  @Test("A currency format shows the value as currency")
  func currency() throws {
    let graph = ViewGraph.testing(Price())
    graph.frame(window)
    #expect(graph.leaf(12.5.formatted(.currency(code: "USD"))) != nil)
  }
}
