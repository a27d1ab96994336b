import Foundation
import Testing

@testable import PlaygroundUI

/// Light and dark: SwiftUI's named colours are iOS's system colours, which adapt (values from
/// Apple's Human Interface Guidelines: systemRed is 255, 59, 48 in light and 255, 69, 58 in
/// dark; systemBlue 0, 122, 255 and 10, 132, 255; label black and white; secondaryLabel
/// 60, 60, 67 and 235, 235, 245 at 60 %; systemBackground white and black).
@MainActor
@Suite struct ColorSchemeTests {
  private func rgba(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor {
    RGBAColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
  }

  private func render<V: View>(_ view: V, scheme: ColorScheme = .light) -> ViewGraph {
    let graph = ViewGraph.testing(DeviceCanvas(CanvasSettings(colorScheme: scheme)) { view })
    graph.frame(CGSize(width: 300, height: 200))
    return graph
  }

  private func colors(_ graph: ViewGraph) -> [RGBAColor] {
    graph.render(size: CGSize(width: 300, height: 200), time: 0).items.compactMap {
      switch $0 {
      case .shape(let shape): shape.color
      case .text(let text): text.color
      default: nil
      }
    }
  }

  @Test func systemColoursAdapt() {
    #expect(Color.red.resolved(in: .light) == rgba(255, 59, 48))
    #expect(Color.red.resolved(in: .dark) == rgba(255, 69, 58))
    #expect(Color.blue.resolved(in: .dark) == rgba(10, 132, 255))
    #expect(Color.secondary.resolved(in: .dark) == rgba(235, 235, 245, 0.6))
    #expect(Color.primary.resolved(in: .dark) == rgba(255, 255, 255))
    // Colours made from components are the same in both.
    let custom = Color(red: 0.2, green: 0.4, blue: 0.6)
    #expect(custom.resolved(in: .dark) == custom.resolved(in: .light))
    // Opacity applies to both appearances.
    #expect(Color.red.opacity(0.5).resolved(in: .dark) == rgba(255, 69, 58, 0.5))
  }

  @Test func viewsDrawInTheCanvasScheme() {
    let dark = colors(
      render(
        VStack {
          Color.red.frame(width: 10, height: 10)
          Text("hi")
        }, scheme: .dark))
    // The dark window background, the red square, white text.
    #expect(
      dark == [SystemPalette.secondarySystemBackground.resolved(in: .dark), rgba(255, 69, 58), rgba(255, 255, 255)])
    let light = colors(
      render(
        VStack {
          Color.red.frame(width: 10, height: 10)
          Text("hi")
        }))
    #expect(light == [rgba(255, 59, 48), Color.primary.resolved(in: .light)])
  }

  @Test func stylesResolveInTheScheme() {
    let graph = render(
      VStack {
        Rectangle().fill(.background).frame(width: 10, height: 10)
        Text("second").foregroundStyle(.secondary)
        Rectangle().fill(.tertiary).frame(width: 10, height: 10)
      }, scheme: .dark)
    #expect(
      colors(graph).dropFirst()
        == [rgba(0, 0, 0), rgba(235, 235, 245, 0.6), rgba(235, 235, 245, 0.3)])
  }

  @Test func aSubtreeMayTakeAnotherScheme() {
    let graph = render(
      VStack {
        Text("outer")
        Text("inner").colorScheme(.dark)
        Text("keyed").environment(\.colorScheme, .dark)
      })
    #expect(colors(graph) == [Color.primary.resolved(in: .light), rgba(255, 255, 255), rgba(255, 255, 255)])
  }

  @Test func aForegroundStyleSetOutsideAdaptsToASchemeSetInside() {
    let graph = render(Text("x").colorScheme(.dark).foregroundStyle(.red))
    #expect(colors(graph) == [rgba(255, 69, 58)])
  }

  @Test func preferredColorSchemeSetsTheWholeCanvas() {
    let graph = render(
      VStack {
        Text("a")
        Text("b").preferredColorScheme(.dark)
      })
    // Both texts, not only the one that asked, and the background.
    #expect(
      colors(graph) == [
        SystemPalette.secondarySystemBackground.resolved(in: .dark), rgba(255, 255, 255), rgba(255, 255, 255),
      ])
    // nil asks for nothing: the canvas's own scheme.
    #expect(colors(render(Text("a").preferredColorScheme(nil))) == [Color.primary.resolved(in: .light)])
  }

  @Test func gradientsResolveTheirStopsInTheScheme() {
    let graph = render(
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 10),
      scheme: .dark)
    let list = graph.render(size: CGSize(width: 300, height: 200), time: 0)
    let shading = list.shapes.compactMap(\.gradient).first
    #expect(shading?.stops.map(\.color) == [rgba(255, 69, 58), rgba(10, 132, 255)])
  }

  @Test func colorSchemeNames() throws {
    #expect(try CanvasSettings.colorScheme(named: "Dark") == .dark)
    #expect(throws: UnknownColorScheme(name: "sepia")) { try CanvasSettings.colorScheme(named: "sepia") }
  }
}
