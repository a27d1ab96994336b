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
struct BenchFramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench-frames", abstract: "Time layout + drawing of every demo (needs an X server).")

  @Option(help: ArgumentHelp("The window size in points.", valueName: "WxH"), transform: parseWindowSize)
  var size = WindowSize(width: 1280, height: 800)

  @Option(help: "Frames measured per demo.")
  var frames = 200

  @Option(help: "Only this demo (for profiling); every demo by default.")
  var demo: DemoID?

  @Option(
    help: ArgumentHelp(
      "How many tags (flow), suggestions (chips) or circles (spiral) the demos start with.", valueName: "N"),
    transform: parseItemCount)
  var items: Int?

  func validate() throws {
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
        for demo in self.demo.map({ [$0] }) ?? DemoID.allCases {
          let session = PlaygroundSession(measurer: app.measurer, demo: demo, items: items)
          var times: [Double] = []
          times.reserveCapacity(frames)
          for frame in 0..<(frames + 10) {
            let width = CGFloat(size.width - frame % 2)
            let start = DispatchTime.now().uptimeNanoseconds
            let list = session.graph.render(
              size: CGSize(width: width, height: CGFloat(size.height)), time: Double(frame) / 60)
            app.presentAndWait(list)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if frame >= 10 { times.append(elapsed) }
          }
          times.sort()
          let median = times[times.count / 2]
          let p99 = times[min(times.count - 1, Int(Double(times.count) * 0.99))]
          print(
            "frames demo=\(demo.rawValue) median_ms=\(String(format: "%.2f", median)) p99_ms=\(String(format: "%.2f", p99))"
          )
        }
        return 0
      } catch {
        printError("layout-playground: \(error)")
        return 1
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
