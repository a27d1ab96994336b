import ArgumentParser
import Demos
import Foundation
import PlaygroundApp
import PlaygroundUI
import X11Host

/// `bench-frames`: times every demo's frames through the host's real drawing path and prints
/// the median and 99th-percentile frame times.
///
/// Each frame is what the event loop does for a drag-resize step: a relayout (the width
/// alternates by one point), the display list, drawing it into the window's back buffer and
/// copying that to the mapped window, synchronised with the server so its drawing is counted.
/// The first 10 frames of each demo are a warm-up (fonts, masks) and are not counted.
///
/// With `--toggle`, the frames are instead those of clicking a chip and watching the flow
/// re-wrap around it (the chips demo's spring), at 60 frames a second, click after click:
/// the click's frame and every animation frame are counted, and the slowest is printed too.
struct BenchFramesCommand: ParsableCommand {
  /// Screens timed with `--fixture` instead of the demos.
  enum BenchFixture: String, ExpressibleByArgument {
    /// Two materials (a bar, a floating player) over a grid of artwork.
    case materials
    /// The same with every tile clipped and desaturated: many small layers.
    case effects
  }

  static let configuration = CommandConfiguration(
    commandName: "bench-frames", abstract: "Time layout + drawing of every demo (needs an X server).")

  @Option(help: ArgumentHelp("The window size in points.", valueName: "WxH"), transform: parseWindowSize)
  var size = WindowSize(width: 1280, height: 800)

  @Option(help: "Frames measured per demo.")
  var frames = 200

  @Option(help: "Only this demo (for profiling); every demo by default.")
  var demo: DemoID?

  @Option(
    help:
      "Time a fixture instead of the demos: materials (a screen with two blurred materials), effects (and 48 small layers)."
  )
  var fixture: BenchFixture?

  @Option(
    help: ArgumentHelp(
      "How many tags (flow), suggestions (chips) or circles (spiral) the demos start with.", valueName: "N"),
    transform: parseItemCount)
  var items: Int?

