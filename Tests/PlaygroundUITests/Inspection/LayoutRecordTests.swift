import Foundation
import Testing

@testable import PlaygroundUI

/// `layout.json`: every view's identity, type, proposal and frame, with what it painted. The
/// expected frames follow SwiftUI's layout rules: `padding(8)` proposes its parent's offer less
/// 16 pt each way, `frame(width: 40, height: 20)` proposes exactly that size, and the window
/// centres the root in 300 × 200 pt. Red is iOS's systemRed in light (255, 59, 48).
@MainActor
@Suite struct LayoutRecordTests {
  private func record<V: View>(_ view: V) -> LayoutRecord {
    let graph = ViewGraph.testing(view)
    let size = CGSize(width: 300, height: 200)
    let list = graph.render(size: size, time: 0)
    return LayoutRecord.capture(graph: graph, list: list, size: size, scale: 2)
  }

  @Test func everyViewWithItsProposalAndFrame() throws {
    let record = record(Color.red.frame(width: 40, height: 20).padding(8))
    #expect(record.size == [300, 200])
    #expect(record.scale == 2)
    let colour = try #require(record.views.first { $0.color == "#FF3B30FF" })
    #expect(colour.frame == [130, 90, 40, 20])
    #expect(colour.proposal == [40, 20])
    // Its parents: the frame, proposed the padding's offer less 16 pt each way, and the padding.
    let frame = try #require(colour.parent.map { record.views[$0] })
    #expect(frame.frame == [130, 90, 40, 20])
    #expect(frame.proposal == [284, 184])
    let padding = try #require(frame.parent.map { record.views[$0] })
    #expect(padding.frame == [122, 82, 56, 36])
    #expect(padding.proposal == [300, 200])
    // Tree order: a parent before its children; ids are distinct.
    for (index, view) in record.views.enumerated() { #expect((view.parent ?? -1) < index) }
    #expect(Set(record.views.map(\.id)).count == record.views.count)
  }

  @Test func textsCarryTheirStringAndInk() throws {
    let record = record(VStack { Text("Hello").foregroundStyle(Color.red) })
    let text = try #require(record.views.first { $0.text == "Hello" })
    #expect(text.color == "#FF3B30FF")
    #expect(text.type.contains("Text"))
  }

  @Test func jsonIsTheSameBytesForTheSameFrameAndReadsBack() throws {
    let view = HStack {
      Text("A")
      Color.blue.frame(width: 10, height: 10)
    }
    let first = record(view).json()
    #expect(first == record(view).json())
    #expect(try LayoutRecord(json: first) == record(view))
    // Unspecified proposal dimensions are null.
    let scrolled = record(ScrollView { Text("A") }).json()
    #expect(String(decoding: scrolled, as: UTF8.self).contains("null"))
  }
}
