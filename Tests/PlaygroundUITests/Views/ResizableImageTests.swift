import Foundation
import Testing

@testable import PlaygroundUI

/// `Image(systemName:)` keeps its own size (its font's size, 20 pt here) whatever it is
/// proposed; `resizable()` makes it take the proposal, and `scaledToFit`, `aspectRatio` and
/// `frame` then size it. The 200×100 window centres what it holds.
@MainActor
@Suite struct ResizableImageTests {
  let size = CGSize(width: 200, height: 100)

  private func star<V: View>(_ view: V) -> CGRect? {
    let graph = ViewGraph.testing(view.font(.system(size: 20)))
    return graph.frame(size).first { $0.kind == "symbol" }?.frame
  }

  @Test func aPlainSymbolKeepsItsOwnSizeInABiggerFrame() throws {
    let frame = try #require(star(Image(systemName: "star").frame(width: 100, height: 60)))
    #expect(isClose(frame, CGRect(x: 90, y: 40, width: 20, height: 20)))
  }

  @Test func aResizableSymbolTakesTheFrameItIsGiven() throws {
    let frame = try #require(star(Image(systemName: "star").resizable().frame(width: 100, height: 60)))
    #expect(isClose(frame, CGRect(x: 50, y: 20, width: 100, height: 60)))
  }

  @Test func scaledToFitKeepsTheSymbolSquareInsideTheFrame() throws {
    let frame = try #require(star(Image(systemName: "star").resizable().scaledToFit().frame(width: 100, height: 60)))
    #expect(isClose(frame, CGRect(x: 70, y: 20, width: 60, height: 60)))
  }

  @Test func aspectRatioFillCoversTheFrame() throws {
    let frame = try #require(
      star(Image(systemName: "star").resizable().aspectRatio(contentMode: .fill).frame(width: 100, height: 60)))
    #expect(isClose(frame, CGRect(x: 50, y: 0, width: 100, height: 100)))
  }

  @Test func unproposedItKeepsItsOwnSize() throws {
    let frame = try #require(star(Propose(.unspecified) { Image(systemName: "star").resizable() }))
    #expect(frame.size == CGSize(width: 20, height: 20))
  }

  @Test func itsGlyphGrowsWithIt() throws {
    let small = ViewGraph.testing(Image(systemName: "star").font(.system(size: 20)))
    let big = ViewGraph.testing(
      Image(systemName: "star").resizable().frame(width: 80, height: 80).font(.system(size: 20)))
    let smallGlyph = try #require(small.render(size: size, time: 0).symbols.first?.glyph)
    let bigGlyph = try #require(big.render(size: size, time: 0).symbols.first?.glyph)
    #expect(isClose(bigGlyph.font.size, smallGlyph.font.size * 4, within: 1e-9))
  }
}
