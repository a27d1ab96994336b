import Foundation
import Testing

@testable import PlaygroundUI

/// `rotationEffect`, `clipShape`, `cornerRadius`, `shadow`, `mask` and `contentShape`: drawing
/// effects that leave layout alone, checked as display-list items, traced frames and clicks.
/// Expected geometry follows from the definitions: a rotation by θ about an anchor a maps p to
/// a + R(θ)(p − a), clockwise on screen for positive θ (y points down).
@Suite("Drawing effects")
@MainActor
struct EffectTests {
  private let window = CGSize(width: 200, height: 200)

  final class Taps {
    var count = 0
  }

  /// The rotation's definition, written out independently of `CGAffineTransform`.
  func rotate(_ p: CGPoint, by degrees: Double, about a: CGPoint) -> CGPoint {
    let t = degrees * .pi / 180
    let dx = Double(p.x - a.x)
    let dy = Double(p.y - a.y)
    return CGPoint(x: Double(a.x) + dx * cos(t) - dy * sin(t), y: Double(a.y) + dx * sin(t) + dy * cos(t))
  }

  func close(_ a: CGPoint, _ b: CGPoint) -> Bool { isClose(a.x, b.x, within: 1e-9) && isClose(a.y, b.y, within: 1e-9) }

  @Test func rotatingARectanglesCornersAboutAnAnchorFollowsTheDefinition() {
    let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
    let anchor = CGPoint(x: 10, y: 20)
    let transform = DrawTransform().rotated(by: .pi / 6, about: anchor)
    let expected = [
      CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 50), CGPoint(x: 10, y: 50),
    ].map { rotate($0, by: 30, about: anchor) }
    for (got, want) in zip(transform.corners(of: rect), expected) { #expect(close(got, want), "\(got) vs \(want)") }
    // 90° clockwise on screen: the right-pointing unit vector points down.
    let quarter = DrawTransform().rotated(by: .pi / 2, about: .zero)
    #expect(close(quarter.apply(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)))
  }

