import Foundation
import Testing

@testable import PlaygroundUI

/// The environment a preview starts with, as on a device with default settings: no
/// accessibility option on, the screen's pixel density (iPhone 3×, iPad 2×), and values a view
/// sets for its content override them.
@MainActor
@Suite struct PlatformEnvironmentTests {
  private struct Reader: View {
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
    @Environment(\.displayScale) var scale
    @Environment(\.legibilityWeight) var legibility

    var body: some View {
      Text("\(reduceMotion) \(withoutColor) \(Int(scale)) \(legibility == .bold ? "bold" : "regular")")
    }
  }

  private func read<V: View>(_ view: V, on device: Device?) -> String? {
    let graph = ViewGraph.testing(DeviceCanvas(CanvasSettings(device: device)) { view })
    graph.frame(device?.size ?? CGSize(width: 800, height: 600))
    return graph.drawnNodes().compactMap { ($0 as? TextNode)?.string }.first
  }

  @Test func defaultsFollowTheDevice() {
    #expect(read(Reader(), on: .iPhone) == "false false 3 regular")
    #expect(read(Reader(), on: .iPad) == "false false 2 regular")
    #expect(read(Reader(), on: nil) == "false false 1 regular")
  }

  @Test func aViewMaySetThem() {
    let set = Reader()
      .environment(\.accessibilityReduceMotion, true)
      .environment(\.legibilityWeight, .bold)
    #expect(read(set, on: .iPhone) == "true false 3 bold")
  }
}