  @Flag(help: "Time clicking a chip and its animated re-wrap instead of resizing (chips demo).")
  var toggle = false

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Your own Swift files or folders instead of the demos (as `open` takes them): their first preview is timed.",
      valueName: "path"))
  var open: [String] = []

  @Option(
    help: ArgumentHelp(
      "With --open: hold the pointer down at (X1, Y1) after the warm-up and drag it to (X2, Y2) over the measured frames, so a gesture in progress is timed too.",
      valueName: "X1,Y1,X2,Y2"))
  var drag: String?

  @Option(
    help: ArgumentHelp(
      "With --open: keep the window's size and turn the wheel by DY points at its centre on every measured frame (a scrolling benchmark; `Examples/MillionRows.swift` is the lazy-list one).",
      valueName: "DY"))
  var scroll: Double?

  /// `--drag`'s two points.
  private func dragPoints() throws -> (from: CGPoint, to: CGPoint)? {
    guard let drag else { return nil }
    let numbers = drag.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
      [x1, y1, x2, y2].allSatisfy(\.isFinite)
    else {
      throw ValidationError("--drag takes four finite numbers, X1,Y1,X2,Y2 (got \"\(drag)\")")
    }
    return (CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2))
  }

  func validate() throws {
    if drag != nil && open.isEmpty { throw ValidationError("--drag needs --open (it drags in your own code)") }
    if scroll != nil && open.isEmpty { throw ValidationError("--scroll needs --open (it scrolls your own code)") }
    if let scroll, !scroll.isFinite { throw ValidationError("--scroll takes a finite number of points") }
    _ = try dragPoints()
    if toggle && demo != .chips { throw ValidationError("--toggle needs --demo chips") }
    if !open.isEmpty && (demo != nil || toggle || fixture != nil) {
      throw ValidationError("--open times its own code: no --demo or --fixture")
    }
    if fixture != nil && (demo != nil || toggle) { throw ValidationError("--fixture times a fixture, not a demo") }
    guard (10...100_000).contains(frames) else { throw ValidationError("--frames must be 10…100000") }
  }

  func run() throws {
    let status = MainActor.assumeIsolated { () -> Int32 in
      do {
        let app = try HostApp(windowSize: size.size, scale: 1, title: "Layout Playground — bench-frames")
        guard app.mapAndWaitForExpose() else {
          printError("layout-playground: the benchmark window was never exposed")
          return 1
        }
        if !open.isEmpty {
          let session = try OpenRequest(paths: open, preview: nil).loadSession(measurer: app.measurer)
          let path = try dragPoints()
          let measured = Double(frames)
          // The first frame after the build is loaded: what a user waits for.
          let firstStart = DispatchTime.now().uptimeNanoseconds
          app.presentAndWait(session.graph.render(size: size.size, time: 0))
          let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - firstStart) / 1e6
          let (median, p99) = resizeFrames(app, keepsSize: scroll != nil) { size, time in
            if let scroll, time * 60 >= 10 {
              session.graph.scroll(
                by: CGSize(width: 0, height: scroll), at: CGPoint(x: size.width / 2, y: size.height / 2), time: time)
            }
            if let path {
              // Frame k of the measured ones (the warm-up is 10 frames at 1/60 s).
              let step = time * 60 - 10
              if step == 0 { session.graph.pointerDown(at: path.from, time: time) }
              if step > 0 {
                let t = CGFloat(min(1, step / measured))
                session.graph.pointerMoved(
                  to: CGPoint(
                    x: path.from.x + (path.to.x - path.from.x) * t, y: path.from.y + (path.to.y - path.from.y) * t),
                  time: time)
              }
            }
            return session.graph.render(size: size, time: time)
          }
          let name = (open[0] as NSString).lastPathComponent
          print(
            "frames open=\(name) median_ms=\(format(median)) p99_ms=\(format(p99)) first_ms=\(format(firstFrame)) "
              + "rss_mb=\(format(Self.residentMegabytes()))")
          return 0
        }
        if let fixture {
          let graph = ViewGraph(measurer: app.measurer, root: MaterialsFixture(layeredTiles: fixture == .effects))
          let (median, p99) = resizeFrames(app) { graph.render(size: $0, time: $1) }
          print("frames fixture=\(fixture.rawValue) median_ms=\(format(median)) p99_ms=\(format(p99))")
          return 0
        }
        for demo in self.demo.map({ [$0] }) ?? DemoID.allCases {
          let session = PlaygroundSession(measurer: app.measurer, demo: demo, items: items)
          var times: [Double] = []
          times.reserveCapacity(frames)
          if toggle {
            times = toggleFrames(session, app)
            let slowest = times.max() ?? 0
            times.sort()
            print(
              "frames demo=chips median_ms=\(String(format: "%.2f", times[times.count / 2])) "
                + "p99_ms=\(String(format: "%.2f", times[min(times.count - 1, Int(Double(times.count) * 0.99))])) "
                + "max_ms=\(String(format: "%.2f", slowest)) toggles=\(times.count / Self.framesPerToggle)")
            continue
          }
          let (median, p99) = resizeFrames(app) { session.graph.render(size: $0, time: $1) }
          print("frames demo=\(demo.rawValue) median_ms=\(format(median)) p99_ms=\(format(p99))")
        }
        return 0
      } catch {
        printError("layout-playground: \(error)")
        return 1
      }
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Times `frames` resize steps (after 10 warm-up frames): the width alternates by one point
  /// (unless `keepsSize`: a scrolling benchmark times the scroll alone).
  @MainActor
  private func resizeFrames(
    _ app: HostApp, keepsSize: Bool = false, render: (CGSize, Double) -> DisplayList
  ) -> (Double, Double) {
    var times: [Double] = []
    for frame in 0..<(frames + 10) {
      let width = CGFloat(size.width - (keepsSize ? 0 : frame % 2))
      let start = DispatchTime.now().uptimeNanoseconds
      app.presentAndWait(render(CGSize(width: width, height: CGFloat(size.height)), Double(frame) / 60))
      if frame >= 10 { times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
    }
    times.sort()
    return (times[times.count / 2], times[min(times.count - 1, Int(Double(times.count) * 0.99))])
  }

  private func format(_ milliseconds: Double) -> String { String(format: "%.2f", milliseconds) }

  /// The process's resident set in MB (Linux's `/proc/self/statm`: pages), 0 when unreadable.
  private static func residentMegabytes() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }

  /// Frames drawn after each click, at 60 a second: the spring (response 0.3 s) has settled
  /// well within them.
  static let framesPerToggle = 60
  /// How many chips the clicks go round: each is selected, then deselected.
  static let chipsClicked = 5

  /// Clicks chips near the top of the window in turn (each click toggles one, and the flow
  /// re-wraps behind it with a spring) and times every frame from the click's on.
  @MainActor
  private func toggleFrames(_ session: PlaygroundSession, _ app: HostApp) -> [Double] {
    let window = size.size
    var time = 0.0
    func frame() -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      app.presentAndWait(session.graph.render(size: window, time: time))
      time += 1.0 / 60
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
    for _ in 0..<10 { _ = frame() }
    var times: [Double] = []
    let toggles = max(1, frames / Self.framesPerToggle)
    for index in 0..<toggles {
      // The chips' labels in drawing order: the (index % 5)th, clicked at its centre. The first
      // five clicks select, the next five deselect what they selected: a chip's check mark
      // appears, then fades out, among chips that have all moved before.
      let chips = session.graph.tracedViews.filter { $0.kind == "text" && $0.id.contains("SuggestionChip") }
      guard !chips.isEmpty else { break }
      let chip = chips[min(chips.count - 1, index % Self.chipsClicked)].frame
      session.graph.click(at: CGPoint(x: chip.midX, y: chip.midY), time: time)
      for _ in 0..<Self.framesPerToggle { times.append(frame()) }
    }
    return times
  }
}
