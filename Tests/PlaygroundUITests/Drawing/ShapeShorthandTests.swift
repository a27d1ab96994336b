import Foundation
import Testing

@testable import PlaygroundUI

/// `Shape`'s static members stand for the built-in shapes wherever a shape is taken.
@MainActor
@Suite struct ShapeShorthandTests {
  @Test func membersAreTheShapes() {
    let graph = ViewGraph.testing(
      VStack {
        Color.red.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6))
        Text("a").background(.blue, in: .capsule)
        Color.green.frame(width: 20, height: 20).clipShape(.circle)
      })
    let list = graph.render(size: CGSize(width: 200, height: 200), time: 0)
    #expect(list.shapes.contains { $0.kind == .capsule })
    #expect(RoundedRectangle.rect(cornerRadius: 6).cornerSize == CGSize(width: 6, height: 6))
    #expect(Rectangle.rect.path(in: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect.width == 4)
  }
}
