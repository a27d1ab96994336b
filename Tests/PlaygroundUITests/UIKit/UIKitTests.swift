import Foundation
import Testing

@testable import PlaygroundUI

/// The UIKit module's surface (through `UIKitProbe`), with expectations from UIKit's
/// documentation and the colour values UIKit resolves on iOS 13+ for the light and dark
/// user-interface styles.
@MainActor
@Suite struct UIKitTests {
  private func rgba255(_ color: RGBAColor) -> [Double] {
    [color.red * 255, color.green * 255, color.blue * 255].map { $0.rounded() } + [color.alpha]
  }

  @Test func semanticColoursKeepBothAppearances() {
    #expect(rgba255(UIKitProbe.appearances("systemBackground").light) == [255, 255, 255, 1])
    #expect(rgba255(UIKitProbe.appearances("systemBackground").dark) == [0, 0, 0, 1])
    #expect(rgba255(UIKitProbe.appearances("secondaryLabel").light) == [60, 60, 67, 0.6])
    #expect(rgba255(UIKitProbe.appearances("secondaryLabel").dark) == [235, 235, 245, 0.6])
    #expect(rgba255(UIKitProbe.appearances("secondarySystemGroupedBackground").dark) == [28, 28, 30, 1])
    #expect(rgba255(UIKitProbe.appearances("systemGray6").light) == [242, 242, 247, 1])
    #expect(rgba255(UIKitProbe.appearances("systemBlue").dark) == [10, 132, 255, 1])
    #expect(UIKitProbe.redIsNotSystemRed, "UIColor.red is pure red; systemRed is the tint")
    #expect(rgba255(UIKitProbe.systemBackgroundColor.dark) == [0, 0, 0, 1], "Color(uiColor:) follows the scheme")
    #expect(rgba255(UIKitProbe.systemBackgroundColor.light) == [255, 255, 255, 1])
  }

  @Test func colorsConvertBothWays() throws {
    let converted = UIKitProbe.conversions(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    #expect(converted.viaLabel.resolved == RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    #expect(converted.viaInit == converted.viaLabel)
    #expect(converted.roundTrips)
    #expect(UIKitProbe.whiteHalfIsGray)
    #expect(UIKitProbe.namedColorIsNil, "no asset catalog: nil, as iOS answers for a missing name")
    let catalog = AssetCatalog(colors: [
      "Brand": Color(light: RGBAColor(red: 1, green: 0, blue: 0), dark: RGBAColor(red: 0, green: 0, blue: 1))
    ])
    let named = try #require(UIKitProbe.namedColor(in: catalog))
    #expect(named.light == RGBAColor(red: 1, green: 0, blue: 0) && named.dark == RGBAColor(red: 0, green: 0, blue: 1))
    #expect(UIKitProbe.literalLight == RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    #expect(UIKitProbe.fadedBlackAlpha == 0.3)
  }

  @Test func fontsFollowTheTextStylesAndSizes() {
    #expect(UIKitProbe.preferredSize("body") == 17)
    #expect(UIKitProbe.preferredSize("largeTitle") == 34)
    #expect(UIKitProbe.preferredSize("caption1") == 12)
    #expect(UIKitProbe.fonts == [.headline, .title, .system(size: 20, weight: .bold), .system(size: 13)])
  }

  @Test func theScreenIsTheWindowUnlessTheHostNamesADevice() {
    // The screen is process-wide: a device canvas rendered by an earlier test leaves its device.
    PlatformScreen.current.device = nil
    let graph = ViewGraph.testing(Text("x"))
    graph.frame(CGSize(width: 320, height: 480))
    #expect(UIKitProbe.screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    PlatformScreen.current.device = (CGSize(width: 393, height: 852), 3)
    defer { PlatformScreen.current.device = nil }
    #expect(UIKitProbe.screen.bounds.size == CGSize(width: 393, height: 852))
    #expect(UIKitProbe.screen.nativeBounds.size == CGSize(width: 1179, height: 2556), "iPhone 15's pixels")
    #expect(UIKitProbe.screen.scale == 3)
  }

  @Test func aRepresentableDrawsALabelledPlaceholderOfTheProposedSize() throws {
    let graph = ViewGraph.testing(UIKitProbe.mapView)
    graph.frame(CGSize(width: 400, height: 400))
    let label = try #require(graph.leaf("MapView"), "the type's name is drawn")
    #expect(graph.leaf("UIViewRepresentable") != nil)
    let box = try #require(graph.leaf("rectangle"), "the placeholder's fill")
    #expect(box.frame.size == CGSize(width: 200, height: 120), "the placeholder takes the proposed size")
    #expect(box.frame.contains(CGPoint(x: label.frame.midX, y: label.frame.midY)))
  }

  @Test func anAssetImageIsALabelledPlaceholderAndASymbolIsTheSymbol() {
    let graph = ViewGraph.testing(UIKitProbe.images)
    graph.frame(CGSize(width: 400, height: 400))
    #expect(graph.leaf("Logo") != nil)
    #expect(graph.leaf("star.fill") != nil)
  }

  @Test func theDeviceIsAnIPhoneThatOpensNothing() {
    let device = UIKitProbe.device
    #expect(device.isPhone)
    #expect(device.system == "iOS")
    #expect(!device.canOpen)
    #expect(!device.sent)
  }
}
