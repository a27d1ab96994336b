import Demos
import PlaygroundApp
import PlaygroundUI
import Testing

/// The Flow demo's controls, driven by `--after` scripts on a session with the fake measurer:
/// the spacing sliders set the gaps between chips, the picker aligns the lines as CSS
/// `justify-content` does, and the buttons add and remove tags. Expected positions come from
/// the CSS flex-wrap rule computed here, not from the engine.
@MainActor
@Suite struct FlowDemoControlsTests {
  /// The demo's tags at start, then what "Add tag" offers first.
  static let tags = ["Swift", "SwiftUI", "iOS Development", "Xcode", "UIKit", "Combine", "Async/Await", "Core Data"]
  /// Narrow enough for the tags to wrap onto several lines.
  let size = CGSize(width: 600, height: 640)
  /// The flow's width: the window less the demo's 20 pt padding on each side.
  var container: CGFloat { size.width - 40 }

  enum Justify { case flexStart, center, flexEnd }

  /// CSS `flex-wrap: wrap` with `column-gap`/`row-gap` and `justify-content`: each item's
  /// origin relative to the container's top-left.
  func cssOrigins(_ sizes: [CGSize], width: CGFloat, columnGap: CGFloat, rowGap: CGFloat, justify: Justify) -> [CGPoint]
  {
    var lines: [[Int]] = [[]]
    var lineWidth: CGFloat = 0
    for (index, item) in sizes.enumerated() {
      if !lines[lines.count - 1].isEmpty && lineWidth + columnGap + item.width > width {
        lines.append([])
        lineWidth = 0
      }
      lineWidth += (lines[lines.count - 1].isEmpty ? 0 : columnGap) + item.width
      lines[lines.count - 1].append(index)
    }
    var origins = Array(repeating: CGPoint.zero, count: sizes.count)
    var top: CGFloat = 0
    for line in lines {
      let used = line.map { sizes[$0].width }.reduce(0, +) + columnGap * CGFloat(line.count - 1)
      let free = width - used
      var x: CGFloat =
        switch justify {
        case .flexStart: 0
        case .center: free / 2
        case .flexEnd: free
        }
      for index in line {
        origins[index] = CGPoint(x: x, y: top)
        x += sizes[index].width + columnGap
      }
      top += line.map { sizes[$0].height }.max()! + rowGap
    }
    return origins
  }

  /// Each tag's chip: the smallest capsule drawn around its text.
  func chips(_ session: PlaygroundSession, _ tags: [String]) throws -> [CGRect] {
    try tags.map { tag in
      let text = try #require(session.text(tag), "\(tag) is drawn")
      let around = session.graph.tracedViews.filter {
        $0.detail == "capsule" && $0.opacity > 0.99
          && $0.frame.contains(CGPoint(x: text.frame.midX, y: text.frame.midY))
      }
      return try #require(around.min { $0.frame.width < $1.frame.width }, "\(tag) has a chip").frame
    }
  }

  func expectCSS(
    _ session: PlaygroundSession, _ tags: [String], columnGap: CGFloat, rowGap: CGFloat, justify: Justify,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let frames = try chips(session, tags)
    let first = try #require(frames.first)
    // The first line's top is where the flow starts; x is measured from the padding.
    let origin = CGPoint(x: 20, y: first.minY)
    let expected = cssOrigins(
      frames.map(\.size), width: container, columnGap: columnGap, rowGap: rowGap, justify: justify)
    for (tag, (frame, point)) in zip(tags, zip(frames, expected)) {
      #expect(
        abs(frame.minX - (origin.x + point.x)) < 0.01 && abs(frame.minY - (origin.y + point.y)) < 0.01,
        "\(tag): at \(frame.origin), CSS says \(origin.x + point.x), \(origin.y + point.y)",
        sourceLocation: sourceLocation)
    }
  }

  /// A click on `slider` (the row titled so) that sets it to `value` of its 0…40 range: the
  /// track spans the usable width, so the value's point is that fraction along it.
  func clickSlider(_ title: String, to value: Double, _ session: PlaygroundSession) throws -> String {
    let label = try #require(session.text(title))
    let tracks = session.graph.tracedViews.filter {
      $0.detail == "capsule" && abs($0.frame.midY - label.frame.midY) < 2 && $0.frame.minX > label.frame.maxX
    }
    let track = try #require(tracks.max { $0.frame.width < $1.frame.width }, "the \(title) slider's track").frame
    return "click:\(track.minX + track.width * value / 40),\(track.midY)"
  }

  func run(_ script: String, _ session: PlaygroundSession, from time: Double) throws -> Double {
    let end = try ScriptedActions(script + ";wait:2").replay(on: session, size: size, from: time)
    session.frame(at: end, size: size)
    return end
  }

  @Test("The sliders set the gaps between chips and between lines; the readouts follow")
  func spacingSliders() throws {
    let session = fakeSession(.flow)
    session.frame(at: 0, size: size)
    try expectCSS(session, Self.tags, columnGap: 8, rowGap: 8, justify: .flexStart)
    var now = try run(try clickSlider("Horizontal", to: 20, session), session, from: 0)
    #expect(session.text("20 pt") != nil)
    try expectCSS(session, Self.tags, columnGap: 20, rowGap: 8, justify: .flexStart)
    now = try run(try clickSlider("Vertical", to: 30, session), session, from: now)
    #expect(session.text("30 pt") != nil)
    try expectCSS(session, Self.tags, columnGap: 20, rowGap: 30, justify: .flexStart)
    _ = try run(try clickSlider("Horizontal", to: 0, session), session, from: now)
    try expectCSS(session, Self.tags, columnGap: 0, rowGap: 30, justify: .flexStart)
  }

  @Test("The picker aligns each line like justify-content: flex-start, center, flex-end")
  func alignmentPicker() throws {
    let session = fakeSession(.flow)
    session.frame(at: 0, size: size)
    var now = try run("click:Center", session, from: 0)
    try expectCSS(session, Self.tags, columnGap: 8, rowGap: 8, justify: .center)
    now = try run("click:Trailing", session, from: now)
    try expectCSS(session, Self.tags, columnGap: 8, rowGap: 8, justify: .flexEnd)
    _ = try run("click:Leading", session, from: now)
    try expectCSS(session, Self.tags, columnGap: 8, rowGap: 8, justify: .flexStart)
  }

  @Test("Leading straight to trailing lines up with flex-end too")
  func leadingToTrailing() throws {
    let session = fakeSession(.flow)
    session.frame(at: 0, size: size)
    _ = try run("click:Trailing", session, from: 0)
    try expectCSS(session, Self.tags, columnGap: 8, rowGap: 8, justify: .flexEnd)
  }

  @Test("Add tag appends the next tag at the end of the flow; Remove tag takes the last one away")
  func addAndRemove() throws {
    let session = fakeSession(.flow)
    session.frame(at: 0, size: size)
    var now = try run("click:Add tag", session, from: 0)
    try expectCSS(session, Self.tags + ["Concurrency"], columnGap: 8, rowGap: 8, justify: .flexStart)
    now = try run("click:Add tag", session, from: now)
    try expectCSS(session, Self.tags + ["Concurrency", "Swift Testing"], columnGap: 8, rowGap: 8, justify: .flexStart)
    now = try run("click:Remove tag;click:Remove tag;click:Remove tag", session, from: now)
    #expect(session.text("Core Data") == nil)
    #expect(session.text("Concurrency") == nil)
    try expectCSS(session, Array(Self.tags.dropLast()), columnGap: 8, rowGap: 8, justify: .flexStart)
  }
}
