import Foundation
import Testing

@testable import PlaygroundUI

/// `Canvas` and `GraphicsContext` as Apple documents them: a context's transform, opacity and
/// clips apply to what is drawn after they are set; copies keep their own; text is placed by
/// its anchor; the renderer runs for the size the canvas is given.
@Suite("Canvas and GraphicsContext")
@MainActor
struct CanvasTests {
  private let window = CGSize(width: 300, height: 200)

  /// A 200 × 100 canvas, centred in the window at (50, 50).
  private func render(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> [DisplayItem] {
    ViewGraph.testing(Canvas(renderer: renderer).frame(width: 200, height: 100)).render(size: window, time: 0).items
  }

  private func paths(_ items: [DisplayItem]) -> [PathDrawing] {
    items.compactMap { if case .path(let path) = $0 { path } else { nil } }
  }

  @Test("A fill draws the path in the canvas's coordinates, inside a clip to the canvas")
  func fillAndCanvasClip() throws {
    let items = render { context, size in
      #expect(size == CGSize(width: 200, height: 100))
      context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
    }
    let drawn = try #require(paths(items).first)
    #expect(drawn.frame == CGRect(x: 60, y: 70, width: 30, height: 40))
    #expect(drawn.color == Color.red.rgba)
    guard case .pushPathClip(let clip) = items.first, case .popClip = items.last else {
      Issue.record("expected the canvas clip around its drawing: \(items)")
      return
    }
    #expect(clip.bounds == CGRect(x: 50, y: 50, width: 200, height: 100))
  }

  @Test("Transforms apply to what is drawn after them; a copy keeps its own")
  func transformsAndCopies() throws {
    let items = render { context, _ in
      var moved = context
      moved.translateBy(x: 100, y: 0)
      moved.scaleBy(x: 2, y: 2)
      moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
      var turned = context
      turned.rotate(by: .degrees(90))
      turned.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
    }
    let drawn = paths(items)
    #expect(drawn.count == 3)
    #expect(drawn[0].frame == CGRect(x: 150, y: 50, width: 20, height: 20))
    #expect(drawn[1].frame == CGRect(x: 50, y: 50, width: 10, height: 10))
    // A quarter turn clockwise maps (x, y) to (−y, x): the 20 × 10 bar stands 10 wide, 20 tall
    // to the left of the origin.
    let turned = drawn[2].frame
    #expect(abs(turned.minX - 40) < 1e-9 && abs(turned.width - 10) < 1e-9 && abs(turned.height - 20) < 1e-9)
  }

  @Test("Opacity multiplies into colours; a stroke is as wide as asked in the context's units")
  func opacityAndStroke() throws {
    let items = render { context, _ in
      context.opacity = 0.5
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      context.opacity = 1
      context.scaleBy(x: 2, y: 2)
      context.stroke(
        Path { $0.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)]) }, with: .color(.blue), lineWidth: 3)
    }
    let drawn = paths(items)
    #expect(drawn[0].color.alpha == Color.red.rgba.alpha * 0.5)
    // A 3-point line scaled by 2 is 6 points thick.
    #expect(abs(drawn[1].frame.height - 6) < 1e-9 && abs(drawn[1].frame.minY - (50 + 20 - 3)) < 1e-9)
  }

  @Test("Clips (and inverse clips) wrap what is drawn after them")
  func clips() throws {
    let items = render { context, _ in
      context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
      context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
      context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), options: .inverse)
      context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.green))
    }
    // The canvas clip, the red square unclipped, then blue inside one clip, green inside two.
    let kinds = items.map { item -> String in
      switch item {
      case .pushPathClip: "clip"
      case .popClip: "pop"
      case .path(let path): path.color == Color.red.rgba ? "red" : path.color == Color.blue.rgba ? "blue" : "green"
      default: "other"
      }
    }
    #expect(kinds == ["clip", "red", "clip", "blue", "pop", "clip", "clip", "green", "pop", "pop", "pop"])
    guard case .pushPathClip(let inverse) = items[6] else { return }
    #expect(inverse.evenOdd && !inverse.contains(CGPoint(x: 55, y: 55)) && inverse.contains(CGPoint(x: 70, y: 70)))
  }

  @Test("Text is drawn with its anchor at the point, and measures as a Text view does")
  func text() throws {
    var measured = CGSize.zero
    let items = render { context, _ in
      let resolved = context.resolve(Text("Hello"))
      measured = resolved.measure(in: CGSize(width: 1000, height: 1000))
      context.draw(Text("Hello"), at: CGPoint(x: 100, y: 50))
      context.draw(resolved, at: CGPoint(x: 0, y: 0), anchor: .topLeading)
    }
    let texts = items.compactMap { if case .text(let text) = $0 { text } else { nil } }
    #expect(texts.count == 2)
    let graph = ViewGraph.testing(Text("Hello"))
    _ = graph.render(size: window, time: 0)
    let alone = try #require(graph.tracedViews.first { $0.kind == "text" })
    #expect(measured == alone.frame.size)
    #expect(texts[0].frame.midX == 150 && texts[0].frame.midY == 100)
    #expect(texts[1].frame.origin == CGPoint(x: 50, y: 50))
  }

  @Test("A shadow filter draws a shadow under each later drawing; clipToLayer masks")
  func shadowAndLayerClip() {
    let items = render { context, _ in
      var shadowed = context
      shadowed.addFilter(.shadow(color: .black, radius: 4, x: 2, y: 3))
      shadowed.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      context.clipToLayer { layer in
        layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
      }
      context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.blue))
    }
    let kinds = items.map { item -> String in
      switch item {
      case .pushShadow(let shadow): "shadow \(shadow.offset.width),\(shadow.offset.height)"
      case .popShadow: "/shadow"
      case .pushMask: "masked"
      case .beginMask: "mask"
      case .popMask: "/mask"
      case .path: "path"
      case .pushPathClip: "clip"
      case .popClip: "pop"
      default: "other"
      }
    }
    #expect(kinds == ["clip", "shadow 2.0,3.0", "path", "/shadow", "masked", "path", "mask", "path", "/mask", "pop"])
  }

  @Test("Filters wrap later drawings in the order added, inside the blend mode's layer")
  func filtersAndBlendMode() {
    let items = render { context, _ in
      context.blendMode = .multiply
      context.addFilter(.blur(radius: 3))
      context.addFilter(.grayscale(1))
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
    }
    let layers = items.compactMap { item -> LayerEffect? in
      if case .pushLayer(let layer) = item { layer.effect } else { nil }
    }
    // Outermost first: the blend, then the later filter, then the first one added (applied first).
    #expect(layers == [.blend(.multiply), .colorMatrix(.grayscale(1)), .blur(radius: 3, opaque: false)])
    #expect(items.filter { if case .popLayer = $0 { true } else { false } }.count == 3)
  }

  @Test("The renderer runs once for a size and again when the size changes")
  func rendersPerSize() {
    final class Counter { var calls = 0 }
    let counter = Counter()
    let graph = ViewGraph.testing(Canvas { _, _ in counter.calls += 1 })
    _ = graph.render(size: window, time: 0)
    _ = graph.render(size: window, time: 0.5)
    #expect(counter.calls == 1)
    _ = graph.render(size: CGSize(width: 100, height: 100), time: 1)
    #expect(counter.calls == 2)
  }
}
