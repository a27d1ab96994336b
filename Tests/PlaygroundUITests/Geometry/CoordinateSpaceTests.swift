import Foundation
import Testing

@testable import PlaygroundUI

/// What a GeometryReader's content read of its proxy, the last time it was built.
@MainActor
final class GeometryProbe {
  var local = CGRect.null
  var global = CGRect.null
  var named = CGRect.null
  var namedBounds: CGRect?
  var size = CGSize.zero
}

/// A reader below a 30 pt bar in a 100 pt wide column named "column" (VStack spacing between
/// two non-text views is SwiftUI's standard 8 pt).
private struct Column: View {
  let probe: GeometryProbe
  var offset = CGSize.zero
  var body: some View {
    VStack {
      Color.gray.frame(height: 30)
      GeometryReader { proxy in
        let _ = record(proxy)
        Color.clear
      }
      .frame(height: 40)
      .offset(offset)
    }
    .frame(width: 100)
    .coordinateSpace(name: "column")
  }

  func record(_ proxy: GeometryProxy) {
    probe.local = proxy.frame(in: .local)
    probe.global = proxy.frame(in: .global)
    probe.named = proxy.frame(in: .named("column"))
    probe.namedBounds = proxy.bounds(of: .named("column"))
    probe.size = proxy.size
  }
}

@MainActor
@Suite struct CoordinateSpaceTests {
  // The column is 30 + 8 + 40 = 78 high and 100 wide, centred in 200 × 200: at (50, 61). The
  // reader sits 38 below its top.
  @Test func frameInLocalGlobalAndNamedSpaces() {
    let probe = GeometryProbe()
    let graph = ViewGraph.testing(Column(probe: probe))
    graph.frame(CGSize(width: 200, height: 200))
    #expect(probe.local == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(isClose(probe.global, CGRect(x: 50, y: 99, width: 100, height: 40)))
    #expect(isClose(probe.named, CGRect(x: 0, y: 38, width: 100, height: 40)))
    // The column's bounds in the reader's own coordinates start 38 above it.
    #expect(isClose(probe.namedBounds ?? .null, CGRect(x: 0, y: -38, width: 100, height: 78)))
  }

  // `offset` moves the view's coordinate space with what it draws (layout does not move).
  @Test func anOffsetMovesTheFrameInEverySpaceButLocal() {
    let probe = GeometryProbe()
    let graph = ViewGraph.testing(Column(probe: probe, offset: CGSize(width: 10, height: 5)))
    graph.frame(CGSize(width: 200, height: 200))
    #expect(probe.local == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(isClose(probe.global, CGRect(x: 60, y: 104, width: 100, height: 40)))
    #expect(isClose(probe.named, CGRect(x: 10, y: 43, width: 100, height: 40)))
  }

  // The newer spelling, `.coordinateSpace(.named(…))`, names the same space; an unknown name
  // answers in the global space and has no bounds.
  @Test func namedCoordinateSpaceAndUnknownNames() {
    let probe = GeometryProbe()
    let graph = ViewGraph.testing(
      VStack(spacing: 0) {
        Color.gray.frame(width: 50, height: 20)
        GeometryReader { proxy in
          let _ = {
            probe.named = proxy.frame(in: .named("stack"))
            probe.global = proxy.frame(in: .named("nowhere"))
            probe.namedBounds = proxy.bounds(of: .named("nowhere"))
          }()
          Color.clear
        }
        .frame(width: 50, height: 20)
      }
      .coordinateSpace(.named("stack")))
    graph.frame(CGSize(width: 50, height: 40))
    #expect(probe.named == CGRect(x: 0, y: 20, width: 50, height: 20))
    #expect(probe.global == CGRect(x: 0, y: 20, width: 50, height: 20))
    #expect(probe.namedBounds == nil)
  }

  // A reader that read where it is is built again when it moves (a scroll moves it); one that
  // read only its size is not.
  @Test func aReaderThatReadItsPositionFollowsAScroll() {
    let probe = GeometryProbe()
    let graph = ViewGraph.testing(
      ScrollView {
        VStack(spacing: 0) {
          Color.gray.frame(height: 100)
          GeometryReader { proxy in
            let _ = { probe.named = proxy.frame(in: .scrollView) }()
            Color.clear
          }
          .frame(height: 50)
          Color.gray.frame(height: 400)
        }
      })
    graph.frame(CGSize(width: 100, height: 200))
    #expect(probe.named == CGRect(x: 0, y: 100, width: 100, height: 50))
    graph.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 50, y: 100), time: 1)
    graph.frame(CGSize(width: 100, height: 200), at: 1)
    #expect(probe.named == CGRect(x: 0, y: 70, width: 100, height: 50))
  }
}
