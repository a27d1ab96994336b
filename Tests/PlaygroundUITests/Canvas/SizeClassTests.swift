import Foundation
import Testing

@testable import PlaygroundUI

/// The size classes iOS gives a full-screen app (Apple's "Device size classes" table for the
/// 6.1-inch iPhone: compact × regular in portrait, compact × compact in landscape; iPad regular
/// × regular), set by the canvas from its device.
@MainActor
@Suite struct SizeClassTests {
  private struct Reader: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical

    var body: some View {
      Text("\(horizontal == .compact ? "compact" : "regular") \(vertical == .compact ? "compact" : "regular")")
    }
  }

  private func classes(on device: Device?) -> String? {
    let graph = ViewGraph.testing(DeviceCanvas(CanvasSettings(device: device)) { Reader() })
    graph.frame(device?.size ?? CGSize(width: 800, height: 600))
    return graph.drawnNodes().compactMap { ($0 as? TextNode)?.string }.first
  }

  @Test func eachDeviceHasItsSizeClasses() {
    #expect(classes(on: .iPhone) == "compact regular")
    #expect(classes(on: .iPhoneLandscape) == "compact compact")
    #expect(classes(on: .iPad) == "regular regular")
    #expect(classes(on: nil) == "regular regular")
  }
}
