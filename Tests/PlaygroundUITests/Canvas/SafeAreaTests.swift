import Foundation
import Testing

@testable import PlaygroundUI

/// Safe areas as SwiftUI documents them, on the devices' screens (sizes and insets are Apple's:
/// iPhone 393 × 852 pt with 59 pt above and 34 below; in landscape 59 at each side and 21 below).
/// Content is proposed and placed in the safe region; a view that ignores the safe area grows
/// into it where it touches its edge; backgrounds ignore it by default; `safeAreaInset` and
/// `safeAreaPadding` shrink it for their content.
@MainActor
@Suite struct SafeAreaTests {
  private let phone = CGSize(width: 393, height: 852)
  private let phoneSafe = CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34)

  private func onPhone<V: View>(_ view: V, device: Device = .iPhone) -> ViewGraph {
    let graph = ViewGraph.testing(DeviceCanvas(CanvasSettings(device: device)) { view })
    graph.frame(device.size)
    return graph
  }

  /// The frames of the drawn rectangles, in drawing order, without the canvas's own drawing
  /// (its background first, its bands last).
  private func rectangles(_ graph: ViewGraph) -> [CGRect] {
    let shapes = graph.leaves("rectangle").map(\.frame)
    return Array(shapes.dropFirst().prefix { $0 != CGRect(x: 0, y: 0, width: 393, height: 59) })
  }

  @Test func contentIsProposedAndPlacedInTheSafeRegion() throws {
    let graph = onPhone(Color.red)
    #expect(rectangles(graph) == [phoneSafe])
  }

  @Test func ignoringTheSafeAreaFillsTheScreen() throws {
    #expect(rectangles(onPhone(Color.red.ignoresSafeArea())) == [CGRect(origin: .zero, size: phone)])
    #expect(rectangles(onPhone(Color.red.edgesIgnoringSafeArea(.all))) == [CGRect(origin: .zero, size: phone)])
    // Only the top: the home indicator's 34 pt stay outside.
    #expect(
      rectangles(onPhone(Color.red.ignoresSafeArea(edges: .top)))
        == [CGRect(x: 0, y: 0, width: 393, height: 852 - 34)])
    // Keyboard insets are the only ones asked to be ignored: nothing grows.
    #expect(rectangles(onPhone(Color.red.ignoresSafeArea(.keyboard))) == [phoneSafe])
  }

  @Test func onlyAViewTouchingTheSafeEdgeGrows() throws {
    // A 100 pt band at the top of the safe area grows up by the 59 pt under the status bar…
    let top = onPhone(
      VStack(spacing: 0) {
        Color.red.ignoresSafeArea().frame(height: 100)
        Spacer()
      })
    #expect(rectangles(top) == [CGRect(x: 0, y: 0, width: 393, height: 159)])
    // …one 20 pt below it does not.
    let below = onPhone(
      VStack(spacing: 0) {
        Color.clear.frame(height: 20)
        Color.red.ignoresSafeArea().frame(height: 100)
        Spacer()
      })
    #expect(rectangles(below).last == CGRect(x: 0, y: 79, width: 393, height: 100))
  }

  @Test func backgroundsExtendUnderTheBarsUnlessTold() throws {
    let filled = onPhone(Text("hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue))
    #expect(rectangles(filled) == [CGRect(origin: .zero, size: phone)])
    let kept = onPhone(
      Text("hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue, ignoresSafeAreaEdges: []))
    #expect(rectangles(kept) == [phoneSafe])
    // A view in the middle of the screen touches no edge: its background is its own size.
    let small = onPhone(Text("hi").background(Color.blue))
    let text = try #require(small.leaf("hi"))
    #expect(rectangles(small).count == 1 && isClose(rectangles(small)[0], text.frame, within: 1e-6))
  }

  @Test func safeAreaInsetPlacesItsContentAtTheEdgeAndInsetsTheView() throws {
    // The bar is 40 pt tall; the content above it is proposed the rest of the safe region.
    let graph = onPhone(
      Color.red.safeAreaInset(edge: .bottom) { Color.green.frame(height: 40) })
    let shapes = rectangles(graph)
    #expect(shapes.count == 2)
    #expect(shapes[0] == CGRect(x: 0, y: 59, width: 393, height: 759 - 40))
    #expect(shapes[1] == CGRect(x: 0, y: 852 - 34 - 40, width: 393, height: 40))
    // With spacing, the content ends that much higher.
    let spaced = rectangles(
      onPhone(Color.red.safeAreaInset(edge: .top, spacing: 10) { Color.green.frame(height: 40) }))
    #expect(spaced[0] == CGRect(x: 0, y: 59 + 40 + 10, width: 393, height: 759 - 50))
    #expect(spaced[1] == CGRect(x: 0, y: 59, width: 393, height: 40))
  }

  @Test func contentThatIgnoresTheSafeAreaGoesUnderAnInset() throws {
    // "The safe area of the resulting view is also inset": what ignores it reaches the screen's
    // bottom edge, under the bar (drawn over it).
    let graph = onPhone(
      Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom) { Color.green.frame(height: 40) })
    let shapes = rectangles(graph)
    #expect(shapes[0] == CGRect(origin: .zero, size: phone))
    #expect(shapes[1] == CGRect(x: 0, y: 852 - 34 - 40, width: 393, height: 40))
  }

  @Test func safeAreaPaddingInsetsContentButNotWhatIgnoresIt() throws {
    let padded = rectangles(onPhone(Color.red.safeAreaPadding(.horizontal, 20)))
    #expect(padded == [CGRect(x: 20, y: 59, width: 353, height: 759)])
    let ignoring = rectangles(onPhone(Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20)))
    #expect(ignoring == [CGRect(origin: .zero, size: phone)])
    // The default length is the standard padding, 16.
    let standard = rectangles(onPhone(Color.red.safeAreaPadding()))
    #expect(standard == [phoneSafe.insetBy(dx: 16, dy: 16)])
  }

  @Test func geometryProxyReportsHowFarItReachesIntoTheUnsafeArea() throws {
    func insets<V: View>(_ wrap: (GeometryReader<Text>) -> V) -> String? {
      let graph = onPhone(
        wrap(
          GeometryReader { proxy in
            Text("\(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
          }))
      return graph.drawnNodes().compactMap { ($0 as? TextNode)?.string }.first
    }
    #expect(insets { $0 } == "0 0")
    #expect(insets { $0.ignoresSafeArea() } == "59 34")
    #expect(insets { $0.ignoresSafeArea(edges: .bottom) } == "0 34")
  }

  @Test func landscapeInsetsAreAtTheSidesAndBottom() throws {
    let graph = onPhone(Color.red, device: .iPhoneLandscape)
    let shapes = graph.leaves("rectangle").map(\.frame)
    #expect(shapes.contains(CGRect(x: 59, y: 0, width: 852 - 118, height: 393 - 21)))
    let full = onPhone(Color.red.ignoresSafeArea(), device: .iPhoneLandscape)
    #expect(full.leaves("rectangle").map(\.frame).dropFirst().first == CGRect(x: 0, y: 0, width: 852, height: 393))
  }

  @Test func theCanvasDrawsTheDeviceScreenWhateverTheWindow() throws {
    // A device's screen keeps its size in a larger window, centred; content stays in its safe
    // region.
    let graph = ViewGraph.testing(DeviceCanvas(CanvasSettings(device: .iPad)) { Color.red })
    graph.frame(CGSize(width: 1000, height: 1300))
    let screen = CGRect(x: 90, y: 60, width: 820, height: 1180)
    let shapes = graph.leaves("rectangle").map(\.frame)
    #expect(shapes.first == screen)
    #expect(shapes.contains(CGRect(x: 90, y: 60 + 24, width: 820, height: 1180 - 44)))
  }

  @Test func aScreenLargerThanTheWindowIsDrawnScaledToFit() throws {
    // The iPad's 820 × 1180 pt in a 410 × 600 window: half size, centred; the content is still
    // laid out in the device's points (its safe region, 1136 pt tall, drawn at 568).
    let graph = ViewGraph.testing(DeviceCanvas(CanvasSettings(device: .iPad)) { Color.red })
    graph.frame(CGSize(width: 410, height: 600))
    let shapes = graph.leaves("rectangle").map(\.frame)
    #expect(shapes.first.map { isClose($0, CGRect(x: 0, y: 5, width: 410, height: 590), within: 1e-6) } == true)
    #expect(shapes.contains { isClose($0, CGRect(x: 0, y: 5 + 12, width: 410, height: 568), within: 1e-6) })
  }

  @Test func aNavigationBarIsASafeAreaInsetOfItsPage() throws {
    // The page's content starts below the 44 pt inline bar; a background touching the top of
    // the page reaches under the bar and the status bar, as on iOS (the bar at rest is clear).
    let graph = onPhone(
      NavigationStack {
        Text("x").frame(maxWidth: .infinity, minHeight: 100).background(Color.orange)
          .frame(maxHeight: .infinity, alignment: .top)
          .navigationTitle("T").navigationBarTitleDisplayMode(.inline)
      })
    let text = try #require(graph.laidOutText("x"))
    #expect(isClose(text.midY, 59 + 44 + 50, within: 1e-6))
    #expect(rectangles(graph).contains(CGRect(x: 0, y: 0, width: 393, height: 59 + 44 + 100)))
  }

  @Test func devicesByName() throws {
    #expect(try Device.named("iphone") == .iPhone)
    #expect(try Device.named("IPAD") == .iPad)
    #expect(try Device.named("mac") == nil)
    #expect(throws: UnknownDevice(name: "pixel")) { try Device.named("pixel") }
    #expect(Device.next(after: nil) == .iPhone)
    #expect(Device.next(after: .iPad) == nil)
  }
}