  @Test func aRectanglesBoundsUnderAnUprightTransformAreItsMappedCornersBounds() {
    let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
    // Scaled 2× about (0, 0) then moved by (5, 7); mirrored across x = 100; and squashed.
    let cases: [(DrawTransform, CGRect)] = [
      (
        DrawTransform().translated(by: CGSize(width: 5, height: 7)).scaled(by: 2, about: .zero),
        CGRect(x: 25, y: 47, width: 80, height: 60)
      ),
      (
        DrawTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0)),
        CGRect(x: 150, y: 20, width: 40, height: 30)
      ),
      (
        DrawTransform(CGAffineTransform(a: 0.5, b: 0, c: 0, d: -3, tx: 0, ty: 0)),
        CGRect(x: 5, y: -150, width: 20, height: 90)
      ),
    ]
    for (transform, expected) in cases {
      let got = transform.apply(rect)
      #expect(isClose(got, expected, within: 1e-9), "\(got) vs \(expected)")
    }
    #expect(DrawTransform().apply(CGRect.null).isNull)
    // A rectangle given with negative sizes, and a transform that collapses it: the bounds are
    // those of its four mapped corners, as the general form has them.
    let flipped = CGRect(x: 50, y: 50, width: -40, height: -30)
    for matrix in [
      CGAffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 3, ty: 4), CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 7, ty: 0),
    ] {
      let expected = flipped.applying(matrix)
      #expect(isClose(DrawTransform(matrix).apply(flipped), expected, within: 1e-9), "\(matrix)")
    }
  }

  @Test func rotationComposesWithScaleAndOffsetInModifierOrder() {
    // Outer offset, then a rotation about (50, 50), then an inner scale about (50, 50).
    let transform = DrawTransform().translated(by: CGSize(width: 5, height: 7))
      .rotated(by: .pi / 2, about: CGPoint(x: 50, y: 50))
      .scaled(by: 2, about: CGPoint(x: 50, y: 50))
    let p = CGPoint(x: 60, y: 50)
    let scaled = CGPoint(x: 70, y: 50)
    let rotated = rotate(scaled, by: 90, about: CGPoint(x: 50, y: 50))
    #expect(close(transform.apply(p), CGPoint(x: rotated.x + 5, y: rotated.y + 7)))
    #expect(isClose(transform.scale, 2, within: 1e-12))
  }

  @Test func aRotatedShapeIsDrawnAsItsRotatedOutlineAndTracedByItsBounds() throws {
    let graph = ViewGraph.testing(
      Rectangle().fill(Color.blue).frame(width: 60, height: 60).rotationEffect(.degrees(45)))
    let list = graph.render(size: window, time: 0)
    guard case .path(let path) = try #require(list.items.first) else {
      Issue.record("expected a path, got \(list.items)")
      return
    }
    let centre = CGPoint(x: 100, y: 100)
    let corners = [CGPoint(x: 70, y: 70), CGPoint(x: 130, y: 70), CGPoint(x: 130, y: 130), CGPoint(x: 70, y: 130)]
      .map { rotate($0, by: 45, about: centre) }
    let points = path.polygons.joined()
    for corner in corners {
      #expect(points.contains { isClose($0.x, corner.x, within: 1e-6) && isClose($0.y, corner.y, within: 1e-6) })
    }
    let half = 30 * 2.0.squareRoot()
    let traced = try #require(graph.leaf("rectangle"))
    #expect(
      isClose(traced.frame, CGRect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half), within: 1e-6))
    // Layout is unchanged: the 80-point row is centred (x from 60), the circle after the
    // unrotated 60-point square.
    let stacked = ViewGraph.testing(
      HStack(spacing: 0) {
        Color.red.frame(width: 60, height: 60).rotationEffect(.degrees(30))
        Circle().frame(width: 20, height: 20)
      })
    stacked.frame(window)
    #expect(try #require(stacked.leaf("circle")).frame.minX == 120)
  }

  @Test func rotatedTextCarriesItsTransformAndIsTracedByTheRotatedBounds() throws {
    let graph = ViewGraph.testing(Text("Hello").rotationEffect(.degrees(90)))
    let list = graph.render(size: window, time: 0)
    guard case .text(let text) = try #require(list.items.first) else {
      Issue.record("expected text")
      return
    }
    let width = FakeMetrics.width("Hello", size: 17)
    let height = FakeMetrics.lineHeight(size: 17)
    #expect(text.transform != nil)
    #expect(isClose(text.frame.width, width) && isClose(text.frame.height, height))
    let traced = try #require(graph.leaf("Hello"))
    #expect(
      isClose(
        traced.frame, CGRect(x: 100 - height / 2, y: 100 - width / 2, width: height, height: width), within: 1e-6))
  }

  @Test func aClickInsideTheRotatedFrameButOutsideTheUnrotatedOneHits() {
    let taps = Taps()
    // A 100 × 20 bar centred at (100, 100), turned upright.
    let graph = ViewGraph.testing(
      Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90)).onTapGesture { taps.count += 1 })
    graph.frame(window)
    graph.click(at: CGPoint(x: 100, y: 60), time: 0)
    #expect(taps.count == 1)
    graph.click(at: CGPoint(x: 60, y: 100), time: 0)
    #expect(taps.count == 1)
  }

  @Test func aCircularContentShapeMissesClicksInTheFramesCorner() {
    let taps = Taps()
    let graph = ViewGraph.testing(
      Color.red.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { taps.count += 1 })
    graph.frame(window)
    graph.click(at: CGPoint(x: 55, y: 55), time: 0)
    #expect(taps.count == 0)
    graph.click(at: CGPoint(x: 100, y: 100), time: 0)
    #expect(taps.count == 1)
    graph.click(at: CGPoint(x: 100, y: 53), time: 0)
    #expect(taps.count == 2)
  }

  @Test func clipShapePushesAPathClipAroundTheContentAndLimitsClicks() throws {
    let taps = Taps()
    let graph = ViewGraph.testing(
      Color.red.frame(width: 100, height: 100).clipShape(Circle()).onTapGesture { taps.count += 1 })
    let list = graph.render(size: window, time: 0)
    guard case .pushPathClip(let clip) = try #require(list.items.first) else {
      Issue.record("expected a path clip, got \(list.items)")
      return
    }
    #expect(isClose(clip.bounds, CGRect(x: 50, y: 50, width: 100, height: 100), within: 1e-6))
    #expect(clip.contains(CGPoint(x: 100, y: 100)))
    #expect(!clip.contains(CGPoint(x: 53, y: 53)))
    #expect(list.items.last == .popClip)
    graph.click(at: CGPoint(x: 53, y: 53), time: 0)
    #expect(taps.count == 0)
    graph.click(at: CGPoint(x: 100, y: 100), time: 0)
    #expect(taps.count == 1)
  }

  @Test func cornerRadiusClipsToARoundedRectangle() throws {
    let graph = ViewGraph.testing(Color.red.frame(width: 100, height: 60).cornerRadius(20))
    let list = graph.render(size: window, time: 0)
    guard case .pushPathClip(let clip) = try #require(list.items.first) else {
      Issue.record("expected a path clip")
      return
    }
    // Frame (50, 70)–(150, 130): the corner pixel is outside the arc of radius 20, the point
    // just inside the straight edge is in.
    #expect(!clip.contains(CGPoint(x: 52, y: 72)))
    #expect(clip.contains(CGPoint(x: 70, y: 72)))
    #expect(clip.contains(CGPoint(x: 52, y: 100)))
  }

  @Test func shadowWrapsTheContentWithItsBoundsRadiusAndOffset() throws {
    let graph = ViewGraph.testing(
      Color.black.frame(width: 40, height: 40).shadow(color: .red, radius: 5, x: 3, y: 4).scaleEffect(2))
    let list = graph.render(size: window, time: 0)
    #expect(list.items.count == 3)
    guard case .pushShadow(let shadow) = try #require(list.items.first) else {
      Issue.record("expected a shadow")
      return
    }
    // Scaled by 2 about the centre: the 40-point square draws 80 points wide, and so do the
    // shadow's radius and offset.
    #expect(shadow.bounds == CGRect(x: 60, y: 60, width: 80, height: 80))
    #expect(shadow.radius == 10)
    #expect(shadow.offset == CGSize(width: 6, height: 8))
    #expect(list.items.last == .popShadow)
  }

  @Test func maskDrawsContentThenTheMaskAndTracesOnlyTheContent() throws {
    let graph = ViewGraph.testing(
      Color.blue.frame(width: 100, height: 100).mask { Circle().frame(width: 50, height: 50) })
    let list = graph.render(size: window, time: 0)
    #expect(list.items.first == .pushMask(CGRect(x: 50, y: 50, width: 100, height: 100)))
    let begin = try #require(list.items.firstIndex(of: .beginMask))
    #expect(list.items.last == .popMask)
    guard case .shape(let mask) = list.items[begin + 1] else {
      Issue.record("expected the mask's circle after beginMask")
      return
    }
    #expect(mask.kind == .circle)
    #expect(mask.rect == CGRect(x: 75, y: 75, width: 50, height: 50))
    #expect(graph.tracedViews.map(\.detail) == ["rectangle"])
  }
}
