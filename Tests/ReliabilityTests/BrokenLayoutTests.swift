import Foundation
import PlaygroundUI
import Testing
import XvfbTestSupport

/// Issue item 2: a user's `Layout` that breaks the contract is clamped, reported (docs/layout-semantics.md, “Contract checks”),
/// drawn sensibly (a finite display list) and the app keeps running.
@MainActor
@Suite("Broken user layouts", .timeLimit(.minutes(1)))
struct BrokenLayoutTests {
  static let sizes: [CGSize] = [
    CGSize(width: 960, height: 640), CGSize(width: 320, height: 200), CGSize(width: 1, height: 1),
    CGSize(width: 0, height: 0), CGSize(width: 16000, height: 16000), CGSize(width: 640, height: 480),
  ]

  @Test("Clamped, reported, finite, and still responding", arguments: Fault.allCases)
  func brokenLayoutIsSurvived(fault: Fault) throws {
    let graph = ViewGraph(measurer: FakeTextMeasurer(), root: BrokenLayoutHarness(fault: fault))
    // The costly check of cache-dependent results, as `--strict` runs it.
    graph.contractLog.checksCacheConsistency = true
    // Every subview is checked below wherever the broken layout put it, in the window or not.
    graph.cullsOutsideWindow = false
    var time = 0.0
    for size in Self.sizes {
      for _ in 0..<3 {
        let list = graph.render(size: size, time: time)
        time += 1.0 / 60
        #expect(list.firstNonFinite == nil, "\(fault) at \(size): \(list.firstNonFinite ?? "")")
        #expect(graph.tracedViews.allSatisfy { $0.frame.isFiniteRect && $0.opacity.isFinite })
        #expect(!list.items.isEmpty, "\(fault) at \(size): nothing drawn")
      }
    }
    if let kind = fault.expectedReport {
      let kinds = Set(graph.contractLog.violations.map(\.kind))
      #expect(kinds.contains(kind), "\(fault): reported \(kinds), expected \(kind)")
      #expect(graph.contractLog.violations.allSatisfy { $0.layout.contains("BrokenLayout") || $0.kind != kind })
    }
    // Every subview of the broken layout is still drawn, at a finite place.
    for detail in [
      "A long label that wraps when the window is narrow", "circle", "Checked", "checkmark", "capsule", "Taps: 0",
    ] {
      let leaf = graph.tracedViews.first { $0.detail == detail }
      #expect(leaf != nil, "\(fault): \(detail) is not drawn")
    }
    // The engine's documented answers: unplaced or invalidly placed subviews sit at the
    // container's centre, so they share one centre; a subview placed twice keeps the last place.
    let circle = try #require(graph.tracedViews.first { $0.detail == "circle" })
    let capsule = try #require(graph.tracedViews.first { $0.detail == "capsule" })
    switch fault {
    case .neverPlaces, .placesAtNaN, .placesAtInfinity:
      #expect(
        abs(circle.frame.midX - capsule.frame.midX) < 1e-6 && abs(circle.frame.midY - capsule.frame.midY) < 1e-6,
        "\(fault): \(circle.frame) and \(capsule.frame) should share the container's centre")
    case .placesTwice:
      #expect(
        circle.frame.minX > -100 && circle.frame.minY > -100,
        "placed twice: the last placement wins, got \(circle.frame)")
    default: break
    }
    // The app keeps running: a tap on the healthy button still changes state.
    let button = try #require(graph.tracedViews.first { $0.detail == "Tap" })
    graph.click(at: CGPoint(x: button.frame.midX, y: button.frame.midY), time: time)
    let after = graph.render(size: CGSize(width: 640, height: 480), time: time + 0.1)
    #expect(after.firstNonFinite == nil)
    #expect(graph.tracedViews.contains { $0.detail == "Taps: 1" }, "\(fault): the tap was lost")
  }

  @Test("Healthy layouts report nothing, even with the cache check on")
  func healthyHarnessReportsNothing() {
    let graph = ViewGraph(
      measurer: FakeTextMeasurer(),
      root: VStack {
        Text("Healthy")
        FlowLayout { ForEach(0..<12, id: \.self) { Text("Tag \($0)").padding(4) } }
        SpiralLayout { ForEach(0..<10, id: \.self) { _ in Circle().frame(width: 10) } }.frame(width: 100, height: 100)
      })
    graph.contractLog.checksCacheConsistency = true
    for size in Self.sizes { _ = graph.render(size: size, time: 0) }
    #expect(graph.contractLog.violations.isEmpty, "\(graph.contractLog.violations)")
  }

  @Test("A layout that breaks differently every frame does not grow the report without bound")
  func reportsStayBounded() {
    let graph = ViewGraph(
      measurer: FakeTextMeasurer(),
      root: VStack {
        BrokenLayoutHarness(fault: .placesFarAway)
        BrokenLayoutHarness(fault: .dependsOnCallOrder)
        BrokenLayoutHarness(fault: .negativeSize)
      })
    graph.contractLog.checksCacheConsistency = true
    // A drag-resize: every frame a new width, so every report's detail differs.
    for frame in 0..<3000 {
      _ = graph.render(size: CGSize(width: 400 + frame % 1500, height: 300 + frame % 7), time: Double(frame) / 60)
    }
    #expect(
      graph.contractLog.violations.count <= ContractLog.capacity, "\(graph.contractLog.violations.count) reports kept")
    #expect(graph.contractLog.droppedCount > 0)
    // The kept reports are the most recent: one of the last frame's is among them.
    let last = graph.contractLog.violations.last
    graph.contractLog.removeAll()
    _ = graph.render(size: CGSize(width: 400 + 2999 % 1500, height: 300 + 2999 % 7), time: 100)
    _ = graph.render(size: CGSize(width: 400 + 2998 % 1500, height: 300 + 2998 % 7), time: 101)
    _ = graph.render(size: CGSize(width: 400 + 2999 % 1500, height: 300 + 2999 % 7), time: 102)
    #expect(graph.contractLog.violations.contains { $0 == last }, "\(String(describing: last))")
    #expect(!graph.contractLog.violations.isEmpty)
  }

  @Test("The --strict report lists what a broken layout did; a healthy tree has none")
  func strictReport() throws {
    let graph = ViewGraph(measurer: FakeTextMeasurer(), root: BrokenLayoutHarness(fault: .neverPlaces))
    graph.contractLog.checksCacheConsistency = true
    _ = graph.render(size: CGSize(width: 640, height: 480), time: 0)
    let report = try #require(graph.contractLog.strictReport)
    #expect(report.hasPrefix("layout contract violations (--strict):\n"))
    #expect(report.contains("BrokenLayout subview 0: subview never placed"))
    #expect(report.hasSuffix("\n"))
    let healthy = ViewGraph(measurer: FakeTextMeasurer(), root: Text("fine"))
    _ = healthy.render(size: CGSize(width: 640, height: 480), time: 0)
    #expect(healthy.contractLog.strictReport == nil)
  }
}
