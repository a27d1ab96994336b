import Foundation
import Testing

@testable import PlaygroundUI

/// A user shape as SwiftUI code writes one.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

@Suite("Custom shapes, gradients and symbols in the display list")
@MainActor
struct CustomShapeTests {
  func paths(_ graph: ViewGraph, size: CGSize) -> [PathDrawing] {
    graph.render(size: size, time: 0).items.compactMap { if case .path(let p) = $0 { p } else { nil } }
  }

  @Test("A custom Shape draws its path in its frame, traced as shape \"path\"")
  func triangle() throws {
    let graph = ViewGraph.testing(Triangle().fill(Color.orange).frame(width: 80, height: 60))
    let drawn = paths(graph, size: CGSize(width: 200, height: 100))
    // Centred in the window: the frame is (60, 20, 80, 60).
    let frame = CGRect(x: 60, y: 20, width: 80, height: 60)
    let path = try #require(drawn.first)
    #expect(path.frame == frame && !path.evenOdd && path.color == Color.orange.rgba)
    #expect(path.polygons == [[CGPoint(x: 100, y: 20), CGPoint(x: 140, y: 80), CGPoint(x: 60, y: 80)]])
    let leaf = try #require(graph.leaf("path"))
    #expect(leaf.kind == "shape" && leaf.frame == frame)
  }

  @Test("A custom shape as a view fills with the foreground style; stroke outlines it")
  func foregroundAndStroke() throws {
    let graph = ViewGraph.testing(
      VStack(spacing: 0) {
        Triangle().frame(width: 40, height: 40).foregroundStyle(.green)
        Triangle().stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)
        Triangle().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 40, height: 40)
      })
    let drawn = paths(graph, size: CGSize(width: 40, height: 120))
    #expect(drawn.count == 3)
    #expect(drawn[0].color == Color.green.rgba && drawn[0].polygons.count == 1)
    // The stroke is outlined into pieces: three sides and three joins at least.
    #expect(drawn[1].color == Color.blue.rgba && drawn[1].polygons.count >= 6)
    let strokeBounds = Path { p in for polygon in drawn[1].polygons { p.addLines(polygon) } }.boundingRect
    #expect(strokeBounds.minY < 40 && strokeBounds.maxY > 80)
    #expect(drawn[2].evenOdd)
  }

  @Test("Built-in shapes keep their analytic fast path; Ellipse and dashed strokes draw as paths")
  func builtinsFastPath() {
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Circle().stroke(Color.red, lineWidth: 2)
        RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 2)
        Ellipse()
        Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [3, 3]))
      })
    graph.frame(CGSize(width: 400, height: 100))
    #expect(graph.tracedViews.map(\.detail) == ["circle", "roundedRectangle", "path", "path"])
  }

  @Test("Gradients reach the display list placed in the shape's frame")
  func gradientFill() throws {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    let graph = ViewGraph.testing(
      HStack(spacing: 0) {
        Circle().fill(gradient).frame(width: 50, height: 50)
        Triangle().foregroundStyle(gradient).frame(width: 50, height: 50)
        gradient.frame(width: 50, height: 50)
      })
    let list = graph.render(size: CGSize(width: 150, height: 50), time: 0)
    let shapes = list.shapes
    #expect(shapes.count == 2)
    #expect(shapes[0].gradient?.geometry == .linear(start: CGPoint(x: 25, y: 0), end: CGPoint(x: 25, y: 50)))
    #expect(shapes[1].kind == .rectangle)
    #expect(shapes[1].gradient?.geometry == .linear(start: CGPoint(x: 125, y: 0), end: CGPoint(x: 125, y: 50)))
    let path = try #require(paths(graph, size: CGSize(width: 150, height: 50)).first)
    #expect(path.gradient?.stops.map(\.color) == [Color.red.rgba, Color.blue.rgba])
  }

  @Test("An unknown symbol draws the placeholder and is reported once")
  func unknownSymbol() throws {
    let name = "no.such.symbol.\(UUID().uuidString)"
    let graph = ViewGraph.testing(
      HStack {
        Image(systemName: name)
        Image(systemName: "star.fill")
      }.font(.system(size: 20)))
    let list = graph.render(size: CGSize(width: 100, height: 40), time: 0)
    let symbols = list.items.compactMap { if case .symbol(let s) = $0 { s } else { nil } }
    #expect(symbols.count == 2)
    let placeholder = try #require(symbols.first)
    #expect(placeholder.name == name && !placeholder.strokes.isEmpty && !placeholder.fills.isEmpty)
    // The placeholder's box fills most of the frame.
    let box = Path { p in for s in placeholder.strokes { p.addLines(s) } }.boundingRect
    #expect(box.width > placeholder.frame.width * 0.8)
    #expect(graph.leaf(name)?.kind == "symbol")
    #expect(SymbolCatalog.reportedUnknown.contains(name))
    #expect(!SymbolCatalog.reportUnknown(name), "reported a second time")
    // star.fill is in the table: a glyph, no strokes.
    #expect(symbols[1].strokes.isEmpty && symbols[1].glyph != nil && placeholder.glyph == nil)
  }
}
