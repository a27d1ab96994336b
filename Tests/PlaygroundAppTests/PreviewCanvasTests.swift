import Demos
import PlaygroundUI
import Testing

/// Reports the size it is offered, as a preview sees its proposal.
private struct Proposal: View {
  var body: some View {
    GeometryReader { geometry in
      Text("\(Int(geometry.size.width))x\(Int(geometry.size.height))")
    }
  }
}

/// The window lays out the selected preview as Apple's `PreviewLayout` documents it:
/// `.device` (the default) — the device's size, here the window's; `.fixed(width:height:)` —
/// "Center the preview in a fixed size container with the given dimensions"; `.sizeThatFits` —
/// "Fit the container to the size of the preview when offered the size of the device".
@MainActor
@Suite struct PreviewCanvasTests {
  private let window = CGSize(width: 500, height: 300)

  private func shown(_ traits: PreviewTraits, _ make: @escaping @MainActor () -> any View) -> OpenSession {
    let session = OpenSession(measurer: FakeTextMeasurer())
    session.load([PreviewEntry(name: "P", file: "P.swift", line: 1, traits: traits, make: make)], milliseconds: nil)
    _ = session.graph.render(size: window, time: 0)
    return session
  }

  private func text(_ session: OpenSession, _ string: String) -> TracedView? {
    session.graph.tracedViews.first { $0.kind == "text" && $0.detail == string }
  }

  @Test func theDeviceLayoutOffersTheWholeWindow() {
    #expect(text(shown(PreviewTraits()) { Proposal() }, "500x300") != nil)
  }

  @Test func aFixedLayoutOffersExactlyItsSizeCentred() throws {
    let session = shown(PreviewTraits(layout: .fixed(width: 200, height: 100))) {
      Proposal().overlay(alignment: .topLeading) { Text("corner") }
    }
    #expect(text(session, "200x100") != nil)
    let corner = try #require(text(session, "corner"))
    #expect(corner.frame.minX == 150 && corner.frame.minY == 100, "the 200×100 container is centred in 500×300")
  }

  @Test func sizeThatFitsOffersTheDeviceSizeAndFitsTheContainerCentred() throws {
    #expect(text(shown(PreviewTraits(layout: .sizeThatFits)) { Proposal() }, "500x300") != nil)
    let session = shown(PreviewTraits(layout: .sizeThatFits)) { Text("card") }
    let card = try #require(text(session, "card"))
    #expect(card.frame.midX == 250 && card.frame.midY == 150)
    let container = session.graph.tracedViews.filter { $0.kind == "shape" && $0.frame == card.frame }
    #expect(!container.isEmpty, "the container (its card) is the preview's own size")
  }

  @Test func aPreviewDeviceTraitPicksTheDevice() {
    // An iPhone's safe region is 393 × (852 − 59 − 34); the window is larger than the screen.
    let session = OpenSession(measurer: FakeTextMeasurer())
    let iPhone = PreviewTraits(deviceName: "iPhone 15 Pro")
    let landscape = PreviewTraits(orientation: .landscapeLeft)
    session.load(
      [
        PreviewEntry(name: "Phone", file: "P.swift", line: 1, traits: iPhone, make: { Proposal() }),
        PreviewEntry(name: "Wide", file: "P.swift", line: 2, traits: landscape, make: { Proposal() }),
        PreviewEntry(
          name: "Fixed", file: "P.swift", line: 3, traits: PreviewTraits(layout: .fixed(width: 100, height: 50)),
          make: { Proposal() }),
      ], milliseconds: nil)
    session.canvas.device = .iPad
    let big = CGSize(width: 1000, height: 1300)
    _ = session.graph.render(size: big, time: 0)
    #expect(text(session, "393x759") != nil)
    session.select("Wide")
    _ = session.graph.render(size: big, time: 0)
    #expect(text(session, "734x372") != nil, "landscape: 852 − 2 × 59 wide, 393 − 21 tall")
    // A fixed layout is shown without a device, whatever --device says.
    session.select("Fixed")
    _ = session.graph.render(size: big, time: 0)
    #expect(text(session, "100x50") != nil)
  }
}
