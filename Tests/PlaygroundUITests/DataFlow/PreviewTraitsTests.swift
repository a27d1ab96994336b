import Foundation
import Testing

@testable import PlaygroundUI

/// A `PreviewProvider` as Xcode projects write several previews (Apple's `previewLayout(_:)`,
/// `previewDisplayName(_:)`, `previewDevice(_:)` and `previewInterfaceOrientation(_:)` docs).
private struct Rows_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("first").previewDisplayName("Compact").previewLayout(.sizeThatFits)
      Text("second")
        .previewInterfaceOrientation(.landscapeLeft)
      Text("third").previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)")).previewDisplayName("Tablet")
        .previewLayout(.device)
    }
    .previewDevice("iPhone 15")
    .previewLayout(.fixed(width: 100, height: 50))
  }
}

private struct Devices_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone SE (3rd generation)", "iPad Air (5th generation)"], id: \.self) { device in
      Text(device).previewDevice(PreviewDevice(rawValue: device)).previewDisplayName(device)
    }
  }
}

private struct Single_Previews: PreviewProvider {
  static var previews: some View { Text("only").previewLayout(.fixed(width: 320, height: 100)) }
}

/// Each child of a provider's `previews` is a preview with its own traits, as Xcode's canvas
/// shows them; `#Preview`'s traits are recorded the same way.
@MainActor
@Suite(.serialized) struct PreviewTraitsTests {
  @Test func eachChildIsAPreviewNamedByItsDisplayNameWithTheNearestTraits() throws {
    let entries = PreviewRegistry.shared.collect {
      _PlaygroundPreviews.registerProvider(name: "Rows_Previews", file: "Rows.swift", line: 3) {
        Rows_Previews.previews
      }
      _PlaygroundPreviews.registerProvider(name: "Single_Previews", file: "Rows.swift", line: 9) {
        Single_Previews.previews
      }
    }
    #expect(entries.map(\.name) == ["Compact", "Rows_Previews 2", "Tablet", "Single_Previews"])
    #expect(entries[0].traits.layout == .sizeThatFits)
    #expect(entries[1].traits.layout == .fixed(width: 100, height: 50), "the group's layout where the child sets none")
    #expect(entries[2].traits.layout == .device, "an explicit .device is the child's own")
    #expect(entries[0].traits.deviceName == "iPhone 15", "the group's device applies to each child")
    #expect(entries[1].traits.orientation == .landscapeLeft)
    #expect(entries[1].traits.deviceKind == .iphoneLandscape)
    #expect(entries[2].traits.deviceName == "iPad Pro (11-inch)", "the modifier nearest the view wins")
    #expect(entries[2].traits.deviceKind == .ipad)
    #expect(entries[3].traits.layout == .fixed(width: 320, height: 100))
    let graph = ViewGraph(measurer: FakeTextMeasurer()) { entries[1].makeView() }
    graph.frame(CGSize(width: 200, height: 100))
    #expect(graph.leaf("second") != nil, "a child draws as written")
  }

  @Test func aForEachOverDevicesIsAPreviewPerDevice() {
    let entries = PreviewRegistry.shared.collect {
      _PlaygroundPreviews.registerProvider(name: "Devices_Previews", file: "D.swift", line: 1) {
        Devices_Previews.previews
      }
    }
    #expect(entries.map(\.name) == ["iPhone SE (3rd generation)", "iPad Air (5th generation)"])
    #expect(entries.map(\.traits.deviceKind) == [.iphone, .ipad])
  }

  @Test func macroTraitsAreRecordedInOrder() throws {
    let entries = PreviewRegistry.shared.collect {
      _PlaygroundPreviews.register(
        name: "Card", file: "Card.swift", line: 1, traits: [.fixedLayout(width: 300, height: 80), .landscapeRight]
      ) { Text("card") }
      _PlaygroundPreviews.register(name: "Fits", file: "Card.swift", line: 2, traits: [.sizeThatFitsLayout]) {
        Text("fits")
      }
      _PlaygroundPreviews.register(name: "Plain", file: "Card.swift", line: 3) { Text("plain") }
    }
    #expect(
      entries.map(\.traits) == [
        PreviewTraits(layout: .fixed(width: 300, height: 80), orientation: .landscapeRight),
        PreviewTraits(layout: .sizeThatFits), PreviewTraits(),
      ])
    #expect(entries[2].traits.deviceKind == nil, "no device asked for: the window's own")
  }

  @Test func twoPreviewsOfOneNameStayApart() {
    let entries = PreviewRegistry.shared.collect {
      _PlaygroundPreviews.register(name: "Same", file: "A.swift", line: 1) { Text("a") }
      _PlaygroundPreviews.register(name: "Same", file: "B.swift", line: 1) { Text("b") }
    }
    #expect(entries.map(\.name) == ["Same", "Same (2)"])
  }
}
